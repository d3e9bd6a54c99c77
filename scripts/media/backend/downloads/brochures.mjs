// The brochures of the `downloads` document (kind `advertising`): the company brochure and the product lines.
import { city, company, contactLine } from '../company.mjs';
import { at } from '../dates.mjs';

export const brochures = [
  {
    key: 'company-brochure',
    kind: 'advertising',
    publishedAt: at('2026-03-02'),
    de: {
      title: 'Unternehmensbroschüre',
      description: `Wer wir sind und was wir können: ${company.brand} von der Entwicklung bis zur Logistik, unsere Branchen, unsere Zahlen und unser Weg zu einer nachhaltigen Fertigung.`,
      file: 'unternehmensbroschuere-de.pdf',
      pdf: {
        title: `${company.brand}: Spritzguss von der Idee bis zur Serie`,
        subtitle: 'Unternehmensbroschüre',
        blocks: [
          {
            heading: 'Wer wir sind',
            paragraphs: [
              `Die ${company.legalName} wurde ${company.foundedYear} in ${city} gegründet. Als Spritzgießer und Full-Service-Partner begleiten wir Kunden aus Kosmetik, Lebensmittel, Medizin und Technik von der ersten Idee bis zur Serie – und darüber hinaus bis zur Lieferung an ihre Linien.`,
            ],
          },
          {
            heading: 'Von der Idee zum Produkt',
            paragraphs: [
              'Entwicklung: Wir übersetzen Anforderungen in Produktkonzepte, wählen Werkstoffe und prüfen Ideen früh mit Berechnung und Simulation.',
              'Konstruktion: Unsere Konstrukteure gestalten Bauteile spritzgießgerecht und montagefreundlich – mit Blick auf Wandstärken, Entformung und Recycling.',
              'Werkzeugbau: Im eigenen Werkzeugbau entstehen und werden gewartet, was wir für die Serie brauchen, bis hin zu Mehrkavitätenwerkzeugen mit Heißkanal.',
              'Prototyping: Funktionsmuster und Prototypenwerkzeuge zeigen, ob ein Teil hält, was die Konstruktion verspricht, bevor das Serienwerkzeug gebaut wird.',
              'Fertigung: Über 70 Spritzgießmaschinen mit Schließkräften bis 6.500 kN fertigen Teile vom Präzisionssieb bis zum großflächigen Gehäuse, auch unter Reinraumbedingungen.',
              'Automatisierung: Eigene Montagezellen mit Robotern und Kamerakontrolle fügen, füllen, siegeln und prüfen Baugruppen im Takt der Serie.',
              'Logistik: Wir lagern, verpacken und liefern termingerecht an Kunden auf drei Kontinenten.',
            ],
          },
          {
            heading: 'Branchen',
            paragraphs: [
              'Kosmetik: Spender, Flakons, Verschlüsse und Airless-Systeme. Lebensmittel: Originalitätsverschlüsse, Streudeckel und Dosierhilfen aus lebensmittelkonformen Werkstoffen. Medizin: Spritzen von 0,5 bis 5 ml, Dosiersysteme und Diagnostikkomponenten aus der Reinraumfertigung. Technische Lösungen: Funktionsteile und Baugruppen, etwa ein Schmierstoffgeber für bis zu 6 bar in Schutzart IP 65.',
            ],
          },
          {
            heading: 'In Zahlen',
            paragraphs: [
              `Gegründet ${company.foundedYear} · über 70 Spritzgießmaschinen · Schließkräfte bis 6.500 kN, Maschinen bis 650 t · über eine Milliarde Kunststoffteile und über 400 Millionen Baugruppen gefertigt · Kunden auf drei Kontinenten · bis zu 6 Auszubildende pro Jahr`,
            ],
          },
          {
            heading: 'Nachhaltig fertigen',
            paragraphs: [
              'Bis zu 20 % unseres Energiebedarfs decken wir mit eigener erneuerbarer Energie vom Hallendach. Seit 2013 betreiben wir ein systematisches Energiemanagement, zertifiziert nach ISO 50001; unser Umweltmanagement ist nach ISO 14001 zertifiziert. Monomaterial-Konstruktionen wie unser Squeeze Foaming Device halten Kunststoff im Kreislauf.',
            ],
          },
          { heading: 'Kontakt', paragraphs: [contactLine.de] },
        ],
      },
    },
    en: {
      title: 'Company brochure',
      description: `Who we are and what we do: ${company.brand} from development to logistics, the industries we serve, our key figures and our path to sustainable production.`,
      file: 'company-brochure-en.pdf',
      pdf: {
        title: `${company.brand}: injection moulding from idea to series`,
        subtitle: 'Company brochure',
        blocks: [
          {
            heading: 'Who we are',
            paragraphs: [
              `${company.legalName} was founded in ${city}, Germany, in ${company.foundedYear}. As an injection moulder and full-service partner, we accompany customers in cosmetics, food, medicine and technology from the first idea to series production – and beyond, to delivery to their lines.`,
            ],
          },
          {
            heading: 'From idea to product',
            paragraphs: [
              'Development: we translate requirements into product concepts, select materials and test ideas early with calculation and simulation.',
              'Engineering: our designers shape parts for moulding and assembly – with an eye on wall thicknesses, demoulding and recycling.',
              'Tool engineering: our own tool shop builds and maintains what we need for series production, up to multi-cavity hot-runner moulds.',
              'Prototyping: functional samples and prototype moulds show whether a part delivers what the design promises before the series mould is built.',
              'Production: more than 70 injection moulding machines with clamping forces of up to 6,500 kN produce parts from precision sieves to large housings, including under cleanroom conditions.',
              'Automation: our own assembly cells with robots and camera inspection join, fill, seal and inspect assemblies at the pace of the series.',
              'Logistics: we store, pack and deliver on time to customers on three continents.',
            ],
          },
          {
            heading: 'Industries',
            paragraphs: [
              'Cosmetics: dispensers, bottles, closures and airless systems. Food: tamper-evident closures, shaker lids and dosing aids made of food-contact materials. Medicine: syringes from 0.5 to 5 ml, dosing systems and diagnostic components from cleanroom production. Technical solutions: functional parts and assemblies, such as a lubricator rated for up to 6 bar with IP 65 protection.',
            ],
          },
          {
            heading: 'Key figures',
            paragraphs: [
              `Founded in ${company.foundedYear} · more than 70 injection moulding machines · clamping forces of up to 6,500 kN, machines of up to 650 t · over one billion plastic parts and over 400 million assemblies produced · customers on three continents · up to 6 apprentices a year`,
            ],
          },
          {
            heading: 'Sustainable production',
            paragraphs: [
              'We cover up to 20 % of our energy demand with our own renewable energy from the factory roof. We have been running a systematic energy management system since 2013, certified to ISO 50001; our environmental management is certified to ISO 14001. Mono-material designs such as our Squeeze Foaming Device keep plastics in the loop.',
            ],
          },
          { heading: 'Contact', paragraphs: [contactLine.en] },
        ],
      },
    },
  },
  {
    key: 'product-lines',
    kind: 'advertising',
    publishedAt: at('2026-05-12'),
    de: {
      title: 'Produktlinien Aerivo, Frescap, Dosaro und Fixora',
      description: 'Unsere eigenen Standardprodukte im Überblick: Airless-Spender, Lebensmittelverschlüsse, orale Dosierspritzen sowie Clips und Kabelhalter – jeweils mit Werkstoffen und Varianten.',
      file: 'produktlinien-de.pdf',
      pdf: {
        title: 'Unsere Produktlinien',
        subtitle: 'Aerivo · Frescap · Dosaro · Fixora',
        blocks: [
          {
            paragraphs: [
              `Neben der Fertigung nach Kundenzeichnung bietet ${company.brand} vier eigene Produktlinien an. Sie entstehen in unseren eigenen Werkzeugen und lassen sich in Farbe, Dekor und Verpackung an Ihr Produkt anpassen.`,
            ],
          },
          {
            heading: 'Aerivo: Airless-Spender',
            paragraphs: [
              'Airless-Spender für Cremes und Seren, die den Inhalt ohne Luftkontakt bis auf einen kleinen Rest fördern. Ein Kolben folgt dem Inhalt nach oben, sodass empfindliche Rezepturen geschützt bleiben und sich der Spender in jeder Lage verwenden lässt.',
            ],
          },
          {
            heading: 'Frescap: Verschlüsse für Lebensmittel',
            paragraphs: [
              'Originalitätsverschlüsse und Streudeckel für Lebensmittel aus lebensmittelkonformem Polypropylen nach Verordnung (EU) Nr. 10/2011, sortenrein recycelbar. Der abreißbare Sicherungsring zeigt auf einen Blick, ob eine Packung bereits geöffnet wurde.',
            ],
          },
          {
            heading: 'Dosaro: orale Dosierspritzen',
            paragraphs: [
              'Orale Dosierspritzen von 0,5 bis 5 ml sowie Flaschenadapter und Messbecher für flüssige Arzneimittel, gefertigt, montiert und verpackt unter Reinraumbedingungen. Jede Charge ist dokumentiert und rückverfolgbar.',
            ],
          },
          {
            heading: 'Fixora: Clips und Kabelhalter',
            paragraphs: [
              'Kabelhalter, Clips und Befestigungselemente aus glasfaserverstärktem Polyamid für Haushaltsgeräte und Maschinenbau. Rastnasen und Federzungen sind so ausgelegt, dass sie auch nach vielen Montagezyklen sicher halten.',
            ],
          },
          {
            heading: 'Individuell für Sie',
            paragraphs: [`Farben nach Ihrer Vorgabe, Tampondruck, Sondergrößen und Verpackungseinheiten für Ihre Linie. Muster und Angebote: ${contactLine.de}`],
          },
        ],
      },
    },
    en: {
      title: 'Product lines Aerivo, Frescap, Dosaro and Fixora',
      description: 'An overview of our own standard products: airless dispensers, food closures, oral dosing syringes, and clips and cable holders – each with materials and variants.',
      file: 'product-lines-en.pdf',
      pdf: {
        title: 'Our product lines',
        subtitle: 'Aerivo · Frescap · Dosaro · Fixora',
        blocks: [
          {
            paragraphs: [
              `Alongside production to customer drawings, ${company.brand} offers four product lines of its own. They are made in our own moulds and can be adapted to your product in colour, decoration and packaging.`,
            ],
          },
          {
            heading: 'Aerivo: airless dispensers',
            paragraphs: [
              'Airless dispensers for creams and serums that deliver the contents without contact with air, down to a tiny residue. A piston follows the contents upwards, so that sensitive formulations stay protected and the dispenser can be used in any position.',
            ],
          },
          {
            heading: 'Frescap: closures for food',
            paragraphs: [
              'Tamper-evident closures and shaker lids for food, made of food-contact polypropylene in accordance with Regulation (EU) No 10/2011 and recyclable as a single material. The tear-off band shows at a glance whether a pack has already been opened.',
            ],
          },
          {
            heading: 'Dosaro: oral dosing syringes',
            paragraphs: [
              'Oral dosing syringes from 0.5 to 5 ml as well as bottle adapters and measuring cups for liquid medicines, moulded, assembled and packed under cleanroom conditions. Every batch is documented and traceable.',
            ],
          },
          {
            heading: 'Fixora: clips and cable holders',
            paragraphs: [
              'Cable holders, clips and fasteners made of glass-fibre-reinforced polyamide for household appliances and mechanical engineering. Snap-fit hooks and spring tongues are designed to hold securely even after many assembly cycles.',
            ],
          },
          {
            heading: 'Made for you',
            paragraphs: [`Colours to your specification, pad printing, special sizes and packaging units for your line. Samples and quotations: ${contactLine.en}`],
          },
        ],
      },
    },
  },
];
