import { brandsSchema } from '@/lib/content/home';
import { loadLocalizedContent } from '@/lib/content/localized';

const logo = (key: string) => ({ src: `/media/home/brand-${key}.svg`, width: 160, height: 160 });

/** The company's own product lines (standard products, not customers' brands), shown by the brand showcase. */
export const brands = loadLocalizedContent('content/brands.ts', brandsSchema, {
  de: [
    {
      key: 'aerivo',
      name: 'Aerivo',
      description: 'Airless-Spender für Cremes und Seren, die den Inhalt ohne Luftkontakt bis auf einen kleinen Rest fördern.',
      logo: { ...logo('aerivo'), alt: 'Bildmarke von Aerivo: ein stilisierter Pumpkopf über einem Tropfen' },
    },
    {
      key: 'frescap',
      name: 'Frescap',
      description: 'Originalitätsverschlüsse und Streudeckel für Lebensmittel aus lebensmittelkonformem PP, sortenrein recycelbar.',
      logo: { ...logo('frescap'), alt: 'Bildmarke von Frescap: ein Schraubverschluss mit abreißbarem Sicherungsring' },
    },
    {
      key: 'dosaro',
      name: 'Dosaro',
      description: 'Orale Dosierspritzen und Messbecher für flüssige Arzneimittel, gefertigt und verpackt unter Reinraumbedingungen.',
      logo: { ...logo('dosaro'), alt: 'Bildmarke von Dosaro: eine Dosierspritze mit Skalenstrichen' },
    },
    {
      key: 'fixora',
      name: 'Fixora',
      description: 'Kabelhalter, Clips und Befestigungselemente aus glasfaserverstärktem Polyamid für Haushaltsgeräte und Maschinenbau.',
      logo: { ...logo('fixora'), alt: 'Bildmarke von Fixora: ein Befestigungsclip mit zwei Rastnasen' },
    },
  ],
  en: [
    {
      key: 'aerivo',
      name: 'Aerivo',
      description: 'Airless dispensers for creams and serums that deliver the contents without contact with air, down to a tiny residue.',
      logo: { ...logo('aerivo'), alt: 'Aerivo logo mark: a stylised pump head above a drop' },
    },
    {
      key: 'frescap',
      name: 'Frescap',
      description: 'Tamper-evident closures and shaker lids for food, made of food-contact PP and recyclable as a single material.',
      logo: { ...logo('frescap'), alt: 'Frescap logo mark: a screw cap with a tear-off tamper band' },
    },
    {
      key: 'dosaro',
      name: 'Dosaro',
      description: 'Oral dosing syringes and measuring cups for liquid medicines, moulded and packed under cleanroom conditions.',
      logo: { ...logo('dosaro'), alt: 'Dosaro logo mark: a dosing syringe with graduation marks' },
    },
    {
      key: 'fixora',
      name: 'Fixora',
      description: 'Cable holders, clips and fasteners in glass-fibre-reinforced polyamide for household appliances and mechanical engineering.',
      logo: { ...logo('fixora'), alt: 'Fixora logo mark: a fastening clip with two snap-fit hooks' },
    },
  ],
});
