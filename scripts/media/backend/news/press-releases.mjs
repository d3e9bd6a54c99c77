// The press releases of the `news` document (category `press`), each with its PDF.
// The illustrations are drawn by hand in public/media/news/*.svg; the PDFs are written from `pdf`.
import { city, company } from '../company.mjs';
import { at } from '../dates.mjs';
import { h2, html, link, p, strong, ul } from '../rich-text.mjs';
import { pressBoilerplate, pressRelease } from './press-kit.mjs';

export const pressReleases = [
  {
    key: 'recertification-2025',
    category: 'press',
    publishedAt: at('2025-03-18', '10:00'),
    image: 'iso-recertification.svg',
    caseStudy: null,
    de: {
      slug: 'rezertifizierung-iso-9001-14001-50001',
      title: 'Rezertifizierung bestanden: ISO 9001, ISO 14001 und ISO 50001 bestätigt',
      teaser:
        'Nach einem mehrtägigen Audit steht fest: Unser Qualitäts-, Umwelt- und Energiemanagement erfüllt weiterhin die Anforderungen von ISO 9001, ISO 14001 und ISO 50001 – für alle Bereiche von der Entwicklung bis zur Logistik.',
      imageAlt: 'Zeichnung von drei aufgefächerten Zertifikaten mit Symbolen für Qualität (ein Haken), Umwelt (ein Blatt) und Energie (ein Blitz); das vordere trägt ein Siegel mit zwei Bändern.',
      body: html(
        p(`Im März 2025 haben Auditorinnen und Auditoren einer akkreditierten Zertifizierungsstelle unser Werk in ${city} mehrere Tage lang geprüft. Das Ergebnis: Unser Qualitätsmanagement ist weiterhin nach ISO 9001 zertifiziert, unser Umweltmanagement nach ISO 14001 und unser Energiemanagement nach ISO 50001.`),
        h2('Was geprüft wurde'),
        ul('Entwicklung, Konstruktion und Werkzeugbau', 'Prototyping, Spritzgussfertigung und Montage', 'Automatisierung, Lager und Logistik', 'Einkauf, Vertrieb und alle unterstützenden Prozesse'),
        h2('Was die Zertifikate für Kunden bedeuten'),
        p('Für unsere Kunden heißt das: dokumentierte und beherrschte Prozesse, rückverfolgbare Chargen und ein System, das Abweichungen erkennt und abstellt, bevor sie sich auf Teile auswirken. Energie managen wir systematisch seit 2013 – mit Messungen an unseren über 70 Spritzgießmaschinen, an den Kälteanlagen und an der Druckluftversorgung.'),
        p(`Wie wir Energie und Material sparen, zeigt unsere Fallstudie ${link('de', 'innovation.sustainability', 'Nachhaltigkeit')}. Die Zertifikate finden Sie in unseren ${link('de', 'downloads', 'Downloads')}.`),
      ),
    },
    en: {
      slug: 'recertification-iso-9001-14001-50001',
      title: 'Recertification passed: ISO 9001, ISO 14001 and ISO 50001 confirmed',
      teaser:
        'After an audit lasting several days, it is official: our quality, environmental and energy management continues to meet the requirements of ISO 9001, ISO 14001 and ISO 50001 – in every area from development to logistics.',
      imageAlt: 'Drawing of three fanned-out certificates with symbols for quality (a tick), environment (a leaf) and energy (a lightning bolt); the front one carries a seal with two ribbons.',
      body: html(
        p(`In March 2025, auditors from an accredited certification body spent several days examining our plant in ${city}. The result: our quality management remains certified to ISO 9001, our environmental management to ISO 14001 and our energy management to ISO 50001.`),
        h2('What was audited'),
        ul('Development, engineering and tool engineering', 'Prototyping, injection moulding and assembly', 'Automation, warehousing and logistics', 'Purchasing, sales and all supporting processes'),
        h2('What the certificates mean for customers'),
        p('For our customers, this means documented and controlled processes, traceable batches and a system that detects and eliminates deviations before they affect parts. We have been managing energy systematically since 2013 – with measurements on our more than 70 injection moulding machines, the chillers and the compressed-air supply.'),
        p(`Our case study ${link('en', 'innovation.sustainability', 'Sustainability')} shows how we save energy and material. You will find the certificates in our ${link('en', 'downloads', 'downloads')}.`),
      ),
    },
    pdf: {
      de: {
        file: 'pressemitteilung-rezertifizierung-2025-de.pdf',
        title: 'Rezertifizierung nach ISO 9001, ISO 14001 und ISO 50001 bestanden',
        kind: pressRelease,
        blocks: [
          {
            paragraphs: [
              `Die ${company.legalName} hat das Rezertifizierungsaudit ihrer Managementsysteme ohne Hauptabweichungen abgeschlossen. Auditorinnen und Auditoren einer akkreditierten Zertifizierungsstelle haben im März 2025 mehrere Tage lang das Werk in ${city} geprüft und bestätigt, dass das Qualitätsmanagement die Anforderungen der DIN EN ISO 9001, das Umweltmanagement die der DIN EN ISO 14001 und das Energiemanagement die der DIN EN ISO 50001 erfüllt.`,
            ],
          },
          {
            heading: 'Geprüft von der Entwicklung bis zur Logistik',
            paragraphs: [
              'Der Geltungsbereich umfasst alle Leistungen des Unternehmens: Entwicklung, Konstruktion und Werkzeugbau, Prototyping, die Herstellung von Kunststoff-Spritzgussteilen und Baugruppen, Automatisierung sowie Lager und Logistik. Die Auditoren haben Prozesse in allen Bereichen begleitet, Aufzeichnungen geprüft und mit Mitarbeiterinnen und Mitarbeitern an den Maschinen gesprochen.',
            ],
          },
          {
            heading: 'Energiemanagement seit 2013',
            paragraphs: [
              `Seit 2013 betreibt ${company.brand} ein systematisches Energiemanagement. Verbrauchsmessungen an den über 70 Spritzgießmaschinen, an Kälteanlagen und an der Druckluftversorgung zeigen, wo Energie verloren geht, und machen jede Einsparung nachprüfbar. Photovoltaikanlagen auf den Hallendächern liefern bis zu 20 % des Energiebedarfs aus eigener erneuerbarer Energie.`,
              '„Die Zertifikate sind für uns kein Selbstzweck“, sagt die Geschäftsführung. „Sie zeigen unseren Kunden, dass sie sich auf unsere Prozesse verlassen können – heute und bei jeder künftigen Serie.“',
            ],
          },
          ...pressBoilerplate.de,
        ],
      },
      en: {
        file: 'press-release-recertification-2025-en.pdf',
        title: 'Recertification to ISO 9001, ISO 14001 and ISO 50001 passed',
        kind: pressRelease,
        blocks: [
          {
            paragraphs: [
              `${company.legalName} has completed the recertification audit of its management systems without any major non-conformities. In March 2025, auditors from an accredited certification body spent several days examining the plant in ${city} and confirmed that quality management meets the requirements of ISO 9001, environmental management those of ISO 14001 and energy management those of ISO 50001.`,
            ],
          },
          {
            heading: 'Audited from development to logistics',
            paragraphs: [
              'The scope covers all of the company’s services: development, engineering and tool engineering, prototyping, the production of injection-moulded plastic parts and assemblies, automation, and warehousing and logistics. The auditors followed processes in every area, checked records and talked to employees at the machines.',
            ],
          },
          {
            heading: 'Energy management since 2013',
            paragraphs: [
              `${company.brand} has been running a systematic energy management system since 2013. Consumption measurements on the more than 70 injection moulding machines, the chillers and the compressed-air supply show where energy is lost and make every saving verifiable. Photovoltaic systems on the roofs of the production halls supply up to 20 % of the energy demand from the company’s own renewable sources.`,
              '“For us, certificates are not an end in themselves,” says the management. “They show our customers that they can rely on our processes – today and for every future series.”',
            ],
          },
          ...pressBoilerplate.en,
        ],
      },
    },
  },
  {
    key: 'photovoltaics-2025',
    category: 'press',
    publishedAt: at('2025-07-08', '10:00'),
    image: 'photovoltaic-roof.svg',
    caseStudy: 'innovation.sustainability',
    de: {
      slug: 'photovoltaik-bis-zu-20-prozent-eigene-energie',
      title: 'Sonnenstrom vom Hallendach: bis zu 20 % eigene erneuerbare Energie',
      teaser:
        'Mit den erweiterten Photovoltaikanlagen auf unseren Hallendächern decken wir jetzt bis zu 20 % unseres Energiebedarfs mit selbst erzeugtem Strom – verbraucht direkt in der Fertigung.',
      imageAlt: 'Zeichnung einer Fertigungshalle, deren Sheddach mit Photovoltaikmodulen belegt ist; die Sonne scheint auf die Module, ein Kabel führt zu einem Wechselrichter neben der Halle, links und rechts stehen Bäume.',
      body: html(
        p(`Die Sheddächer unserer Produktionshallen in ${city} sind jetzt weitgehend mit Photovoltaikmodulen belegt. Der Strom fließt ohne Umweg in die Fertigung: zu den Spritzgießmaschinen, Kälteanlagen und Kompressoren, die tagsüber ohnehin laufen. So decken wir bis zu 20 % unseres Energiebedarfs mit eigener erneuerbarer Energie.`),
        h2('Warum Eigenverbrauch im Spritzguss passt'),
        p('Ein Spritzgießbetrieb braucht Strom gleichmäßig über den ganzen Tag. Deshalb nutzen wir den Solarstrom nahezu vollständig selbst, statt ihn ins Netz einzuspeisen – jede Kilowattstunde vom Dach ersetzt eine Kilowattstunde aus dem Netz.'),
        h2('Teil eines größeren Plans'),
        ul(
          'Energiemanagement seit 2013, zertifiziert nach ISO 50001',
          'Umweltmanagement nach ISO 14001',
          'Vollelektrische Spritzgießmaschinen bei jeder Ersatzinvestition, wo der Prozess es erlaubt',
          'Wärmerückgewinnung aus Maschinen und Kompressoren für die Heizung der Büros',
        ),
        p(`Wie diese Bausteine zusammenwirken, zeigt unsere Fallstudie ${link('de', 'innovation.sustainability', 'Nachhaltigkeit')}.`),
      ),
    },
    en: {
      slug: 'photovoltaics-up-to-20-percent-own-energy',
      title: 'Solar power from the factory roof: up to 20 % own renewable energy',
      teaser:
        'With the extended photovoltaic systems on our hall roofs, we now cover up to 20 % of our energy demand with electricity we generate ourselves – and use it directly in production.',
      imageAlt: 'Drawing of a production hall whose sawtooth roof is covered with photovoltaic modules; the sun shines on the modules, a cable leads to an inverter beside the hall, and there are trees on the left and right.',
      body: html(
        p(`The sawtooth roofs of our production halls in ${city} are now largely covered with photovoltaic modules. The electricity goes straight into production: to the injection moulding machines, chillers and compressors that run during the day anyway. This way, we cover up to 20 % of our energy demand with our own renewable energy.`),
        h2('Why self-consumption suits injection moulding'),
        p('An injection moulding plant needs electricity evenly throughout the day. That is why we use almost all of the solar power ourselves instead of feeding it into the grid – every kilowatt hour from the roof replaces one from the grid.'),
        h2('Part of a bigger plan'),
        ul(
          'Energy management since 2013, certified to ISO 50001',
          'Environmental management to ISO 14001',
          'All-electric injection moulding machines for every replacement where the process allows',
          'Heat recovery from machines and compressors to heat the offices',
        ),
        p(`Our case study ${link('en', 'innovation.sustainability', 'Sustainability')} shows how these measures work together.`),
      ),
    },
    pdf: {
      de: {
        file: 'pressemitteilung-photovoltaik-2025-de.pdf',
        title: 'Sonnenstrom vom Hallendach: bis zu 20 % eigene erneuerbare Energie',
        kind: pressRelease,
        blocks: [
          {
            paragraphs: [
              `${company.legalName} hat die Photovoltaikanlagen auf den Dächern ihrer Produktionshallen in ${city} erweitert. Mit dem selbst erzeugten Strom deckt der Spritzgießer jetzt bis zu 20 % seines Energiebedarfs aus eigener erneuerbarer Energie.`,
            ],
          },
          {
            heading: 'Strom vom Dach direkt in die Fertigung',
            paragraphs: [
              'Die Module liegen auf den Sheddächern der Hallen. Der Strom wird nahezu vollständig im eigenen Werk verbraucht: Spritzgießmaschinen, Kälteanlagen und Kompressoren laufen über den ganzen Tag und nehmen die Leistung der Anlage auch zur Mittagszeit vollständig auf.',
            ],
          },
          {
            heading: 'Ein Baustein im Energiemanagement',
            paragraphs: [
              `Die Erweiterung ist Teil des Energiemanagements, das ${company.brand} seit 2013 betreibt und das nach ISO 50001 zertifiziert ist. Dazu gehören Verbrauchsmessungen an allen Spritzgießmaschinen, der Ersatz hydraulischer durch vollelektrische Maschinen, wo der Prozess es erlaubt, und die Wärmerückgewinnung aus Maschinen und Kompressoren für die Heizung der Büros. Das Umweltmanagement ist nach ISO 14001 zertifiziert.`,
              '„Jede Kilowattstunde, die wir auf dem eigenen Dach erzeugen, steckt am Ende in einem Bauteil unserer Kunden“, sagt die Geschäftsführung. „Das macht ihre Produkte nachhaltiger, ohne dass sich für sie etwas ändert.“',
            ],
          },
          ...pressBoilerplate.de,
        ],
      },
      en: {
        file: 'press-release-photovoltaics-2025-en.pdf',
        title: 'Solar power from the factory roof: up to 20 % own renewable energy',
        kind: pressRelease,
        blocks: [
          {
            paragraphs: [
              `${company.legalName} has extended the photovoltaic systems on the roofs of its production halls in ${city}. With the electricity it generates itself, the injection moulder now covers up to 20 % of its energy demand from its own renewable sources.`,
            ],
          },
          {
            heading: 'Power from the roof straight into production',
            paragraphs: [
              'The modules sit on the sawtooth roofs of the halls. Almost all of the electricity is used in the plant itself: injection moulding machines, chillers and compressors run throughout the day and take up the full output of the system even at midday.',
            ],
          },
          {
            heading: 'One element of energy management',
            paragraphs: [
              `The extension is part of the energy management system that ${company.brand} has been running since 2013 and that is certified to ISO 50001. It includes consumption measurements on every injection moulding machine, the replacement of hydraulic machines by all-electric ones where the process allows, and heat recovery from machines and compressors to heat the offices. Environmental management is certified to ISO 14001.`,
              '“Every kilowatt hour we generate on our own roof ends up in one of our customers’ components,” says the management. “That makes their products more sustainable without anything changing for them.”',
            ],
          },
          ...pressBoilerplate.en,
        ],
      },
    },
  },
  {
    key: '650-t-machine',
    category: 'press',
    publishedAt: at('2026-02-10', '10:00'),
    image: '650-t-machine.svg',
    caseStudy: null,
    de: {
      slug: 'neue-650-t-spritzgiessmaschine',
      title: 'Neue 650-t-Maschine: 6.500 kN Schließkraft für große technische Bauteile',
      teaser:
        'Unsere größte Spritzgießmaschine ist in Betrieb: Mit 6.500 kN Schließkraft fertigen wir jetzt auch großflächige Gehäuse und Abdeckungen für Haushaltsgeräte und den Maschinenbau.',
      imageAlt: 'Zeichnung einer großen Spritzgießmaschine in der Halle: links die Schließeinheit mit schweren Holmen und einem großen Werkzeug unter einer Schutzhaube, rechts die Spritzeinheit mit Trichter; davor ein Mitarbeiter mit Schutzhelm, der kleiner ist als die Maschine, und eine Kiste mit fertigen Gehäusen; oben ein Hallenkran.',
      body: html(
        p(`Im Februar 2026 hat unsere Fertigung in ${city} Zuwachs bekommen: eine Zweiplatten-Spritzgießmaschine mit ${strong('6.500 kN Schließkraft')}. Sie ist die größte unserer über 70 Spritzgießmaschinen und erweitert unser Spektrum um Bauteile mit großer Fläche und hohem Schussgewicht.`),
        h2('Was die Maschine mitbringt'),
        ul(
          'Schließkraft 6.500 kN, also 650 t',
          'Linearroboter für die Entnahme und schonende Ablage großer Teile',
          'Werkzeugwechsel mit dem Hallenkran und einem Schnellspannsystem',
          'Servohydraulischer Antrieb, eingebunden in unser Energiemanagement',
        ),
        h2('Für welche Teile'),
        p(`Die Maschine ist für großflächige Gehäuse und Abdeckungen für Haushaltsgeräte und den Maschinenbau ausgelegt, ebenso für Behälter und Ladungsträger. Konstruktion, Werkzeug und Serie kommen wie immer aus einer Hand – mehr dazu unter ${link('de', 'industries.technicalSolutions', 'Technische Lösungen')} und ${link('de', 'competences.production', 'Fertigung')}.`),
      ),
    },
    en: {
      slug: 'new-650-tonne-injection-moulding-machine',
      title: 'New 650-tonne machine: 6,500 kN clamping force for large technical components',
      teaser:
        'Our largest injection moulding machine is in operation: with 6,500 kN clamping force, we now also produce large housings and covers for household appliances and mechanical engineering.',
      imageAlt: 'Drawing of a large injection moulding machine in the hall: on the left the clamping unit with heavy tie bars and a large mould under a safety guard, on the right the injection unit with hopper; in front a worker in a hard hat, smaller than the machine, and a crate of finished housings; an overhead crane above.',
      body: html(
        p(`In February 2026, our production in ${city} gained a new member: a two-platen injection moulding machine with ${strong('6,500 kN clamping force')}. It is the largest of our more than 70 injection moulding machines and extends our range to parts with large surfaces and high shot weights.`),
        h2('What the machine brings'),
        ul(
          'A clamping force of 6,500 kN, or 650 tonnes',
          'A linear robot to remove large parts and set them down gently',
          'Mould changes with the overhead crane and a quick-clamping system',
          'A servo-hydraulic drive, integrated into our energy management',
        ),
        h2('For which parts'),
        p(`The machine is designed for large housings and covers for household appliances and mechanical engineering, as well as for containers and load carriers. As always, design, mould and series production come from a single source – read more under ${link('en', 'industries.technicalSolutions', 'Technical solutions')} and ${link('en', 'competences.production', 'Production')}.`),
      ),
    },
    pdf: {
      de: {
        file: 'pressemitteilung-650-t-maschine-de.pdf',
        title: `${company.brand} nimmt Spritzgießmaschine mit 6.500 kN Schließkraft in Betrieb`,
        kind: pressRelease,
        blocks: [
          {
            paragraphs: [
              `Die ${company.legalName} hat in ihrem Werk in ${city} eine Zweiplatten-Spritzgießmaschine mit 6.500 kN Schließkraft in Betrieb genommen. Die 650-t-Maschine ist die größte der über 70 Spritzgießmaschinen des Unternehmens und erweitert das Spektrum um großflächige technische Bauteile mit hohem Schussgewicht.`,
            ],
          },
          {
            heading: 'Ausstattung',
            paragraphs: [
              'Ein Linearroboter entnimmt die Teile und legt sie schonend auf ein Förderband ab. Werkzeuge werden mit dem Hallenkran eingesetzt und über ein Schnellspannsystem befestigt, was die Rüstzeiten verkürzt. Der servohydraulische Antrieb arbeitet nur dann mit voller Leistung, wenn die Maschine sie braucht; sein Verbrauch wird, wie bei allen Maschinen, im Energiemanagement nach ISO 50001 erfasst.',
            ],
          },
          {
            heading: 'Anwendungen',
            paragraphs: [
              'Ausgelegt ist die Maschine für Gehäuse und Abdeckungen für Haushaltsgeräte und den Maschinenbau sowie für Behälter und Ladungsträger. Wie bei allen Projekten entstehen Konstruktion und Werkzeug im eigenen Haus, sodass Bauteil, Werkzeug und Prozess von Anfang an aufeinander abgestimmt sind.',
              '„Mit der neuen Maschine können wir Kunden, die bisher kleine und große Teile bei verschiedenen Lieferanten fertigen ließen, alles aus einer Hand anbieten“, sagt die Fertigungsleitung.',
            ],
          },
          ...pressBoilerplate.de,
        ],
      },
      en: {
        file: 'press-release-650-tonne-machine-en.pdf',
        title: `${company.brand} commissions an injection moulding machine with 6,500 kN clamping force`,
        kind: pressRelease,
        blocks: [
          {
            paragraphs: [
              `${company.legalName} has put a two-platen injection moulding machine with 6,500 kN clamping force into operation at its plant in ${city}. The 650-tonne machine is the largest of the company’s more than 70 injection moulding machines and extends its range to large technical components with high shot weights.`,
            ],
          },
          {
            heading: 'Equipment',
            paragraphs: [
              'A linear robot removes the parts and sets them down gently on a conveyor. Moulds are lifted in with the overhead crane and fixed with a quick-clamping system, which shortens set-up times. The servo-hydraulic drive only works at full power when the machine needs it; as for every machine, its consumption is recorded in the energy management system certified to ISO 50001.',
            ],
          },
          {
            heading: 'Applications',
            paragraphs: [
              'The machine is designed for housings and covers for household appliances and mechanical engineering, as well as for containers and load carriers. As in every project, design and mould are made in-house, so that part, mould and process are matched from the start.',
              '“With the new machine, we can offer customers who used to have small and large parts made by different suppliers everything from a single source,” says the head of production.',
            ],
          },
          ...pressBoilerplate.en,
        ],
      },
    },
  },
];
