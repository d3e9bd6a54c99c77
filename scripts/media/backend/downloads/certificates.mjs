// The certificates of the management systems in the `downloads` document (kind `certificates`).
import { company, postal } from '../company.mjs';
import { at } from '../dates.mjs';

/** The scope of every management system certificate: all services at the one site. */
const certificationScope = {
  de: 'Entwicklung, Konstruktion, Werkzeugbau, Prototyping, Herstellung und Montage von Kunststoff-Spritzgussteilen und Baugruppen für Kunden aus Kosmetik, Lebensmittel, Medizin und Technik sowie Automatisierungs- und Logistikleistungen.',
  en: 'Development, engineering, tool engineering, prototyping, production and assembly of injection-moulded plastic parts and assemblies for customers in cosmetics, food, medicine and technology, as well as automation and logistics services.',
};

/** A one-page summary of a certificate: the company's own statement of what is certified to what. */
function certificate({ standard, system, extra }) {
  return {
    de: {
      title: `Zertifikat ${standard}`,
      subtitle: `${system.de} der ${company.legalName}`,
      blocks: [
        {
          heading: 'Bestätigung',
          paragraphs: [`Die ${company.legalName} hat ein ${system.de} eingeführt, wendet es an und entwickelt es ständig weiter. Das System ist nach ${standard} zertifiziert.`, extra.de],
        },
        { heading: 'Geltungsbereich', paragraphs: [certificationScope.de] },
        { heading: 'Standort', paragraphs: [postal.de] },
        {
          heading: 'Gültigkeit',
          paragraphs: ['Rezertifizierungsaudit im März 2025 ohne Hauptabweichungen. Das Zertifikat ist bis März 2028 gültig; seine Aufrechterhaltung wird jährlich in Überwachungsaudits geprüft.'],
        },
        {
          heading: 'Hinweis',
          paragraphs: [`Dieses Dokument fasst die Zertifizierung zusammen. Eine Kopie des Zertifikats der akkreditierten Zertifizierungsstelle senden wir Ihnen auf Anfrage gern zu: ${company.email}.`],
        },
      ],
    },
    en: {
      title: `Certificate ${standard.replace('DIN EN ', '')}`,
      subtitle: `${system.en} of ${company.legalName}`,
      blocks: [
        {
          heading: 'Confirmation',
          paragraphs: [`${company.legalName} has introduced, applies and continually improves ${system.article} ${system.en.toLowerCase()}. The system is certified to ${standard.replace('DIN EN ', '')}.`, extra.en],
        },
        { heading: 'Scope', paragraphs: [certificationScope.en] },
        { heading: 'Site', paragraphs: [postal.en] },
        {
          heading: 'Validity',
          paragraphs: ['Recertification audit in March 2025 without major non-conformities. The certificate is valid until March 2028; its maintenance is checked every year in surveillance audits.'],
        },
        {
          heading: 'Note',
          paragraphs: [`This document summarises the certification. We will be happy to send you a copy of the certificate issued by the accredited certification body on request: ${company.email}.`],
        },
      ],
    },
  };
}

export const certificates = [
  {
    key: 'iso-9001-certificate',
    kind: 'certificates',
    publishedAt: at('2025-03-18', '11:00'),
    pdf: certificate({
      standard: 'DIN EN ISO 9001:2015',
      system: { de: 'Qualitätsmanagementsystem', en: 'Quality management system', article: 'a' },
      extra: {
        de: 'Es sorgt dafür, dass Anforderungen unserer Kunden vollständig erfasst, Prozesse beherrscht und dokumentiert, Chargen rückverfolgbar und Abweichungen erkannt und abgestellt werden.',
        en: 'It ensures that our customers’ requirements are fully captured, processes are controlled and documented, batches are traceable, and deviations are detected and eliminated.',
      },
    }),
    de: {
      title: 'Zertifikat ISO 9001: Qualitätsmanagement',
      description: 'Unser Qualitätsmanagementsystem ist nach DIN EN ISO 9001:2015 zertifiziert – für Entwicklung, Konstruktion, Werkzeugbau, Fertigung, Montage und Logistik.',
      file: 'iso-9001-zertifikat-de.pdf',
    },
    en: {
      title: 'ISO 9001 certificate: quality management',
      description: 'Our quality management system is certified to ISO 9001:2015 – for development, engineering, tool engineering, production, assembly and logistics.',
      file: 'iso-9001-certificate-en.pdf',
    },
  },
  {
    key: 'iso-14001-certificate',
    kind: 'certificates',
    publishedAt: at('2025-03-18', '11:05'),
    pdf: certificate({
      standard: 'DIN EN ISO 14001:2015',
      system: { de: 'Umweltmanagementsystem', en: 'Environmental management system', article: 'an' },
      extra: {
        de: 'Es erfasst die Umweltaspekte unserer Tätigkeit – Energie, Material, Abfall und Emissionen – und verbindet sie mit der Produktentwicklung, etwa durch Monomaterial-Konstruktionen und materialsparende Wandstärken.',
        en: 'It covers the environmental aspects of our activities – energy, materials, waste and emissions – and links them with product development, for example through mono-material designs and material-saving wall thicknesses.',
      },
    }),
    de: {
      title: 'Zertifikat ISO 14001: Umweltmanagement',
      description: 'Unser Umweltmanagementsystem ist nach DIN EN ISO 14001:2015 zertifiziert: Energie, Material, Abfall und Emissionen im Blick, vom Entwurf bis zur Serie.',
      file: 'iso-14001-zertifikat-de.pdf',
    },
    en: {
      title: 'ISO 14001 certificate: environmental management',
      description: 'Our environmental management system is certified to ISO 14001:2015: energy, materials, waste and emissions in view, from design to series production.',
      file: 'iso-14001-certificate-en.pdf',
    },
  },
  {
    key: 'iso-50001-certificate',
    kind: 'certificates',
    publishedAt: at('2025-03-18', '11:10'),
    pdf: certificate({
      standard: 'DIN EN ISO 50001:2018',
      system: { de: 'Energiemanagementsystem', en: 'Energy management system', article: 'an' },
      extra: {
        de: 'Ein systematisches Energiemanagement betreiben wir seit 2013. Verbrauchsmessungen an allen Spritzgießmaschinen, Kälteanlagen und der Druckluftversorgung machen jede Einsparung nachprüfbar; bis zu 20 % unseres Energiebedarfs decken wir mit eigener erneuerbarer Energie.',
        en: 'We have been running systematic energy management since 2013. Consumption measurements on every injection moulding machine, the chillers and the compressed-air supply make every saving verifiable; we cover up to 20 % of our energy demand with our own renewable energy.',
      },
    }),
    de: {
      title: 'Zertifikat ISO 50001: Energiemanagement',
      description: 'Unser Energiemanagementsystem ist nach DIN EN ISO 50001:2018 zertifiziert – systematisches Energiemanagement betreiben wir seit 2013.',
      file: 'iso-50001-zertifikat-de.pdf',
    },
    en: {
      title: 'ISO 50001 certificate: energy management',
      description: 'Our energy management system is certified to ISO 50001:2018 – we have been managing energy systematically since 2013.',
      file: 'iso-50001-certificate-en.pdf',
    },
  },
];
