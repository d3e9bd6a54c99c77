import { company } from '@/content/company';
import { competencesSchema, type Competence, type CompetenceId } from '@/lib/content/competence';
import { loadLocalizedContent } from '@/lib/content/localized';
import type { Locale } from '@/lib/routing/locales';

/** The header drawings, the same file in both languages; only the alternative text is translated. */
const headerImage = (file: string) => ({ src: `/media/competences/${file}.svg`, width: 1200, height: 600 });

/**
 * The eight competences in the order of the value chain: the overview of the whole chain first,
 * then its seven steps from development to logistics.
 */
export const competences = loadLocalizedContent('content/competences.ts', competencesSchema, {
  de: [
    {
      name: 'competences.fromIdeaToProduct',
      title: 'Von der Idee zum Produkt',
      headline: 'Eine Wertschöpfungskette, ein Ansprechpartner',
      teaser:
        'Alle sieben Schritte aus einer Hand: wie Ihr Projekt bei uns von der ersten Skizze bis zur Auslieferung läuft.',
      description: [
        `Jedes Projekt bei ${company.brand} hat eine feste Projektleitung. Sie ist Ihre Ansprechpartnerin oder Ihr Ansprechpartner von der Anfrage bis zur Serienlieferung, stimmt die Fachabteilungen aufeinander ab und behält Termine, Kosten und Qualität im Blick.`,
        'Weil Entwicklung, Konstruktion, Werkzeugbau, Prototyping, Fertigung, Automatisierung und Logistik unter einem Dach arbeiten, werden Fragen dort geklärt, wo sie entstehen: Die Konstruktion kennt die Möglichkeiten des Werkzeugbaus, der Werkzeugbau kennt die Maschinen der Fertigung, und die Fertigung weiß, wie die Teile später montiert, verpackt und versandt werden.',
        'Sie können an jeder Stelle einsteigen – mit einer Idee, mit einer fertigen Zeichnung oder mit einem vorhandenen Werkzeug, dessen Serie wir übernehmen. Über eine Milliarde Kunststoffteile und über 400 Millionen Baugruppen haben diesen Weg bei uns bereits durchlaufen.',
      ],
      facts: [
        'Sieben Kompetenzen unter einem Dach',
        'Eine Projektleitung von der Anfrage bis zur Serie',
        'Über eine Milliarde Kunststoffteile gefertigt',
        'Kunden auf drei Kontinenten',
      ],
      headerImage: {
        ...headerImage('from-idea-to-product'),
        alt: 'Schaubild der Wertschöpfungskette: Von einer Glühbirne als Symbol der Idee führen sieben verbundene Stationen – Entwicklung, Konstruktion, Werkzeugbau, Prototyping, Fertigung, Automatisierung und Logistik – zu einem verpackten Produkt.',
      },
    },
    {
      name: 'competences.development',
      title: 'Entwicklung',
      headline: 'Vom Anforderungsprofil zum fertigungsgerechten Konzept',
      teaser:
        'Wir übersetzen Ihre Anforderungen in ein Kunststoffteil, das funktioniert, sich wirtschaftlich fertigen lässt und recycelt werden kann.',
      description: [
        'Am Anfang steht ein gemeinsames Lastenheft: Welche Funktion muss das Teil erfüllen, welchen Belastungen ist es ausgesetzt, mit welchen Medien kommt es in Berührung und in welchen Stückzahlen wird es gebraucht? Aus den Antworten entwickeln wir erste Konzepte und bewerten sie gemeinsam mit Ihnen.',
        'Bei der Werkstoffauswahl wägen wir mechanische Eigenschaften, Verarbeitbarkeit, Kosten und Recyclingfähigkeit gegeneinander ab. Wo es möglich ist, setzen wir auf Monomaterial-Lösungen, die sich sortenrein verwerten lassen – wie bei unserem Schaumspender, der vollständig aus einem Kunststoff besteht.',
        'Erste Berechnungen und einfache Funktionsmuster zeigen früh, ob ein Konzept trägt. So fallen die wichtigen Entscheidungen auf einer belastbaren Grundlage, bevor Kosten für Werkzeuge entstehen.',
      ],
      facts: [
        'Gemeinsames Lastenheft als Ausgangspunkt',
        'Werkstoffauswahl nach Funktion, Kosten und Recycling',
        'Monomaterial-Konzepte für sortenreine Verwertung',
        'Konzeptbewertung vor dem ersten Werkzeug',
      ],
      headerImage: {
        ...headerImage('development'),
        alt: 'Entwurfsskizze eines Verschlusses auf kariertem Papier mit Bleistift, daneben Kunststoffgranulat in drei Sorten zur Werkstoffauswahl.',
      },
    },
    {
      name: 'competences.engineering',
      title: 'Konstruktion',
      headline: 'Bauteile, die sich prozesssicher spritzen lassen',
      teaser: '3D-Konstruktion von Einzelteilen und Baugruppen – mit Blick auf Toleranzen, Werkzeug und Montage.',
      description: [
        'Unsere Konstrukteurinnen und Konstrukteure arbeiten mit 3D-CAD und erstellen aus dem abgestimmten Konzept ein vollständiges Datenmodell – vom Einzelteil bis zur Baugruppe mit allen Fügestellen, Schnapphaken und Dichtflächen.',
        'Füllsimulationen zeigen, wie die Schmelze die Kavität füllt, wo Bindenähte entstehen und wie sich das Bauteil beim Abkühlen verzieht. Die Ergebnisse fließen direkt in Wandstärken, Rippen und die Lage der Anspritzpunkte ein.',
        'Eine Toleranzanalyse über die gesamte Baugruppe stellt sicher, dass die Teile auch bei den üblichen Schwankungen der Serie zusammenpassen. Zeichnungen und Prüfpläne entstehen gleich mit, sodass Werkzeugbau und Qualitätssicherung auf denselben Daten aufbauen.',
      ],
      facts: [
        '3D-CAD-Konstruktion von Einzelteilen und Baugruppen',
        'Füll- und Verzugssimulation vor dem Werkzeugbau',
        'Toleranzanalyse über die gesamte Baugruppe',
        'Zeichnungen und Prüfpläne aus einem Datenmodell',
      ],
      headerImage: {
        ...headerImage('engineering'),
        alt: 'Technische Zeichnung eines Kunststoffgehäuses im Schnitt mit Bemaßung, Rippen und Schnapphaken, daneben die Explosionsdarstellung der zugehörigen Baugruppe.',
      },
    },
    {
      name: 'competences.toolEngineering',
      title: 'Werkzeugbau',
      headline: 'Spritzgießwerkzeuge für lange Serien',
      teaser:
        'Planung, Abmusterung und Wartung von Spritzgießwerkzeugen – vom Prototypenwerkzeug bis zum Mehrfachwerkzeug für die Großserie.',
      description: [
        'Im Werkzeugbau entsteht aus dem Datenmodell das Spritzgießwerkzeug. Wir legen Kavitätenzahl, Heißkanal, Temperierung und Entformung so aus, dass das Werkzeug zu Ihren Stückzahlen und zu unseren Maschinen passt – vom einfachen Prototypenwerkzeug bis zum Mehrfach- und Mehrkomponentenwerkzeug.',
        'Bei der Abmusterung fertigen wir erste Teile auf der späteren Serienmaschine, vermessen sie und optimieren Werkzeug und Prozessparameter, bis alle Merkmale sicher in der Toleranz liegen. Erst dann geben wir das Werkzeug gemeinsam mit Ihnen für die Serie frei.',
        'Während der Serie warten wir Ihre Werkzeuge in festen Intervallen, tauschen Verschleißteile rechtzeitig und setzen Änderungen um. Jedes Werkzeug hat eine eigene Historie, in der alle Wartungen und Eingriffe dokumentiert sind.',
      ],
      facts: [
        'Prototypen-, Mehrfach- und Mehrkomponentenwerkzeuge',
        'Abmusterung auf der späteren Serienmaschine',
        'Vorbeugende Wartung in festen Intervallen',
        'Lückenlos dokumentierte Werkzeughistorie',
      ],
      headerImage: {
        ...headerImage('tool-engineering'),
        alt: 'Geöffnetes Spritzgießwerkzeug mit Düsen- und Auswerferseite: vier Kavitäten, Kühlkanäle, Führungssäulen und Auswerferstifte.',
      },
    },
    {
      name: 'competences.prototyping',
      title: 'Prototyping',
      headline: 'Früh prüfen, sicher entscheiden',
      teaser: 'Muster und Prototypen, mit denen Sie Form, Passung und Funktion prüfen, bevor das Serienwerkzeug entsteht.',
      description: [
        'Je nach Fragestellung wählen wir das passende Verfahren: Additiv gefertigte Modelle zeigen schnell Form und Ergonomie, Prototypenwerkzeuge liefern Teile aus dem späteren Serienwerkstoff, an denen sich Festigkeit, Dichtheit und Funktion realistisch prüfen lassen.',
        'Die Muster testen wir gemeinsam mit Ihnen – im Labor, an der Montagevorrichtung oder direkt in Ihrer Anwendung. Was wir dabei lernen, fließt in die Konstruktion zurück, bevor der Werkzeugbau das Serienwerkzeug fertigt.',
        'Kleinserien aus dem Prototypenwerkzeug eignen sich außerdem für Markttests, Freigabemuster und die Vorbereitung Ihrer eigenen Montagelinie.',
      ],
      facts: [
        'Additiv gefertigte Anschauungsmodelle',
        'Prototypenwerkzeuge für Teile aus dem Serienwerkstoff',
        'Funktionstests gemeinsam mit Ihnen',
        'Kleinserien für Markttests und Freigaben',
      ],
      headerImage: {
        ...headerImage('prototyping'),
        alt: 'Ein 3D-Drucker baut ein Modell Schicht für Schicht auf; daneben wird das fertige Muster eines Spenderkopfs mit einem Messschieber vermessen.',
      },
    },
    {
      name: 'competences.production',
      title: 'Fertigung',
      headline: 'Serienfertigung auf über 70 Spritzgießmaschinen',
      teaser: 'Über 70 Spritzgießmaschinen mit Schließkräften bis 6.500 kN fertigen Kunststoffteile in gleichbleibender Qualität.',
      description: [
        'Unser Maschinenpark reicht von kompakten Maschinen für kleine Präzisionsteile bis zu Großmaschinen mit 650 t Schließkraft. So finden wir für jedes Werkzeug die passende Maschine und können eine Serie bei Bedarf auf baugleiche Anlagen verteilen.',
        'Im Mehrkomponentenspritzguss verbinden wir harte und weiche Kunststoffe oder verschiedene Farben in einem Arbeitsgang. Medizinische Kunststoffteile fertigen wir unter Reinraumbedingungen.',
        'Die Prozessdaten jeder Maschine werden laufend erfasst. Abweichungen fallen auf, bevor sie zu Ausschuss werden, und jede Charge lässt sich bis zum eingesetzten Granulat zurückverfolgen. Über eine Milliarde Kunststoffteile haben unsere Fertigung auf diese Weise verlassen.',
      ],
      facts: [
        'Über 70 Spritzgießmaschinen',
        'Schließkräfte bis 6.500 kN – Maschinen bis 650 t',
        'Über eine Milliarde Kunststoffteile gefertigt',
        'Reinraumfertigung für medizinische Kunststoffteile',
      ],
      headerImage: {
        ...headerImage('production'),
        alt: 'Seitenansicht einer Spritzgießmaschine mit Trichter, Plastifizierzylinder, Schließeinheit und Werkzeug; daneben ein Förderband mit fertigen Teilen.',
      },
    },
    {
      name: 'competences.automation',
      title: 'Automatisierung',
      headline: 'Montage und Prüfung im Takt der Maschine',
      teaser: 'Automatisierte Entnahme, Montage und Prüfung verbinden Spritzguss und Baugruppenfertigung zu einem Prozess.',
      description: [
        'Roboter entnehmen die Teile direkt aus dem Werkzeug, legen sie lagerichtig ab und führen sie der Weiterverarbeitung zu. So bleiben empfindliche Oberflächen unberührt, und die Zykluszeit bleibt stabil.',
        'Unsere Montageanlagen fügen mehrere Einzelteile zu fertigen Baugruppen – etwa Pumpen, Verschlüsse oder Spritzen. Kamerasysteme und Sensoren prüfen dabei Maße, Vollständigkeit und Funktion jedes einzelnen Teils.',
        'Automatisierung planen wir immer zusammen mit Konstruktion und Werkzeugbau: Wer schon beim Bauteil an die Montage denkt, bekommt einfachere Anlagen und sicherere Prozesse. Über 400 Millionen Baugruppen sind auf diesem Weg bereits entstanden.',
      ],
      facts: [
        'Robotergestützte Entnahme direkt aus dem Werkzeug',
        'Automatische Montage mehrteiliger Baugruppen',
        'Prüfung von Maß, Vollständigkeit und Funktion in der Linie',
        'Über 400 Millionen Baugruppen montiert',
      ],
      headerImage: {
        ...headerImage('automation'),
        alt: 'Ein sechsachsiger Industrieroboter setzt mit seinem Greifer Pumpenköpfe auf Flaschen, die auf einem Förderband unter einer Prüfkamera hindurchlaufen.',
      },
    },
    {
      name: 'competences.logistics',
      title: 'Logistik',
      headline: 'Sicher verpackt, pünktlich geliefert',
      teaser: 'Verpackung, Lagerung und Versand nach Ihren Abrufen – für Kunden auf drei Kontinenten.',
      description: [
        'Wie Ihre Teile verpackt werden, legen wir schon in der Entwicklung fest: als Schüttgut, lagenweise im Karton oder in Trays, die direkt an Ihre Montagelinie passen. So kommen die Teile sauber und unbeschädigt an.',
        'In unserem Lager halten wir vereinbarte Sicherheitsbestände vor und liefern auf Abruf, auf Wunsch auch nach Kanban. Liefermengen und Termine stimmen wir mit Ihrer Disposition ab.',
        'Jede Lieferung ist über Etiketten und Lieferpapiere bis zur Fertigungscharge rückverfolgbar. Wir beliefern Kunden auf drei Kontinenten und bereiten die Versandpapiere für den Export vor.',
      ],
      facts: [
        'Verpackung passend zu Ihrer Montagelinie',
        'Sicherheitsbestände und Lieferung auf Abruf',
        'Rückverfolgbarkeit bis zur Fertigungscharge',
        'Kunden auf drei Kontinenten',
      ],
      headerImage: {
        ...headerImage('logistics'),
        alt: 'Lagerregal mit Paletten voller Kartons, ein Gabelstapler und ein Lkw an der Laderampe, daneben eine Weltkugel als Zeichen für den Versand auf drei Kontinente.',
      },
    },
  ],
  en: [
    {
      name: 'competences.fromIdeaToProduct',
      title: 'From idea to product',
      headline: 'One value chain, one point of contact',
      teaser: 'All seven steps from one partner: how your project moves from the first sketch to delivery.',
      description: [
        `Every project at ${company.brand} has a dedicated project manager. They are your point of contact from the first enquiry to series delivery, coordinate the specialist teams and keep an eye on deadlines, costs and quality.`,
        'Because development, engineering, tool engineering, prototyping, production, automation and logistics work under one roof, questions are settled where they arise: engineering knows what tool engineering can do, tool engineering knows the machines in production, and production knows how the parts will later be assembled, packed and shipped.',
        'You can join at any stage – with an idea, with a finished drawing or with an existing mould whose series production we take over. Over one billion plastic parts and over 400 million assemblies have already come this way.',
      ],
      facts: [
        'Seven competences under one roof',
        'One project manager from enquiry to series production',
        'Over one billion plastic parts produced',
        'Customers on three continents',
      ],
      headerImage: {
        ...headerImage('from-idea-to-product'),
        alt: 'Diagram of the value chain: from a light bulb symbolising the idea, seven linked stations – development, engineering, tool engineering, prototyping, production, automation and logistics – lead to a packed product.',
      },
    },
    {
      name: 'competences.development',
      title: 'Development',
      headline: 'From requirements to a concept built for production',
      teaser:
        'We translate your requirements into a plastic part that works, can be produced economically and can be recycled.',
      description: [
        'It all starts with a shared requirements specification: what does the part have to do, what loads will it face, which media will it come into contact with and in what volumes is it needed? From the answers we develop initial concepts and assess them together with you.',
        'When choosing the material, we weigh mechanical properties, processability, cost and recyclability against each other. Wherever possible we rely on mono-material solutions that can be recycled as a single stream – like our foaming dispenser, which is made entirely of one plastic.',
        'Early calculations and simple functional models show at an early stage whether a concept will hold up. Key decisions are made on a sound basis, before any money is spent on moulds.',
      ],
      facts: [
        'A shared requirements specification as the starting point',
        'Material selection by function, cost and recyclability',
        'Mono-material concepts for single-stream recycling',
        'Concepts assessed before the first mould is built',
      ],
      headerImage: {
        ...headerImage('development'),
        alt: 'Design sketch of a closure on squared paper with a pencil, next to plastic granules of three grades for material selection.',
      },
    },
    {
      name: 'competences.engineering',
      title: 'Engineering',
      headline: 'Parts designed to be moulded reliably',
      teaser: '3D design of single parts and assemblies, with tolerances, the mould and assembly in mind.',
      description: [
        'Our design engineers work in 3D CAD and turn the agreed concept into a complete data model – from the single part to the assembly with all its joints, snap-fits and sealing faces.',
        'Filling simulations show how the melt fills the cavity, where weld lines form and how the part warps as it cools. The results feed directly into wall thicknesses, ribs and the position of the gates.',
        'A tolerance analysis across the entire assembly ensures that the parts fit together even with the normal variation of series production. Drawings and inspection plans are created at the same time, so tool engineering and quality assurance work from the same data.',
      ],
      facts: [
        '3D CAD design of single parts and assemblies',
        'Filling and warpage simulation before the mould is built',
        'Tolerance analysis across the entire assembly',
        'Drawings and inspection plans from one data model',
      ],
      headerImage: {
        ...headerImage('engineering'),
        alt: 'Technical drawing of a plastic housing in cross-section with dimensions, ribs and snap-fits, next to an exploded view of the matching assembly.',
      },
    },
    {
      name: 'competences.toolEngineering',
      title: 'Tool engineering',
      headline: 'Injection moulds built for long production runs',
      teaser:
        'Planning, sampling and maintenance of injection moulds, from prototype tools to multi-cavity moulds for high volumes.',
      description: [
        'Tool engineering turns the data model into the injection mould. We design the number of cavities, the hot runner, temperature control and ejection so that the mould suits your volumes and our machines – from a simple prototype tool to multi-cavity and multi-component moulds.',
        'During sampling we mould the first parts on the machine that will later run the series, measure them and fine-tune the mould and process parameters until every feature is safely within tolerance. Only then do we release the mould for series production together with you.',
        'While the series is running, we service your moulds at fixed intervals, replace wear parts in good time and implement changes. Every mould has its own history in which all maintenance and modifications are recorded.',
      ],
      facts: [
        'Prototype, multi-cavity and multi-component moulds',
        'Sampling on the future series machine',
        'Preventive maintenance at fixed intervals',
        'A fully documented history for every mould',
      ],
      headerImage: {
        ...headerImage('tool-engineering'),
        alt: 'Open injection mould showing the fixed and the moving half: four cavities, cooling channels, guide pillars and ejector pins.',
      },
    },
    {
      name: 'competences.prototyping',
      title: 'Prototyping',
      headline: 'Test early, decide with confidence',
      teaser: 'Samples and prototypes that let you check form, fit and function before the series mould is built.',
      description: [
        'We choose the method that answers your question: additively manufactured models quickly show shape and ergonomics, while prototype tools deliver parts in the later series material, so strength, tightness and function can be tested realistically.',
        'We test the samples together with you – in the lab, on the assembly fixture or directly in your application. What we learn flows back into engineering before tool engineering builds the series mould.',
        'Small batches from the prototype tool are also suitable for market tests, approval samples and for preparing your own assembly line.',
      ],
      facts: [
        'Additively manufactured display models',
        'Prototype tools for parts in the series material',
        'Functional tests carried out together with you',
        'Small batches for market tests and approvals',
      ],
      headerImage: {
        ...headerImage('prototyping'),
        alt: 'A 3D printer builds up a model layer by layer; next to it, the finished sample of a dispenser head is measured with a vernier calliper.',
      },
    },
    {
      name: 'competences.production',
      title: 'Production',
      headline: 'Series production on more than 70 injection-moulding machines',
      teaser:
        'More than 70 injection-moulding machines with clamping forces of up to 6,500 kN produce plastic parts of consistent quality.',
      description: [
        'Our machine park ranges from compact machines for small precision parts to large machines with 650 t of clamping force. This lets us find the right machine for every mould and, if needed, spread a series across identical machines.',
        'With multi-component injection moulding we combine hard and soft plastics or different colours in a single step. Medical plastic parts are produced under cleanroom conditions.',
        'The process data of every machine is recorded continuously. Deviations are spotted before they turn into scrap, and every batch can be traced back to the granulate used. This is how over one billion plastic parts have left our production.',
      ],
      facts: [
        'More than 70 injection-moulding machines',
        'Clamping forces up to 6,500 kN – machines up to 650 t',
        'Over one billion plastic parts produced',
        'Cleanroom production for medical plastic parts',
      ],
      headerImage: {
        ...headerImage('production'),
        alt: 'Side view of an injection-moulding machine with hopper, plasticising barrel, clamping unit and mould, next to a conveyor belt carrying finished parts.',
      },
    },
    {
      name: 'competences.automation',
      title: 'Automation',
      headline: 'Assembly and inspection in step with the machine',
      teaser: 'Automated part removal, assembly and inspection link injection moulding and assembly into one process.',
      description: [
        'Robots take the parts straight out of the mould, place them in the right orientation and pass them on for further processing. Sensitive surfaces stay untouched and the cycle time remains stable.',
        'Our assembly systems join several single parts into finished assemblies – such as pumps, closures or syringes. Camera systems and sensors check the dimensions, completeness and function of every single part along the way.',
        'We always plan automation together with engineering and tool engineering: thinking about assembly while designing the part leads to simpler systems and more reliable processes. Over 400 million assemblies have already been made this way.',
      ],
      facts: [
        'Robot-assisted removal straight from the mould',
        'Automatic assembly of multi-part assemblies',
        'In-line checks of dimensions, completeness and function',
        'Over 400 million assemblies produced',
      ],
      headerImage: {
        ...headerImage('automation'),
        alt: 'A six-axis industrial robot uses its gripper to place pump heads on bottles that pass under an inspection camera on a conveyor belt.',
      },
    },
    {
      name: 'competences.logistics',
      title: 'Logistics',
      headline: 'Packed securely, delivered on time',
      teaser: 'Packing, storage and shipping in line with your call-offs, for customers on three continents.',
      description: [
        'We decide how your parts will be packed as early as the development stage: as bulk goods, in layers in cartons or in trays that fit straight into your assembly line. That way the parts arrive clean and undamaged.',
        'In our warehouse we hold agreed safety stocks and deliver on call-off, via kanban if you wish. We coordinate delivery quantities and dates with your planning team.',
        'Every delivery can be traced back to its production batch through labels and shipping documents. We supply customers on three continents and prepare the shipping documents for export.',
      ],
      facts: [
        'Packaging that suits your assembly line',
        'Safety stocks and delivery on call-off',
        'Traceability down to the production batch',
        'Customers on three continents',
      ],
      headerImage: {
        ...headerImage('logistics'),
        alt: 'Warehouse rack with pallets full of cartons, a forklift and a lorry at the loading bay, next to a globe standing for shipments to three continents.',
      },
    },
  ],
});

/** The competence shown by a page, in one language. */
export function competenceOf(id: CompetenceId, locale: Locale): Competence {
  const competence = competences[locale].find((candidate) => candidate.name === id);
  if (!competence) throw new Error(`content/competences.ts has no entry for ${id}`);
  return competence;
}
