import { company } from '@/content/company';
import { industriesSchema, productRangeSchema, type Industry, type IndustryId } from '@/lib/content/industry';
import { loadLocalizedContent } from '@/lib/content/localized';
import type { Locale } from '@/lib/routing/locales';

/** The drawings, the same file in both languages; only the alternative text is translated. */
const industryImage = (file: string) => ({ src: `/media/industries/${file}.svg`, width: 800, height: 500 });
const exampleImage = (file: string) => ({ src: `/media/industries/examples/${file}.svg`, width: 480, height: 360 });

/** The four industries, in the order of the route table. */
export const industries = loadLocalizedContent('content/industries.ts', industriesSchema, {
  de: [
    {
      name: 'industries.cosmetic',
      title: 'Kosmetik',
      teaser:
        'Verschlüsse, Spender, Pumpen und Applikatoren für Pflege-, Duft- und Make-up-Produkte – mit anspruchsvollen Oberflächen, zuverlässiger Funktion und zunehmend aus recyclingfähigem Monomaterial.',
      image: {
        ...industryImage('cosmetic'),
        alt: 'Zeichnung eines Pumpspenders, eines Cremetiegels und einer Squeeze-Flasche mit Schaumkopf aus Kunststoff.',
      },
      caseTitle: 'Ein Schaumspender aus einem einzigen Kunststoff',
      caseText: [
        'Herkömmliche Schaumpumpen bestehen aus mehreren Kunststoffen und einer Metallfeder. Im Recycling lassen sich diese Werkstoffe kaum trennen, und die Pumpe landet meist in der Verbrennung. Deshalb haben wir einen Squeeze-Schaumspender entwickelt, der vollständig aus einem Werkstoff besteht.',
        'Statt einer Pumpe erzeugt ein leichter Druck auf die Flasche den Schaum: Luft und Flüssigkeit werden gemischt und durch vier feine Siebe mit einer Maschenweite von etwa 0,2 mm gedrückt. Entwicklung, Werkzeugbau, Fertigung und die automatisierte Montage kamen dabei aus einer Hand.',
      ],
      exampleTitle: 'Beispiele aus unserer Kosmetikfertigung',
      examples: [
        {
          title: 'Squeeze-Schaumspender',
          description: 'Schaumspender aus Monomaterial ohne Metallfeder: vollständig recyclingfähig und mit feinporigem Schaum.',
          image: {
            ...exampleImage('foaming-dispenser'),
            alt: 'Squeeze-Flasche mit aufgesetztem Schaumkopf, aus dem feiner Schaum austritt.',
          },
          route: 'innovation.sfd',
          linkLabel: 'Zur Fallstudie Schaumspender',
        },
        {
          title: 'Klappscharnierverschlüsse',
          description:
            'Verschlüsse mit Filmscharnier für Shampoo, Duschgel und Lotionen, gefertigt in Mehrfachwerkzeugen mit hoher Wiederholgenauigkeit.',
          image: {
            ...exampleImage('flip-top-closure'),
            alt: 'Geöffneter Klappscharnierverschluss mit Filmscharnier und Ausgussöffnung.',
          },
          route: 'competences.toolEngineering',
          linkLabel: 'Mehr über unseren Werkzeugbau',
        },
        {
          title: 'Cremetiegel und Deckel',
          description:
            'Tiegel und Deckel mit glänzenden, matten oder strukturierten Oberflächen, deren Farbton von Charge zu Charge gleich bleibt.',
          image: {
            ...exampleImage('cream-jar'),
            alt: 'Cremetiegel mit abgehobenem Schraubdeckel, darunter die Gewindegänge des Tiegels.',
          },
          route: 'competences.production',
          linkLabel: 'Mehr über unsere Fertigung',
        },
        {
          title: 'Pumpen und Applikatoren',
          description: 'Mehrteilige Pumpen und Applikatoren, automatisch montiert und auf Dichtheit und Funktion geprüft.',
          image: {
            ...exampleImage('pump-dispenser'),
            alt: 'Explosionsdarstellung eines Pumpspenders: Pumpkopf, Kolben, Zylinder und Steigrohr übereinander.',
          },
          route: 'competences.automation',
          linkLabel: 'Mehr über unsere Automatisierung',
        },
      ],
      factsTitle: 'Warum Kosmetikmarken mit uns arbeiten',
      facts: [
        'Monomaterial-Lösungen für das Recycling',
        'Glänzende, matte und strukturierte Oberflächen',
        'Automatisierte Montage von Pumpen und Spendern',
        'Kunden auf drei Kontinenten',
      ],
    },
    {
      name: 'industries.food',
      title: 'Lebensmittel',
      teaser:
        'Verschlüsse, Dosierhilfen, Deckel und Verpackungskomponenten für Lebensmittel und Getränke – aus Werkstoffen für den Lebensmittelkontakt, hygienisch gefertigt und in großen Serien lieferbar.',
      image: {
        ...industryImage('food'),
        alt: 'Zeichnung einer Saucenflasche mit Dosierverschluss, eines Dosierlöffels und eines Bechers mit Deckel aus Kunststoff.',
      },
      caseTitle: 'Ein Dosierverschluss, der sauber abschließt',
      caseText: [
        'Saucen und Dressings aus der Quetschflasche sollen sich genau dosieren lassen, ohne nachzutropfen oder am Verschluss einzutrocknen. Dafür haben wir einen Verschluss mit integriertem Dosierventil entwickelt, das sich bei Druck auf die Flasche öffnet und beim Loslassen von selbst schließt.',
        'Ventil und Verschluss bestehen aus Werkstoffen derselben Kunststofffamilie wie die Flasche, sodass die Verpackung als Ganzes recycelt werden kann. Nach Funktionsmustern aus dem Prototypenwerkzeug ging der Verschluss in Mehrfachwerkzeugen in Serie; Montage und Dichtheitsprüfung laufen automatisiert.',
      ],
      exampleTitle: 'Beispiele für Lebensmittelverpackungen',
      examples: [
        {
          title: 'Dosierverschluss mit Ventil',
          description: 'Tropffreie Dosierung für Saucen, Dressings und Sirupe – vom ersten Konzept bis zur Serie bei uns entwickelt.',
          image: {
            ...exampleImage('dispensing-closure'),
            alt: 'Schnitt durch einen Dosierverschluss mit geschlitztem Ventil, aus dem ein Tropfen Sauce austritt.',
          },
          route: 'competences.development',
          linkLabel: 'Mehr über unsere Entwicklung',
        },
        {
          title: 'Originalitätsverschluss',
          description:
            'Schraubverschluss mit Garantieband, das beim ersten Öffnen sichtbar abreißt und so zeigt, dass die Ware unversehrt ist.',
          image: {
            ...exampleImage('tamper-evident-closure'),
            alt: 'Schraubverschluss auf einem Flaschenhals, darunter das teilweise abgerissene Garantieband.',
          },
          route: 'competences.engineering',
          linkLabel: 'Mehr über unsere Konstruktion',
        },
        {
          title: 'Dosierlöffel',
          description:
            'Messlöffel für pulverförmige Lebensmittel wie Säuglingsnahrung, formstabil und mit gleichbleibendem Füllvolumen.',
          image: {
            ...exampleImage('measuring-scoop'),
            alt: 'Dosierlöffel mit langem Griff, gestrichen gefüllt mit Pulver.',
          },
          route: 'competences.production',
          linkLabel: 'Mehr über unsere Fertigung',
        },
        {
          title: 'Recyclingfähiger Becherdeckel',
          description:
            'Deckel für Joghurt- und Dessertbecher aus demselben Werkstoff wie der Becher, damit die Verpackung sortenrein verwertet werden kann.',
          image: {
            ...exampleImage('cup-lid'),
            alt: 'Dessertbecher mit aufgeschnapptem Deckel, daneben ein Kreislaufpfeil als Zeichen für Recycling.',
          },
          route: 'innovation.sustainability',
          linkLabel: 'Mehr über nachhaltige Kunststoffproduktion',
        },
      ],
      factsTitle: 'Worauf Sie sich verlassen können',
      facts: [
        'Werkstoffe für den Lebensmittelkontakt mit Konformitätserklärung',
        'Fertigung unter kontrollierten Hygienebedingungen',
        'Rückverfolgbarkeit vom Granulat bis zur Lieferung',
        'Große Serien aus Mehrfachwerkzeugen',
      ],
    },
    {
      name: 'industries.medicine',
      title: 'Medizintechnik',
      teaser:
        'Spritzen von 0,5 bis 5 ml und präzise Komponenten für Dosier- und Diagnostiksysteme – gefertigt unter Reinraumbedingungen in dokumentierten, validierten Prozessen.',
      image: {
        ...industryImage('medicine'),
        alt: 'Zeichnung einer Einwegspritze mit Skala, zweier Pipettenspitzen und eines Probenröhrchens aus Kunststoff.',
      },
      caseTitle: 'Einwegspritzen von 0,5 bis 5 ml',
      caseText: [
        'Bei einer Spritze kommt es auf kleinste Maßabweichungen an: Zylinder und Kolbenstopfen müssen so zusammenpassen, dass sich der Kolben gleichmäßig bewegen lässt und die Spritze dennoch dicht bleibt. Die Skala muss exakt sitzen, damit die Dosierung stimmt.',
        'Wir fertigen Spritzenzylinder und Kolbenstangen in Größen von 0,5 bis 5 ml unter Reinraumbedingungen. Die Prozesse sind validiert, jede Charge ist dokumentiert und rückverfolgbar, und die Komponenten werden automatisiert im selben kontrollierten Umfeld montiert.',
      ],
      exampleTitle: 'Beispiele aus der Medizintechnik',
      examples: [
        {
          title: 'Spritzenzylinder und Kolben',
          description: 'Zylinder und Kolbenstangen für Spritzen von 0,5 bis 5 ml, unter Reinraumbedingungen gefertigt.',
          image: {
            ...exampleImage('syringe'),
            alt: 'Einwegspritze mit Skala, Kolbenstange und Kolbenstopfen, daneben ein einzelner Zylinder.',
          },
          route: 'competences.production',
          linkLabel: 'Mehr über unsere Fertigung',
        },
        {
          title: 'Komponenten für Dosiersysteme',
          description: 'Präzise Kunststoffteile für Pens und Dosierhilfen, automatisch montiert und einzeln geprüft.',
          image: {
            ...exampleImage('dosing-pen'),
            alt: 'Dosierpen im Längsschnitt mit Dosierrad, Gewindestange und Kartusche.',
          },
          route: 'competences.automation',
          linkLabel: 'Mehr über unsere Automatisierung',
        },
        {
          title: 'Verbrauchsmaterial für die Diagnostik',
          description: 'Probengefäße und Pipettenspitzen aus Mehrfachwerkzeugen, deren Kavitäten maßlich eng beieinanderliegen.',
          image: {
            ...exampleImage('pipette-tips'),
            alt: 'Reihe von Pipettenspitzen in einem Rack, davor ein Probenröhrchen mit Schraubdeckel.',
          },
          route: 'competences.toolEngineering',
          linkLabel: 'Mehr über unseren Werkzeugbau',
        },
        {
          title: 'Reinraumgerechte Verpackung',
          description: 'Im Reinraum verpackte und eindeutig gekennzeichnete Teile, bereit für die Sterilisation bei Ihnen.',
          image: {
            ...exampleImage('cleanroom-packaging'),
            alt: 'Doppelt eingeschweißter Beutel mit Spritzenzylindern und einem Etikett mit Strichcode.',
          },
          route: 'competences.logistics',
          linkLabel: 'Mehr über unsere Logistik',
        },
      ],
      factsTitle: 'Qualität, die dokumentiert ist',
      facts: [
        'Spritzen von 0,5 bis 5 ml',
        'Reinraumfertigung für medizinische Kunststoffteile',
        'Validierte und dokumentierte Prozesse',
        'Rückverfolgbarkeit jeder Charge',
      ],
    },
    {
      name: 'industries.technicalSolutions',
      title: 'Technische Lösungen',
      teaser:
        'Gehäuse, Funktionsteile und einbaufertige Baugruppen für Maschinen, Anlagen und Haushaltsgeräte – druckfest, dicht und auf eine lange Lebensdauer ausgelegt.',
      image: {
        ...industryImage('technical-solutions'),
        alt: 'Zeichnung eines Schmierstoffgebers mit Kartusche, eines Zahnrads und eines Gehäuseteils aus Kunststoff.',
      },
      caseTitle: 'Ein Schmierstoffgeber für bis zu 6 bar',
      caseText: [
        'Automatische Schmierstoffgeber versorgen Lager, Ketten und Führungen über Monate mit Fett oder Öl, ohne dass jemand nachschmieren muss. Das Kunststoffgehäuse muss dabei einem Druck von bis zu 6 bar standhalten und die Elektronik im Inneren vor Staub und Strahlwasser schützen.',
        'Wir haben Gehäuse und Kartusche so konstruiert, dass der Geber die Schutzart IP 65 erreicht, und die Dichtung im Mehrkomponentenspritzguss direkt angespritzt. Montage und Dichtheitsprüfung laufen automatisiert, sodass jeder Geber geprüft unsere Fertigung verlässt.',
      ],
      exampleTitle: 'Beispiele für technische Anwendungen',
      examples: [
        {
          title: 'Schmierstoffgeber',
          description: 'Gehäuse und Kartusche für bis zu 6 bar in Schutzart IP 65, montiert und auf Dichtheit geprüft.',
          image: {
            ...exampleImage('lubricator'),
            alt: 'Schmierstoffgeber mit durchsichtiger Kartusche und Gewindeanschluss, aufgeschraubt auf eine Lagerstelle.',
          },
          route: 'competences.engineering',
          linkLabel: 'Mehr über unsere Konstruktion',
        },
        {
          title: 'Duftflakon für Dunstabzugshauben',
          description: 'Flakon mit versiegelter Folie, der in der Dunstabzugshaube gleichmäßig Duft abgibt.',
          image: {
            ...exampleImage('fragrance-bottle'),
            alt: 'Kleiner Duftflakon mit Siegelfolie, eingesetzt in die Halterung unter einer Dunstabzugshaube.',
          },
          route: 'innovation.fragranceBottle',
          linkLabel: 'Zur Fallstudie Duftflakon',
        },
        {
          title: 'Gehäuse aus zwei Komponenten',
          description:
            'Gehäuseteile aus hartem und weichem Kunststoff, in einem Arbeitsgang gespritzt und ohne separate Dichtung dicht.',
          image: {
            ...exampleImage('two-component-housing'),
            alt: 'Gehäuseschale aus hartem Kunststoff mit umlaufender, farblich abgesetzter Weichdichtung.',
          },
          route: 'competences.toolEngineering',
          linkLabel: 'Mehr über unseren Werkzeugbau',
        },
        {
          title: 'Baugruppen mit Einlegeteilen',
          description:
            'Kunststoffteile mit umspritzten Metallbuchsen, Gewinden oder Kontakten, montiert zu einbaufertigen Baugruppen.',
          image: {
            ...exampleImage('insert-assembly'),
            alt: 'Kunststoffhalter mit zwei umspritzten Metallbuchsen und einem eingesetzten Steckkontakt.',
          },
          route: 'competences.automation',
          linkLabel: 'Mehr über unsere Automatisierung',
        },
      ],
      factsTitle: 'Technik, die hält',
      facts: [
        'Schmierstoffgeber bis 6 bar in Schutzart IP 65',
        'Schließkräfte bis 6.500 kN für große Bauteile',
        'Technische Kunststoffe wie PA, POM und PBT',
        'Montierte und geprüfte Baugruppen aus einer Hand',
      ],
    },
  ],
  en: [
    {
      name: 'industries.cosmetic',
      title: 'Cosmetics',
      teaser:
        'Closures, dispensers, pumps and applicators for skin care, fragrance and make-up products – with demanding surfaces, reliable function and, increasingly, made from recyclable mono-material.',
      image: {
        ...industryImage('cosmetic'),
        alt: 'Drawing of a plastic pump dispenser, a cream jar and a squeeze bottle with a foaming head.',
      },
      caseTitle: 'A foaming dispenser made from a single plastic',
      caseText: [
        'Conventional foam pumps are made of several plastics and a metal spring. These materials can hardly be separated in recycling, so the pump usually ends up being incinerated. That is why we developed a squeeze foaming dispenser made entirely of one material.',
        'Instead of a pump, a gentle squeeze of the bottle creates the foam: air and liquid are mixed and pushed through four fine sieves with a mesh of about 0.2 mm. Development, tool engineering, production and automated assembly all came from one partner.',
      ],
      exampleTitle: 'Examples from our cosmetics production',
      examples: [
        {
          title: 'Squeeze foaming dispenser',
          description: 'Mono-material foaming dispenser without a metal spring: fully recyclable, with fine-pored foam.',
          image: {
            ...exampleImage('foaming-dispenser'),
            alt: 'Squeeze bottle with a foaming head on top, releasing fine foam.',
          },
          route: 'innovation.sfd',
          linkLabel: 'Read the foaming dispenser case study',
        },
        {
          title: 'Flip-top closures',
          description:
            'Closures with a film hinge for shampoo, shower gel and lotions, made in multi-cavity moulds with high repeatability.',
          image: {
            ...exampleImage('flip-top-closure'),
            alt: 'Open flip-top closure with film hinge and dispensing orifice.',
          },
          route: 'competences.toolEngineering',
          linkLabel: 'More about our tool engineering',
        },
        {
          title: 'Cream jars and lids',
          description: 'Jars and lids with glossy, matt or textured surfaces whose colour stays the same from batch to batch.',
          image: {
            ...exampleImage('cream-jar'),
            alt: 'Cream jar with its screw lid lifted off, showing the thread of the jar below.',
          },
          route: 'competences.production',
          linkLabel: 'More about our production',
        },
        {
          title: 'Pumps and applicators',
          description: 'Multi-part pumps and applicators, assembled automatically and tested for tightness and function.',
          image: {
            ...exampleImage('pump-dispenser'),
            alt: 'Exploded view of a pump dispenser: actuator, piston, barrel and dip tube stacked above each other.',
          },
          route: 'competences.automation',
          linkLabel: 'More about our automation',
        },
      ],
      factsTitle: 'Why cosmetics brands work with us',
      facts: [
        'Mono-material solutions for recycling',
        'Glossy, matt and textured surfaces',
        'Automated assembly of pumps and dispensers',
        'Customers on three continents',
      ],
    },
    {
      name: 'industries.food',
      title: 'Food',
      teaser:
        'Closures, dosing aids, lids and packaging components for food and beverages – made from food-contact materials, produced hygienically and available in large series.',
      image: {
        ...industryImage('food'),
        alt: 'Drawing of a sauce bottle with a dispensing closure, a measuring scoop and a cup with lid, all made of plastic.',
      },
      caseTitle: 'A dispensing closure that shuts off cleanly',
      caseText: [
        'Sauces and dressings from a squeeze bottle should be easy to dose without dripping or drying on the closure. For this we developed a closure with an integrated dispensing valve that opens when the bottle is squeezed and closes by itself when released.',
        'Valve and closure are made from the same family of plastics as the bottle, so the packaging can be recycled as a whole. After functional samples from a prototype tool, the closure went into series production in multi-cavity moulds; assembly and leak testing are automated.',
      ],
      exampleTitle: 'Examples of food packaging',
      examples: [
        {
          title: 'Dispensing closure with valve',
          description: 'Drip-free dispensing for sauces, dressings and syrups – developed in-house from the first concept to series production.',
          image: {
            ...exampleImage('dispensing-closure'),
            alt: 'Cross-section of a dispensing closure with a slit valve releasing a drop of sauce.',
          },
          route: 'competences.development',
          linkLabel: 'More about our development',
        },
        {
          title: 'Tamper-evident closure',
          description: 'Screw cap with a tamper-evident band that visibly breaks on first opening, showing that the product is intact.',
          image: {
            ...exampleImage('tamper-evident-closure'),
            alt: 'Screw cap on a bottle neck with the partly torn tamper-evident band below.',
          },
          route: 'competences.engineering',
          linkLabel: 'More about our engineering',
        },
        {
          title: 'Measuring scoop',
          description: 'Scoops for powdered foods such as infant formula, dimensionally stable and with a consistent fill volume.',
          image: {
            ...exampleImage('measuring-scoop'),
            alt: 'Measuring scoop with a long handle, filled level with powder.',
          },
          route: 'competences.production',
          linkLabel: 'More about our production',
        },
        {
          title: 'Recyclable cup lid',
          description: 'Lids for yoghurt and dessert cups made of the same material as the cup, so the packaging can be recycled as one stream.',
          image: {
            ...exampleImage('cup-lid'),
            alt: 'Dessert cup with a snap-on lid, next to a circular arrow standing for recycling.',
          },
          route: 'innovation.sustainability',
          linkLabel: 'More about sustainable plastics production',
        },
      ],
      factsTitle: 'What you can rely on',
      facts: [
        'Food-contact materials with a declaration of conformity',
        'Production under controlled hygiene conditions',
        'Traceability from granulate to delivery',
        'Large series from multi-cavity moulds',
      ],
    },
    {
      name: 'industries.medicine',
      title: 'Medical technology',
      teaser:
        'Syringes from 0.5 to 5 ml and precise components for dosing and diagnostic systems – produced under cleanroom conditions using documented, validated processes.',
      image: {
        ...industryImage('medicine'),
        alt: 'Drawing of a disposable syringe with a scale, two pipette tips and a sample tube made of plastic.',
      },
      caseTitle: 'Disposable syringes from 0.5 to 5 ml',
      caseText: [
        'With a syringe, the smallest deviations matter: barrel and plunger stopper have to fit so that the plunger moves smoothly while the syringe stays tight. The scale has to sit exactly in place for the dose to be right.',
        'We produce syringe barrels and plunger rods in sizes from 0.5 to 5 ml under cleanroom conditions. The processes are validated, every batch is documented and traceable, and the components are assembled automatically in the same controlled environment.',
      ],
      exampleTitle: 'Examples from medical technology',
      examples: [
        {
          title: 'Syringe barrels and plungers',
          description: 'Barrels and plunger rods for syringes from 0.5 to 5 ml, produced under cleanroom conditions.',
          image: {
            ...exampleImage('syringe'),
            alt: 'Disposable syringe with scale, plunger rod and plunger stopper, next to a single barrel.',
          },
          route: 'competences.production',
          linkLabel: 'More about our production',
        },
        {
          title: 'Components for dosing systems',
          description: 'Precise plastic parts for pens and dosing aids, assembled automatically and inspected one by one.',
          image: {
            ...exampleImage('dosing-pen'),
            alt: 'Longitudinal section of a dosing pen with dose dial, threaded rod and cartridge.',
          },
          route: 'competences.automation',
          linkLabel: 'More about our automation',
        },
        {
          title: 'Diagnostic consumables',
          description: 'Sample containers and pipette tips from multi-cavity moulds whose cavities match each other closely.',
          image: {
            ...exampleImage('pipette-tips'),
            alt: 'Row of pipette tips in a rack, with a screw-cap sample tube in front.',
          },
          route: 'competences.toolEngineering',
          linkLabel: 'More about our tool engineering',
        },
        {
          title: 'Cleanroom packaging',
          description: 'Parts packed in the cleanroom and clearly labelled, ready for sterilisation at your site.',
          image: {
            ...exampleImage('cleanroom-packaging'),
            alt: 'Double-sealed bag of syringe barrels with a barcode label.',
          },
          route: 'competences.logistics',
          linkLabel: 'More about our logistics',
        },
      ],
      factsTitle: 'Quality on record',
      facts: [
        'Syringes from 0.5 to 5 ml',
        'Cleanroom production for medical plastic parts',
        'Validated and documented processes',
        'Traceability of every batch',
      ],
    },
    {
      name: 'industries.technicalSolutions',
      title: 'Technical solutions',
      teaser:
        'Housings, functional parts and ready-to-install assemblies for machinery, plant and household appliances – pressure-resistant, tight and designed for a long service life.',
      image: {
        ...industryImage('technical-solutions'),
        alt: 'Drawing of a lubricator with cartridge, a gear wheel and a housing part made of plastic.',
      },
      caseTitle: 'A lubricator rated for up to 6 bar',
      caseText: [
        'Automatic lubricators supply bearings, chains and guides with grease or oil for months without anyone having to relubricate. The plastic housing has to withstand pressures of up to 6 bar and protect the electronics inside from dust and water jets.',
        'We designed the housing and cartridge so that the lubricator achieves IP 65 protection, with the seal moulded on directly by multi-component injection moulding. Assembly and leak testing are automated, so every lubricator leaves our production tested.',
      ],
      exampleTitle: 'Examples of technical applications',
      examples: [
        {
          title: 'Lubricator',
          description: 'Housing and cartridge rated for up to 6 bar with IP 65 protection, assembled and leak-tested.',
          image: {
            ...exampleImage('lubricator'),
            alt: 'Lubricator with a transparent cartridge and threaded connection, screwed onto a bearing point.',
          },
          route: 'competences.engineering',
          linkLabel: 'More about our engineering',
        },
        {
          title: 'Fragrance bottle for extractor hoods',
          description: 'A bottle with a sealed film that releases fragrance evenly inside the extractor hood.',
          image: {
            ...exampleImage('fragrance-bottle'),
            alt: 'Small fragrance bottle with sealing film, fitted in its holder underneath an extractor hood.',
          },
          route: 'innovation.fragranceBottle',
          linkLabel: 'Read the fragrance bottle case study',
        },
        {
          title: 'Two-component housings',
          description: 'Housing parts of hard and soft plastic, moulded in one step and sealed without a separate gasket.',
          image: {
            ...exampleImage('two-component-housing'),
            alt: 'Housing shell of hard plastic with a soft seal of contrasting colour running all around.',
          },
          route: 'competences.toolEngineering',
          linkLabel: 'More about our tool engineering',
        },
        {
          title: 'Assemblies with inserts',
          description: 'Plastic parts with overmoulded metal bushings, threads or contacts, assembled into ready-to-install units.',
          image: {
            ...exampleImage('insert-assembly'),
            alt: 'Plastic holder with two overmoulded metal bushings and an inserted plug contact.',
          },
          route: 'competences.automation',
          linkLabel: 'More about our automation',
        },
      ],
      factsTitle: 'Engineering that lasts',
      facts: [
        'Lubricator up to 6 bar with IP 65 protection',
        'Clamping forces up to 6,500 kN for large parts',
        'Engineering plastics such as PA, POM and PBT',
        'Assembled and tested units from one partner',
      ],
    },
  ],
});

/** What the landing page of products and industries says about the range and in figures. */
export const productRange = loadLocalizedContent('content/industries.ts', productRangeSchema, {
  de: {
    lead: `${company.brand} entwickelt und fertigt Kunststoffteile und einbaufertige Baugruppen im Spritzguss – vom Verschluss für die Drogerie bis zum Bauteil für die Medizintechnik.`,
    products: [
      {
        title: 'Verschlüsse und Dosiersysteme',
        description: 'Klappscharnier-, Schraub- und Dosierverschlüsse für Kosmetik, Körperpflege und Lebensmittel.',
      },
      {
        title: 'Spender, Pumpen und Applikatoren',
        description: 'Schaumspender, Pumpen und Applikatoren, auf Wunsch aus Monomaterial und automatisch montiert.',
      },
      {
        title: 'Medizinische Kunststoffteile',
        description: 'Spritzen von 0,5 bis 5 ml und Komponenten für Dosier- und Diagnostiksysteme, gefertigt im Reinraum.',
      },
      {
        title: 'Technische Bauteile und Baugruppen',
        description: 'Gehäuse, Funktionsteile und Baugruppen mit Einlegeteilen für Maschinen, Anlagen und Haushaltsgeräte.',
      },
    ],
    figures: [
      'Über eine Milliarde Kunststoffteile gefertigt',
      'Über 400 Millionen Baugruppen montiert',
      'Über 70 Spritzgießmaschinen bis 650 t',
      'Kunden auf drei Kontinenten',
    ],
  },
  en: {
    lead: `${company.brand} develops and manufactures injection-moulded plastic parts and ready-to-install assemblies – from a closure for the chemist’s shelf to a component for medical technology.`,
    products: [
      {
        title: 'Closures and dispensing systems',
        description: 'Flip-top, screw and dispensing closures for cosmetics, personal care and food.',
      },
      {
        title: 'Dispensers, pumps and applicators',
        description: 'Foaming dispensers, pumps and applicators, in mono-material on request and assembled automatically.',
      },
      {
        title: 'Medical plastic parts',
        description: 'Syringes from 0.5 to 5 ml and components for dosing and diagnostic systems, produced in the cleanroom.',
      },
      {
        title: 'Technical parts and assemblies',
        description: 'Housings, functional parts and assemblies with inserts for machinery, plant and household appliances.',
      },
    ],
    figures: [
      'Over one billion plastic parts produced',
      'Over 400 million assemblies produced',
      'More than 70 injection-moulding machines up to 650 t',
      'Customers on three continents',
    ],
  },
});

/** The industry shown by a page, in one language. */
export function industryOf(id: IndustryId, locale: Locale): Industry {
  const industry = industries[locale].find((candidate) => candidate.name === id);
  if (!industry) throw new Error(`content/industries.ts has no entry for ${id}`);
  return industry;
}
