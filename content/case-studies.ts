import { company } from '@/content/company';
import { caseStudiesSchema, type CaseStudy, type CaseStudyName } from '@/lib/content/case-study';
import { loadLocalizedContent } from '@/lib/content/localized';
import type { Locale } from '@/lib/routing/locales';

const illustrationSize = { width: 800, height: 560 } as const;

/**
 * The three case studies of the innovation area, in German and English: the project from the
 * customer's requirements through the concept to the realisation, with its key figures.
 */
export const caseStudies = loadLocalizedContent('content/case-studies.ts', caseStudiesSchema, {
  de: [
    {
      name: 'innovation.fragranceBottle',
      title: 'Duftflakon für Dunstabzugshauben',
      teaser:
        'Ein mit Folie versiegelter Duftspender, der in die Dunstabzugshaube geklipst wird und dort rund 150 Betriebsstunden lang gleichmäßig Duft abgibt – abgefüllt mit einer Genauigkeit von unter 0,1 ml.',
      citation: {
        quote:
          'Die Siegelfolie musste zwei Dinge zugleich können: im Lager und beim Versand absolut dicht halten und sich in der Küche trotzdem mit einem Griff abziehen lassen. Dass wir Werkzeug, Abfüllung und Siegelstation im eigenen Haus aufeinander abstimmen konnten, hat das Projekt spürbar beschleunigt.',
        person: 'Sabine',
        role: 'Projektleiterin Entwicklung',
      },
      requirements: {
        paragraphs: [
          'Ein Anbieter von Haushaltsprodukten wollte einen Duftspender für Küchen-Dunstabzugshauben auf den Markt bringen: Der Spender wird hinter das Fettfilter geklipst, und der Luftstrom der Haube verteilt den Duft beim Kochen im Raum.',
          'Daraus ergaben sich Anforderungen, die ein einfacher Flakon nicht erfüllt:',
        ],
        points: [
          'eine Füllmenge von 12,5 ml, die für rund 150 Betriebsstunden der Dunstabzugshaube reicht',
          'ein Durchmesser von 42 mm, damit der Flakon in gängige Hauben hinter das Fettfilter passt',
          'bis zum ersten Einsatz dicht versiegelt, auch bei Wärme im Lager und Erschütterungen beim Transport',
          'beständig gegen Duftöle und gegen die warme, fetthaltige Luft in der Haube',
          'sicherer Halt trotz der Vibrationen des Lüfters und eine Montage ohne Werkzeug durch den Endkunden',
          'eine gleichbleibende Füllmenge in der Serie, damit jeder Spender gleich lange duftet',
        ],
      },
      concept: {
        paragraphs: [
          'Unser Entwicklungsteam hat den Spender als Baugruppe aus 7 Komponenten ausgelegt: Flakonkörper, Dochthalter, poröser Docht, Diffusionsdeckel, Halteclip, Federzunge und die Siegelfolie mit Aufreißlasche.',
          'Der runde Flakonkörper mit 42 mm Durchmesser besteht aus einem transparenten, duftölbeständigen Copolyester, sodass der Füllstand jederzeit sichtbar bleibt. Über dem Docht verschließt eine heißgesiegelte Verbundfolie die Öffnung: Erst wenn sie abgezogen wird, beginnt die Duftabgabe.',
          'Wie viel Duft der Luftstrom mitnimmt, bestimmt die Geometrie der Schlitze im Diffusionsdeckel. Wir haben sie in Versuchsreihen mit Prototypen so abgestimmt, dass 12,5 ml Duftöl für rund 150 Stunden Betrieb der Haube reichen.',
        ],
        points: [],
      },
      realization: {
        paragraphs: [
          `Den Flakonkörper fertigen wir in einem Heißkanalwerkzeug mit 4 Kavitäten aus dem ${company.brand}-Werkzeugbau. Die vier Kavitäten werden getrennt temperiert, damit Wandstärke und Siegelfläche in jedem Nest gleich ausfallen – die Voraussetzung für eine zuverlässige Siegelnaht.`,
          'In einer automatisierten Montagezelle werden Docht und Dochthalter gefügt, das Duftöl dosiert und die Folie aufgesiegelt. Eine Dosierpumpe mit nachgeschalteter Wägung hält die Füllgenauigkeit unter 0,1 ml; Flakons außerhalb der Toleranz schleust die Anlage selbsttätig aus.',
          'Anschließend werden Diffusionsdeckel, Halteclip und Federzunge montiert. Jeder Spender durchläuft eine Dichtheitsprüfung der Siegelnaht, bevor er verpackt wird.',
        ],
        points: [
          'Flakonkörper aus dem 4-fach-Heißkanalwerkzeug',
          'Dosierung mit Wägekontrolle und einer Füllgenauigkeit unter 0,1 ml',
          'Siegeln der Folie im Takt der Montagezelle',
          'Dichtheitsprüfung jedes Spenders vor dem Verpacken',
        ],
      },
      keyFigures: [
        { value: '12,5 ml', label: 'Füllmenge je Flakon', highlight: true },
        { value: 'ca. 150 Stunden', label: 'Duft im laufenden Betrieb der Dunstabzugshaube', highlight: true },
        { value: '42 mm', label: 'Durchmesser des Flakons', highlight: false },
        { value: 'unter 0,1 ml', label: 'Füllgenauigkeit beim Abfüllen', highlight: true },
        { value: '7 Komponenten', label: 'zu einem Duftspender montiert', highlight: false },
        { value: '4 Kavitäten', label: 'im Spritzgießwerkzeug für den Flakonkörper', highlight: false },
      ],
      illustration: {
        src: '/media/innovation/fragrance-bottle.svg',
        ...illustrationSize,
        alt: 'Zeichnung des Duftspenders: links eine Dunstabzugshaube, in deren Fettfilter der Flakon geklipst ist und durch die der Luftstrom vom Kochfeld aufsteigt; rechts der Flakon im Schnitt mit Duftöl, porösem Docht, geschlitztem Diffusionsdeckel, halb abgezogener Siegelfolie und Halteclip, darunter der Durchmesser von 42 mm bemaßt.',
      },
    },
    {
      name: 'innovation.sfd',
      title: 'Squeeze Foaming Device (SFD)',
      teaser:
        'Ein Schaumspender, der allein durch Drücken der Flasche feinen Schaum erzeugt – ohne Metallfeder, ganz aus einem Kunststoff und damit vollständig recyclingfähig.',
      citation: {
        quote:
          'Siebe mit einer Maschenweite von rund 0,2 mm zu spritzen, verlangt ein Werkzeug, bei dem jedes Hundertstel stimmt. Der Lohn ist ein Schaumspender, der am Ende seines Lebens einfach komplett ins Recycling gehen kann.',
        person: 'Thomas',
        role: 'Leiter Konstruktion',
      },
      requirements: {
        paragraphs: [
          'Schaumpumpen für Handseife, Gesichtsreinigung oder Haarpflege bestehen üblicherweise aus mehreren Kunststoffen, Dichtungen aus Elastomer und einer Feder aus Edelstahl. Solche Verbunde lassen sich in Sortieranlagen kaum trennen und werden deshalb meist verbrannt statt recycelt.',
          'Gesucht war ein Schaumspender für Kosmetik- und Pflegeprodukte, der:',
        ],
        points: [
          'vollständig aus einem Kunststoff besteht und zusammen mit der Flasche sortenrein recycelt werden kann',
          'ohne Metallfeder und ohne Ventile aus Elastomer auskommt',
          'feinporigen, stabilen Schaum liefert, vergleichbar mit dem einer klassischen Schaumpumpe',
          'auf gängige Flaschenhälse passt und sich auf vorhandenen Abfülllinien verarbeiten lässt',
          'in großen Stückzahlen wirtschaftlich herzustellen ist – ausgelegt auf angenommene 5 Millionen Stück pro Jahr',
        ],
      },
      concept: {
        paragraphs: [
          'Statt eines Pumpmechanismus nutzt das Squeeze Foaming Device die Flasche selbst: Wird sie zusammengedrückt, strömen Flüssigkeit aus dem Steigrohr und Luft aus dem Kopfraum gleichzeitig in eine Mischkammer. Von dort wird das Gemisch nacheinander durch 4 Siebe mit einer Maschenweite von etwa 0,2 mm gepresst und tritt als feiner Schaum aus.',
          'Lässt der Druck nach, richtet sich die Flasche durch ihre eigene Elastizität wieder auf und saugt über ein Rückschlagventil Luft nach. Dieses Ventil ist als dünne, federnde Lippe direkt angespritzt – aus demselben Polypropylen wie alle anderen Teile des Spenders.',
          'Schon in der Konzeptphase haben Konstruktion und Werkzeugbau gemeinsam festgelegt, wie Siebe, Ventillippe und Schnappverbindungen gestaltet sein müssen, damit sie sich prozesssicher spritzen und automatisch montieren lassen.',
        ],
        points: [],
      },
      realization: {
        paragraphs: [
          'Die Siebe sind die anspruchsvollsten Teile. Sie entstehen in einem Präzisionswerkzeug aus unserem eigenen Werkzeugbau auf vollelektrischen Spritzgießmaschinen, die Einspritzgeschwindigkeit und Druck sehr genau wiederholen. Damit sich jede Masche vollständig füllt, ist das Werkzeug an den Sieben gezielt entlüftet.',
          'Eine Kamera prüft jedes Sieb auf vollständig ausgeformte Maschen, bevor eine Montageanlage Mischkammer, Siebe, Ventil und Verschlusskappe zu einem fertigen Spenderkopf fügt.',
          'Bei angenommenen 5 Millionen Spendern pro Jahr verarbeiten wir rund 85 t Kunststoff im Jahr – sortenreines Polypropylen, das vollständig in den Wertstoffkreislauf zurückkehren kann. Gegenüber der bisherigen Mehrmaterial-Schaumpumpe sind das 58 t Kunststoff weniger pro Jahr, und die Edelstahlfeder entfällt ganz.',
        ],
        points: [],
      },
      keyFigures: [
        { value: '4 Siebe', label: 'hintereinander für feinporigen Schaum', highlight: true },
        { value: 'ca. 0,2 mm', label: 'Maschenweite der Siebe', highlight: false },
        { value: '5 Millionen Stück', label: 'pro Jahr (angenommene Stückzahl)', highlight: false },
        { value: '85 t', label: 'Kunststoff pro Jahr, alles aus einem Material', highlight: true },
        { value: '58 t', label: 'Kunststoff pro Jahr eingespart gegenüber der Mehrmaterial-Pumpe', highlight: true },
        { value: 'Monomaterial', label: 'alle Teile aus Polypropylen, vollständig recyclingfähig', highlight: false },
      ],
      illustration: {
        src: '/media/innovation/sfd.svg',
        ...illustrationSize,
        alt: 'Zeichnung des Squeeze Foaming Device: Eine Quetschflasche wird von beiden Seiten zusammengedrückt, Flüssigkeit steigt durch das Steigrohr und Luft aus dem Kopfraum in den Schaumkopf, wo vier Siebe den Schaum formen; eine Lupe zeigt das feine Maschengitter eines Siebs, ein Kreislaufsymbol mit dem Recyclingcode 5 für Polypropylen steht für das eine Material.',
      },
    },
    {
      name: 'innovation.sustainability',
      title: 'Nachhaltige Kunststoffproduktion',
      teaser:
        'Wie wir Energie und Rohstoffe im Spritzguss sparsam einsetzen: mit Solarstrom vom eigenen Dach, Wärmerückgewinnung, vollelektrischen Maschinen und zertifiziertem Umwelt- und Energiemanagement.',
      citation: {
        quote:
          'Energiemanagement heißt für uns nicht, einmal im Jahr einen Bericht zu schreiben. Wir sehen an jeder Maschine, was sie verbraucht – und jede Verbesserung, die wir dort finden, kommt direkt den Bauteilen unserer Kunden zugute.',
        person: 'Anja',
        role: 'Energiemanagementbeauftragte',
      },
      requirements: {
        paragraphs: [
          'Spritzgießen ist ein energieintensiver Prozess: Granulat wird getrocknet und aufgeschmolzen, Werkzeuge werden temperiert und gekühlt, Antriebe laufen im Mehrschichtbetrieb. Gleichzeitig erwarten immer mehr Kunden, dass ihre Zulieferer den Energie- und Materialeinsatz belegen und kontinuierlich senken.',
          'Für unsere eigene Produktion haben wir uns deshalb folgende Ziele gesetzt:',
        ],
        points: [
          'den Energiebedarf je Bauteil messbar senken und laufend überwachen',
          'einen Teil des Stroms selbst aus erneuerbaren Quellen erzeugen',
          'Abwärme nutzen, statt sie ungenutzt abzuführen',
          'Kunststoff im Kreislauf halten – in der eigenen Fertigung und bei den Produkten unserer Kunden',
          'Umwelt- und Energiemanagement nach anerkannten Normen nachweisen',
        ],
      },
      concept: {
        paragraphs: [
          'Grundlage ist ein Energiemanagement, das wir seit 2013 betreiben. Verbrauchsmessungen an unseren über 70 Spritzgießmaschinen, an Kälteanlagen und an der Drucklufterzeugung zeigen, wo Energie verloren geht, und machen jede Einsparung nachprüfbar. Das System ist nach ISO 50001 zertifiziert.',
          'Unser Umweltmanagement nach ISO 14001 erweitert den Blick von der Energie auf Material, Abfall und Emissionen. Beide Systeme verbinden wir mit der Produktentwicklung: Wer schon in der Konstruktion auf Monomaterial und materialsparende Wandstärken setzt, spart Kunststoff über die gesamte Serie.',
        ],
        points: [],
      },
      realization: {
        paragraphs: [
          'Auf den Dächern unserer Produktionshallen erzeugen Photovoltaikanlagen Strom, der direkt in der Fertigung verbraucht wird. So decken wir bis zu 20 % unseres Energiebedarfs mit eigener erneuerbarer Energie.',
          'Die Abwärme aus der Maschinenkühlung gewinnen wir über Wärmetauscher zurück; im Winter heizt sie Hallen und Büros. Hydraulische Spritzgießmaschinen ersetzen wir schrittweise durch vollelektrische, die nur Energie aufnehmen, während sie sich bewegen, und dabei besonders präzise arbeiten.',
          'Angüsse und Anfahrteile sammeln wir sortenrein, mahlen sie und führen sie als Mahlgut wieder dem Prozess zu, wo die Spezifikation des Kunden es zulässt. Und mit Monomaterial-Konstruktionen wie dem Squeeze Foaming Device sorgen wir dafür, dass auch die fertigen Produkte recycelt werden können.',
        ],
        points: [
          'Photovoltaik auf den Hallendächern',
          'Wärmerückgewinnung aus der Maschinenkühlung',
          'vollelektrische Spritzgießmaschinen',
          'Mahlgut aus Angüssen und Anfahrteilen',
          'recyclinggerechte Konstruktionen aus Monomaterial',
        ],
      },
      keyFigures: [
        { value: 'bis zu 20 %', label: 'eigene erneuerbare Energie aus Photovoltaik', highlight: true },
        { value: 'seit 2013', label: 'systematisches Energiemanagement', highlight: true },
        { value: 'ISO 14001', label: 'zertifiziertes Umweltmanagement', highlight: true },
        { value: 'ISO 50001', label: 'zertifiziertes Energiemanagement', highlight: false },
      ],
      illustration: {
        src: '/media/innovation/sustainability.svg',
        ...illustrationSize,
        alt: 'Zeichnung der Produktion: eine Halle mit Sheddach voller Photovoltaikmodule in der Sonne, darin eine vollelektrische Spritzgießmaschine, eine Anzeige des Energieverbrauchs und eine Mühle, deren Mahlgut in den Trichter zurückfließt; die Abwärme der Maschine gelangt über einen Wärmetauscher zum Heizkörper im Bürogebäude.',
      },
    },
  ],
  en: [
    {
      name: 'innovation.fragranceBottle',
      title: 'Fragrance bottle for extractor hoods',
      teaser:
        'A film-sealed fragrance dispenser that clips into a kitchen extractor hood and releases its scent evenly for about 150 hours of operation, filled to an accuracy of better than 0.1 ml.',
      citation: {
        quote:
          'The sealing film had to do two things at once: stay completely tight in the warehouse and in transit, yet peel off in one movement in the kitchen. Being able to fine-tune the mould, the filling and the sealing station with each other under one roof made the project noticeably faster.',
        person: 'Sabine',
        role: 'Development Project Manager',
      },
      requirements: {
        paragraphs: [
          'A supplier of household products wanted to launch a fragrance dispenser for kitchen extractor hoods: the dispenser clips in behind the grease filter, and the airflow of the hood spreads the scent through the room while cooking.',
          'This led to requirements that an ordinary bottle cannot meet:',
        ],
        points: [
          'a fill volume of 12.5 ml, enough for about 150 hours of extractor hood operation',
          'a diameter of 42 mm, so that the bottle fits behind the grease filter of common hoods',
          'tightly sealed until first use, even in a warm warehouse and when jolted in transit',
          'resistant to fragrance oils and to the warm, greasy air inside the hood',
          'a secure hold despite the vibration of the fan, and fitting by the consumer without tools',
          'a consistent fill volume throughout the series, so that every dispenser lasts equally long',
        ],
      },
      concept: {
        paragraphs: [
          'Our development team designed the dispenser as an assembly of 7 components: bottle body, wick holder, porous wick, diffusion cover, holding clip, spring tongue and the sealing film with its pull tab.',
          'The round bottle body, 42 mm in diameter, is made of a transparent copolyester that withstands fragrance oils, so the fill level always stays visible. Above the wick, a heat-sealed laminate film closes the opening: the fragrance only starts to flow once it is peeled off.',
          'How much scent the airflow carries away depends on the geometry of the slots in the diffusion cover. In test series with prototypes, we tuned them so that 12.5 ml of fragrance oil lasts for about 150 hours of hood operation.',
        ],
        points: [],
      },
      realization: {
        paragraphs: [
          `We mould the bottle body in a hot-runner mould with 4 cavities built by the ${company.brand} tool shop. Each of the four cavities is temperature-controlled separately so that wall thickness and sealing surface come out identical in every cavity, which is what a reliable seal depends on.`,
          'In an automated assembly cell, wick and wick holder are joined, the fragrance oil is dosed and the film is sealed on. A dosing pump followed by a weighing station keeps the fill accuracy below 0.1 ml; the cell automatically rejects any bottle outside the tolerance.',
          'Then the diffusion cover, holding clip and spring tongue are fitted. Every dispenser passes a leak test of its seal before it is packed.',
        ],
        points: [
          'bottle body from the 4-cavity hot-runner mould',
          'dosing with weight control and a fill accuracy below 0.1 ml',
          'film sealing in the cycle of the assembly cell',
          'leak test of every dispenser before packing',
        ],
      },
      keyFigures: [
        { value: '12.5 ml', label: 'fill volume per bottle', highlight: true },
        { value: 'about 150 hours', label: 'of fragrance while the extractor hood is running', highlight: true },
        { value: '42 mm', label: 'bottle diameter', highlight: false },
        { value: 'under 0.1 ml', label: 'fill accuracy', highlight: true },
        { value: '7 components', label: 'assembled into one dispenser', highlight: false },
        { value: '4 cavities', label: 'in the injection mould for the bottle body', highlight: false },
      ],
      illustration: {
        src: '/media/innovation/fragrance-bottle.svg',
        ...illustrationSize,
        alt: 'Drawing of the fragrance dispenser: on the left an extractor hood with the bottle clipped into its grease filter and the airflow rising from the cooktop; on the right the bottle in section with fragrance oil, porous wick, slotted diffusion cover, half-peeled sealing film and holding clip, with its 42 mm diameter dimensioned below.',
      },
    },
    {
      name: 'innovation.sfd',
      title: 'Squeeze foaming device (SFD)',
      teaser:
        'A foaming dispenser that makes fine foam simply when the bottle is squeezed: no metal spring, made entirely of one plastic and therefore fully recyclable.',
      citation: {
        quote:
          'Moulding sieves with a mesh of about 0.2 mm takes a mould in which every hundredth of a millimetre is right. The reward is a foaming dispenser that can go into recycling in one piece at the end of its life.',
        person: 'Thomas',
        role: 'Head of Engineering',
      },
      requirements: {
        paragraphs: [
          'Foaming pumps for hand soap, facial cleansers or hair care usually combine several plastics, elastomer seals and a stainless-steel spring. Sorting plants can hardly separate such combinations, so they are mostly incinerated instead of recycled.',
          'The brief was a foaming dispenser for cosmetics and personal care products that:',
        ],
        points: [
          'is made entirely of one plastic and can be recycled together with the bottle as a single material stream',
          'works without a metal spring and without elastomer valves',
          'delivers fine-pored, stable foam, comparable to that of a conventional foaming pump',
          'fits common bottle necks and can run on existing filling lines',
          'can be produced economically in large quantities, designed for an assumed 5 million units a year',
        ],
      },
      concept: {
        paragraphs: [
          'Instead of a pump mechanism, the squeeze foaming device uses the bottle itself: when it is squeezed, liquid from the dip tube and air from the headspace flow into a mixing chamber at the same time. From there the mixture is forced through 4 sieves in a row with a mesh size of about 0.2 mm and comes out as fine foam.',
          'When the pressure is released, the bottle springs back by its own elasticity and draws in air through a non-return valve. This valve is moulded directly as a thin, flexible lip, from the same polypropylene as every other part of the dispenser.',
          'Already in the concept phase, engineering and tool engineering agreed on how the sieves, valve lip and snap fits had to be shaped to be moulded reliably and assembled automatically.',
        ],
        points: [],
      },
      realization: {
        paragraphs: [
          'The sieves are the most demanding parts. They are moulded in a precision mould from our own tool shop on all-electric injection moulding machines, which repeat injection speed and pressure very precisely. The mould is vented specifically at the sieves so that every mesh fills completely.',
          'A camera checks every sieve for completely formed meshes before an assembly line joins mixing chamber, sieves, valve and cap into a finished dispenser head.',
          'At an assumed 5 million dispensers a year, we process about 85 t of plastic a year: pure polypropylene that can return to the recycling loop in full. Compared with the previous multi-material foaming pump, that is 58 t less plastic a year, and the stainless-steel spring disappears altogether.',
        ],
        points: [],
      },
      keyFigures: [
        { value: '4 sieves', label: 'in a row for fine-pored foam', highlight: true },
        { value: 'about 0.2 mm', label: 'mesh size of the sieves', highlight: false },
        { value: '5 million units', label: 'a year (assumed quantity)', highlight: false },
        { value: '85 t', label: 'of plastic a year, all of one material', highlight: true },
        { value: '58 t', label: 'of plastic saved a year compared with the multi-material pump', highlight: true },
        { value: 'Mono-material', label: 'every part made of polypropylene, fully recyclable', highlight: false },
      ],
      illustration: {
        src: '/media/innovation/sfd.svg',
        ...illustrationSize,
        alt: 'Drawing of the squeeze foaming device: a squeeze bottle is pressed from both sides, liquid rises through the dip tube and air from the headspace into the foaming head, where four sieves form the foam; a magnifier shows the fine mesh of one sieve, and a loop with the resin code 5 for polypropylene stands for the single material.',
      },
    },
    {
      name: 'innovation.sustainability',
      title: 'Sustainable plastic production',
      teaser:
        'How we use energy and raw materials sparingly in injection moulding: with solar power from our own roofs, heat recovery, all-electric machines and certified environmental and energy management.',
      citation: {
        quote:
          'To us, energy management does not mean writing a report once a year. We can see what every machine consumes, and each improvement we find there directly benefits our customers’ parts.',
        person: 'Anja',
        role: 'Energy Manager',
      },
      requirements: {
        paragraphs: [
          'Injection moulding is an energy-intensive process: granulate is dried and melted, moulds are heated and cooled, and drives run around the clock in shifts. At the same time, more and more customers expect their suppliers to document their use of energy and materials and to reduce it continuously.',
          'For our own production we have therefore set ourselves these goals:',
        ],
        points: [
          'reduce the energy needed per part measurably and monitor it continuously',
          'generate part of our electricity ourselves from renewable sources',
          'use waste heat instead of letting it go to waste',
          'keep plastics in the loop, in our own production and in our customers’ products',
          'prove our environmental and energy management against recognised standards',
        ],
      },
      concept: {
        paragraphs: [
          'The foundation is an energy management system we have been running since 2013. Consumption measurements on our more than 70 injection moulding machines, the chillers and the compressed-air supply show where energy is lost and make every saving verifiable. The system is certified to ISO 50001.',
          'Our environmental management to ISO 14001 widens the view from energy to materials, waste and emissions. We link both systems with product development: designing in mono-material and with material-saving wall thicknesses from the start saves plastic over the entire series.',
        ],
        points: [],
      },
      realization: {
        paragraphs: [
          'Photovoltaic systems on the roofs of our production halls generate electricity that is used directly in production. This way we cover up to 20% of our energy needs with renewable energy we generate ourselves.',
          'We recover the waste heat from machine cooling through heat exchangers; in winter it heats halls and offices. We are gradually replacing hydraulic injection moulding machines with all-electric ones, which only draw energy while they move and work with particular precision.',
          'We collect sprues and start-up parts by material, grind them and feed the regrind back into the process wherever the customer’s specification allows. And with mono-material designs such as the squeeze foaming device, we make sure that the finished products can be recycled too.',
        ],
        points: [
          'photovoltaics on the hall roofs',
          'heat recovery from machine cooling',
          'all-electric injection moulding machines',
          'regrind from sprues and start-up parts',
          'mono-material designs made for recycling',
        ],
      },
      keyFigures: [
        { value: 'up to 20%', label: 'own renewable energy from photovoltaics', highlight: true },
        { value: 'since 2013', label: 'systematic energy management', highlight: true },
        { value: 'ISO 14001', label: 'certified environmental management', highlight: true },
        { value: 'ISO 50001', label: 'certified energy management', highlight: false },
      ],
      illustration: {
        src: '/media/innovation/sustainability.svg',
        ...illustrationSize,
        alt: 'Drawing of the production: a hall with a saw-tooth roof covered in photovoltaic modules in the sun; inside, an all-electric injection moulding machine, an energy consumption display and a granulator whose regrind flows back into the hopper; the waste heat of the machine reaches the radiator of the office building through a heat exchanger.',
      },
    },
  ],
});

/** The case studies of a language, in the order of the route table. */
export function caseStudiesOf(locale: Locale): readonly CaseStudy[] {
  return caseStudies[locale];
}

/** One case study in one language. */
export function caseStudyOf(name: CaseStudyName, locale: Locale): CaseStudy {
  const study = caseStudies[locale].find((candidate) => candidate.name === name);
  if (!study) throw new Error(`No case study "${name}" in ${locale}`);
  return study;
}
