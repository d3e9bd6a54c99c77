import { businessAreasSchema } from '@/lib/content/home';
import { loadLocalizedContent } from '@/lib/content/localized';

const picture = (name: string) => ({ src: `/media/home/area-${name}.svg`, width: 640, height: 400 });

/** The four business areas of the slider, each leading to its industry page. */
export const businessAreas = loadLocalizedContent('content/business-areas.ts', businessAreasSchema, {
  de: [
    {
      industry: 'industries.cosmetic',
      title: 'Kosmetik',
      text: 'Tiegel, Pumpspender und Verschlüsse mit hochwertiger Oberfläche – hochglänzend, matt oder mehrfarbig gespritzt und auf Wunsch fertig montiert.',
      linkLabel: 'Lösungen für die Kosmetik ansehen',
      image: {
        ...picture('cosmetics'),
        alt: 'Zeichnung eines Cremetiegels mit Deckel, eines Pumpspenders und eines Flakons mit Verschlusskappe',
      },
    },
    {
      industry: 'industries.food',
      title: 'Lebensmittel',
      text: 'Verschlüsse, Dosierdeckel und Behälter aus lebensmittelkonformen Kunststoffen – rückverfolgbar und nach strengen Hygienevorgaben gefertigt.',
      linkLabel: 'Lösungen für Lebensmittel ansehen',
      image: {
        ...picture('food'),
        alt: 'Zeichnung eines Vorratsbehälters mit Schnappdeckel, eines Streudeckels und eines Schraubverschlusses mit Sicherungsring',
      },
    },
    {
      industry: 'industries.medicine',
      title: 'Medizin',
      text: 'Einwegspritzen, Dosierhilfen und Gehäuse für Medizinprodukte – mit lückenloser Dokumentation und validierten Prozessen.',
      linkLabel: 'Lösungen für die Medizin ansehen',
      image: {
        ...picture('medicine'),
        alt: 'Zeichnung einer Einwegspritze mit Skala, eines Dosierbechers und eines Gehäuses für ein medizinisches Messgerät',
      },
    },
    {
      industry: 'industries.technicalSolutions',
      title: 'Technische Lösungen',
      text: 'Funktionsteile und Baugruppen aus technischen Kunststoffen, etwa druckfeste Gehäuse für Schmiersysteme oder Bauteile für Haushaltsgeräte.',
      linkLabel: 'Technische Lösungen ansehen',
      image: {
        ...picture('technical'),
        alt: 'Zeichnung eines Zahnrads, eines Befestigungsclips und eines Gehäuses mit Schraubanschluss aus technischem Kunststoff',
      },
    },
  ],
  en: [
    {
      industry: 'industries.cosmetic',
      title: 'Cosmetics',
      text: 'Jars, pump dispensers and closures with a premium finish – moulded in high gloss, matt or several colours and fully assembled if required.',
      linkLabel: 'See our solutions for cosmetics',
      image: {
        ...picture('cosmetics'),
        alt: 'Drawing of a cream jar with lid, a pump dispenser and a bottle with a closure cap',
      },
    },
    {
      industry: 'industries.food',
      title: 'Food',
      text: 'Closures, dosing lids and containers made of food-contact plastics – traceable and produced to strict hygiene requirements.',
      linkLabel: 'See our solutions for food',
      image: {
        ...picture('food'),
        alt: 'Drawing of a storage container with a snap-on lid, a shaker lid and a screw cap with a tamper band',
      },
    },
    {
      industry: 'industries.medicine',
      title: 'Medicine',
      text: 'Disposable syringes, dosing aids and housings for medical devices – with complete documentation and validated processes.',
      linkLabel: 'See our solutions for medicine',
      image: {
        ...picture('medicine'),
        alt: 'Drawing of a disposable syringe with a scale, a dosing cup and the housing of a medical measuring device',
      },
    },
    {
      industry: 'industries.technicalSolutions',
      title: 'Technical solutions',
      text: 'Functional parts and assemblies made of engineering plastics, such as pressure-resistant housings for lubrication systems or components for household appliances.',
      linkLabel: 'See our technical solutions',
      image: {
        ...picture('technical'),
        alt: 'Drawing of a gear wheel, a fastening clip and a housing with a threaded connection made of engineering plastic',
      },
    },
  ],
});
