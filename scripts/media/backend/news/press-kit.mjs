// What the PDFs of press releases and product information share: their kind, the heading line with
// place and date, and the closing blocks about the company.
import { city, company, contactLine } from '../company.mjs';
import { longDate } from '../dates.mjs';

/** The heading line of a press release or product information: kind, place and date. */
export const releaseLine = (kind, publishedAt, locale) => `${kind[locale]} · ${city}, ${longDate(publishedAt, locale)}`;
export const pressRelease = { de: 'Presseinformation', en: 'Press release' };
export const productInformation = { de: 'Produktinformation', en: 'Product information' };

/** The closing blocks of every press release: who we are and whom the press can ask. */
export const pressBoilerplate = {
  de: [
    {
      heading: `Über ${company.brand}`,
      paragraphs: [
        `Die ${company.legalName} in ${city} ist seit ${company.foundedYear} Spritzgießer und Full-Service-Partner für Kunden aus Kosmetik, Lebensmittel, Medizin und Technik: von der Entwicklung über Konstruktion, Werkzeugbau und Prototyping bis zu Fertigung, Automatisierung und Logistik. Über 70 Spritzgießmaschinen mit Schließkräften bis 6.500 kN haben bislang über eine Milliarde Kunststoffteile und über 400 Millionen Baugruppen für Kunden auf drei Kontinenten gefertigt.`,
      ],
    },
    { heading: 'Pressekontakt', paragraphs: [contactLine.de] },
  ],
  en: [
    {
      heading: `About ${company.brand}`,
      paragraphs: [
        `${company.legalName}, based in ${city}, Germany, has been an injection moulder and full-service partner for customers in cosmetics, food, medicine and technology since ${company.foundedYear}: from development, engineering, tool engineering and prototyping to production, automation and logistics. More than 70 injection moulding machines with clamping forces of up to 6,500 kN have so far produced over one billion plastic parts and over 400 million assemblies for customers on three continents.`,
      ],
    },
    { heading: 'Press contact', paragraphs: [contactLine.en] },
  ],
};
