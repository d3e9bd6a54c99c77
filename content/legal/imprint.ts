import { company } from '@/content/company';
import { loadLocalizedContent } from '@/lib/content/localized';
import { joinNames, legalTextSchema, mailLink, phoneLink, postalAddressLines } from '@/lib/content/legal-text';
import { localizedPath } from '@/lib/routing/paths';

/**
 * The imprint (Impressum) under § 5 DDG (formerly § 5 TMG) and § 18 Abs. 2 MStV. Every company detail
 * comes from `content/company.ts`.
 */

/** The managing director who is responsible for the editorial content under § 18 Abs. 2 MStV. */
const responsiblePerson = company.managingDirectors[0] ?? '';
const { address } = company;

export const imprint = loadLocalizedContent('content/legal/imprint.ts', legalTextSchema, {
  de: {
    sections: [
      {
        id: 'provider',
        heading: 'Angaben gemäß § 5 DDG',
        body: [
          { lines: [company.legalName, ...postalAddressLines(address, 'de')] },
          {
            terms: [
              { term: 'Rechtsform', description: 'Gesellschaft mit beschränkter Haftung (GmbH)' },
              { term: 'Sitz der Gesellschaft', description: address.city },
              { term: 'Vertretungsberechtigte Geschäftsführung', description: joinNames(company.managingDirectors, 'de') },
            ],
          },
        ],
      },
      {
        id: 'contact',
        heading: 'Kontakt',
        body: [
          {
            terms: [
              { term: 'Telefon', description: [phoneLink(company.phone)] },
              { term: 'Telefax', description: company.fax },
              { term: 'E-Mail', description: [mailLink(company.email)] },
            ],
          },
          [
            'Anfragen zu Projekten, Angeboten und Lieferungen können Sie uns auch über unser ',
            { text: 'Kontaktformular', href: localizedPath('contact', 'de') },
            ' senden. Bewerbungen richten Sie bitte an ',
            mailLink(company.applicationsEmail),
            ', Fragen zum Datenschutz an ',
            mailLink(company.privacyEmail),
            '.',
          ],
        ],
      },
      {
        id: 'register',
        heading: 'Registereintrag',
        body: [
          'Die Gesellschaft ist im Handelsregister eingetragen.',
          {
            terms: [
              { term: 'Registergericht', description: company.registerCourt },
              { term: 'Registernummer', description: company.registerNumber },
            ],
          },
        ],
      },
      {
        id: 'vat',
        heading: 'Umsatzsteuer-Identifikationsnummer',
        body: [`Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: ${company.vatId}`],
      },
      {
        id: 'responsible',
        heading: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
        body: [
          {
            lines: [
              `${responsiblePerson}, Geschäftsführung`,
              company.legalName,
              ...postalAddressLines(address, 'de'),
            ],
          },
        ],
      },
      {
        id: 'dispute-resolution',
        heading: 'EU-Streitschlichtung und Verbraucherstreitbeilegung',
        body: [
          'Die Europäische Kommission hat ihre Plattform zur Online-Streitbeilegung (OS-Plattform) mit Wirkung zum 20. Juli 2025 eingestellt (Verordnung (EU) 2024/3228). Ein Hinweis auf diese Plattform entfällt deshalb; Beschwerden und Anliegen richten Sie bitte direkt an die oben genannten Kontaktdaten.',
          'Unsere Angebote richten sich ausschließlich an Unternehmen. Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle im Sinne des Verbraucherstreitbeilegungsgesetzes (VSBG) teilzunehmen.',
        ],
      },
      {
        id: 'liability-content',
        heading: 'Haftung für Inhalte',
        body: [
          'Als Diensteanbieter sind wir für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich. Wir erstellen die Inhalte dieser Website mit größtmöglicher Sorgfalt, übernehmen jedoch keine Gewähr für ihre Richtigkeit, Vollständigkeit und Aktualität.',
          'Angaben zu Werkstoffen, Maschinen, Fertigungsverfahren, Kennzahlen und Projektbeispielen dienen der allgemeinen Information. Sie stellen weder eine Beschaffenheitsangabe noch eine Garantie dar; verbindlich sind allein die Angaben in unseren Angeboten, Auftragsbestätigungen und den vereinbarten Spezifikationen.',
          'Für fremde Informationen, die wir lediglich übermitteln oder speichern, sind wir nicht verpflichtet, diese zu überwachen oder nach Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen (Art. 8 der Verordnung (EU) 2022/2065, Digital Services Act). Verpflichtungen zur Entfernung oder Sperrung der Nutzung von Informationen nach den allgemeinen Gesetzen bleiben hiervon unberührt. Eine diesbezügliche Haftung ist jedoch erst ab dem Zeitpunkt der Kenntnis einer konkreten Rechtsverletzung möglich. Sobald uns entsprechende Rechtsverletzungen bekannt werden, entfernen wir diese Inhalte umgehend.',
        ],
      },
      {
        id: 'liability-links',
        heading: 'Haftung für Links',
        body: [
          'Unsere Website kann Links zu externen Websites Dritter enthalten, auf deren Inhalte wir keinen Einfluss haben. Deshalb können wir für diese fremden Inhalte auch keine Gewähr übernehmen. Für die Inhalte der verlinkten Seiten ist stets der jeweilige Anbieter oder Betreiber der Seiten verantwortlich.',
          'Die verlinkten Seiten wurden zum Zeitpunkt der Verlinkung auf mögliche Rechtsverstöße überprüft; rechtswidrige Inhalte waren zu diesem Zeitpunkt nicht erkennbar. Eine permanente inhaltliche Kontrolle der verlinkten Seiten ist ohne konkrete Anhaltspunkte einer Rechtsverletzung nicht zumutbar. Wenn uns Rechtsverletzungen bekannt werden, entfernen wir derartige Links umgehend.',
        ],
      },
      {
        id: 'copyright',
        heading: 'Urheberrecht',
        body: [
          `Die Texte, Illustrationen und Videos dieser Website sind eigene Werke der ${company.legalName} und unterliegen dem deutschen Urheberrecht. Das gilt auch für die Zeichnungen und Darstellungen von Bauteilen, Werkzeugen und Maschinen sowie für die zum Download angebotenen Dokumente.`,
          'Vervielfältigung, Bearbeitung, Verbreitung und jede Art der Verwertung außerhalb der Grenzen des Urheberrechts bedürfen unserer vorherigen schriftlichen Zustimmung. Downloads und Kopien dieser Seiten sind nur für den privaten, nicht kommerziellen Gebrauch gestattet.',
          [
            'Für Presseberichte stellen wir Texte, Abbildungen und Videos gern zur Verfügung; bitte sprechen Sie uns dazu unter ',
            mailLink(company.email),
            ' an. Sollten Sie trotzdem auf eine Urheberrechtsverletzung aufmerksam werden, bitten wir um einen entsprechenden Hinweis. Bei Bekanntwerden von Rechtsverletzungen entfernen wir derartige Inhalte umgehend.',
          ],
        ],
      },
    ],
  },
  en: {
    sections: [
      {
        id: 'provider',
        heading: 'Information pursuant to Section 5 DDG (German Digital Services Act)',
        body: [
          { lines: [company.legalName, ...postalAddressLines(address, 'en')] },
          {
            terms: [
              { term: 'Legal form', description: 'Gesellschaft mit beschränkter Haftung (GmbH), a German private limited company' },
              { term: 'Registered office', description: address.city },
              { term: 'Managing directors authorised to represent the company', description: joinNames(company.managingDirectors, 'en') },
            ],
          },
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        body: [
          {
            terms: [
              { term: 'Phone', description: [phoneLink(company.phone)] },
              { term: 'Fax', description: company.fax },
              { term: 'E-mail', description: [mailLink(company.email)] },
            ],
          },
          [
            'You can also send us enquiries about projects, quotations and deliveries using our ',
            { text: 'contact form', href: localizedPath('contact', 'en') },
            '. Please send applications to ',
            mailLink(company.applicationsEmail),
            ' and questions about data protection to ',
            mailLink(company.privacyEmail),
            '.',
          ],
        ],
      },
      {
        id: 'register',
        heading: 'Commercial register',
        body: [
          'The company is entered in the commercial register (Handelsregister).',
          {
            terms: [
              { term: 'Register court', description: company.registerCourt },
              { term: 'Register number', description: company.registerNumber },
            ],
          },
        ],
      },
      {
        id: 'vat',
        heading: 'VAT identification number',
        body: [`VAT identification number pursuant to Section 27a of the German VAT Act (UStG): ${company.vatId}`],
      },
      {
        id: 'responsible',
        heading: 'Responsible for the content pursuant to Section 18(2) MStV (German Interstate Media Treaty)',
        body: [
          {
            lines: [
              `${responsiblePerson}, Managing Director`,
              company.legalName,
              ...postalAddressLines(address, 'en'),
            ],
          },
        ],
      },
      {
        id: 'dispute-resolution',
        heading: 'EU dispute resolution and consumer dispute resolution',
        body: [
          'The European Commission discontinued its online dispute resolution platform (ODR platform) with effect from 20 July 2025 (Regulation (EU) 2024/3228). A reference to this platform is therefore no longer given; please address complaints and concerns directly to us using the contact details above.',
          'Our offers are directed exclusively at businesses. We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board within the meaning of the German Consumer Dispute Resolution Act (VSBG).',
        ],
      },
      {
        id: 'liability-content',
        heading: 'Liability for content',
        body: [
          'As a service provider, we are responsible for our own content on these pages in accordance with the general laws. We prepare the content of this website with the greatest possible care, but we cannot guarantee that it is accurate, complete and up to date.',
          'Information on materials, machines, manufacturing processes, key figures and project examples is provided for general information only. It is neither a specification of quality nor a guarantee; only the details in our quotations, order confirmations and the agreed specifications are binding.',
          'We are not obliged to monitor third-party information that we merely transmit or store, or to look for circumstances indicating illegal activity (Article 8 of Regulation (EU) 2022/2065, the Digital Services Act). This does not affect obligations under the general laws to remove information or to block its use. However, liability in this respect is only possible from the moment we become aware of a specific infringement. As soon as we become aware of such infringements, we will remove the content concerned without delay.',
        ],
      },
      {
        id: 'liability-links',
        heading: 'Liability for links',
        body: [
          'Our website may contain links to external third-party websites whose content we cannot influence. We therefore cannot accept any liability for this third-party content. The respective provider or operator of the linked pages is always responsible for their content.',
          'The linked pages were checked for possible legal infringements at the time the link was set; no unlawful content was recognisable at that time. Permanent monitoring of the content of the linked pages is not reasonable without concrete indications of an infringement. If we become aware of any infringements, we will remove such links without delay.',
        ],
      },
      {
        id: 'copyright',
        heading: 'Copyright',
        body: [
          `The texts, illustrations and videos on this website are the own work of ${company.legalName} and are protected by German copyright law. This also applies to the drawings and depictions of components, moulds and machines and to the documents offered for download.`,
          'Any reproduction, adaptation, distribution or other exploitation beyond the limits of copyright law requires our prior written consent. Downloads and copies of these pages are permitted for private, non-commercial use only.',
          [
            'We are happy to provide texts, illustrations and videos for press coverage; please contact us at ',
            mailLink(company.email),
            '. Should you nevertheless notice a copyright infringement, please let us know. As soon as we become aware of any infringement, we will remove the content concerned without delay.',
          ],
        ],
      },
    ],
  },
});
