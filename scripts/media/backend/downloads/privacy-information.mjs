// The privacy information under Articles 13 and 14 GDPR in the `downloads` document (kind `miscellaneous`).
import { company, postal } from '../company.mjs';
import { at } from '../dates.mjs';

export const privacyInformation = [
  {
    key: 'privacy-information-business-partners',
    kind: 'miscellaneous',
    publishedAt: at('2026-01-12'),
    de: {
      title: 'Datenschutzinformation für Kunden, Lieferanten und Geschäftspartner',
      description: 'Unsere Informationen nach Art. 13 und 14 DSGVO: welche Daten wir von Ansprechpartnern unserer Kunden, Lieferanten und Geschäftspartner verarbeiten, wozu und wie lange, und welche Rechte Sie haben.',
      file: 'datenschutzinformation-kunden-lieferanten-de.pdf',
      pdf: {
        title: 'Datenschutzinformation für Kunden, Lieferanten und Geschäftspartner',
        subtitle: 'Informationen nach Art. 13 und 14 DSGVO · Stand: Januar 2026',
        blocks: [
          {
            heading: '1. Verantwortlicher',
            paragraphs: [
              `${postal.de}, Telefon ${company.phone}, E-Mail ${company.email}, vertreten durch die Geschäftsführung (${company.managingDirectors.join(' und ')}).`,
            ],
          },
          {
            heading: '2. Ansprechpartner für den Datenschutz',
            paragraphs: [`Für alle Fragen zum Datenschutz erreichen Sie unsere Datenschutzkoordination unter ${company.privacyEmail} oder per Post unter der oben genannten Anschrift mit dem Zusatz „Datenschutz“.`],
          },
          {
            heading: '3. Welche Daten wir verarbeiten und woher sie stammen',
            paragraphs: [
              'Wir verarbeiten Kontaktdaten von Ansprechpartnern (Name, Funktion, Unternehmen, Telefonnummer, E-Mail-Adresse), den Inhalt unserer Korrespondenz, Angebots-, Bestell-, Liefer- und Rechnungsdaten sowie bei Einzelunternehmen Bank- und Steuerdaten.',
              'Die Daten erhalten wir in der Regel von Ihnen selbst. Nennt uns Ihr Arbeitgeber Sie als Ansprechpartner oder übernehmen wir Kontaktdaten aus öffentlich zugänglichen Quellen wie Handelsregister, Firmenwebsites oder Messekatalogen, informieren wir Sie mit diesem Dokument nach Art. 14 DSGVO.',
            ],
          },
          {
            heading: '4. Zwecke und Rechtsgrundlagen',
            paragraphs: [
              'Anbahnung, Durchführung und Abwicklung von Verträgen, etwa Angebote, Bestellungen, Lieferungen, Reklamationen und Zahlungen (Art. 6 Abs. 1 lit. b DSGVO, soweit Sie selbst Vertragspartner sind, sonst lit. f).',
              'Erfüllung gesetzlicher Pflichten, insbesondere handels- und steuerrechtlicher Aufbewahrungspflichten sowie Exportkontroll- und Zollvorschriften (Art. 6 Abs. 1 lit. c DSGVO).',
              'Wahrung unserer berechtigten Interessen an der Kommunikation mit Ansprechpartnern unserer Geschäftspartner, an der Pflege der Geschäftsbeziehung, an Lieferantenbewertungen und an der Geltendmachung oder Abwehr von Ansprüchen (Art. 6 Abs. 1 lit. f DSGVO).',
            ],
          },
          {
            heading: '5. Empfänger',
            paragraphs: [
              'Innerhalb unseres Unternehmens erhalten nur die Stellen Zugriff, die die Daten für ihre Aufgaben benötigen. Extern übermitteln wir Daten, soweit erforderlich, an Speditionen und Paketdienste, Banken, Steuerberater und Wirtschaftsprüfer sowie an Behörden im Rahmen gesetzlicher Pflichten. IT-Dienstleister mit Sitz in Deutschland unterstützen uns als Auftragsverarbeiter nach Art. 28 DSGVO.',
            ],
          },
          {
            heading: '6. Übermittlung in Drittländer',
            paragraphs: [
              'Wir beliefern Kunden auf drei Kontinenten. Liegt Ihr Unternehmen außerhalb der EU und des EWR, übermitteln wir die für die Vertragsabwicklung nötigen Daten dorthin – auf Grundlage eines Angemessenheitsbeschlusses der EU-Kommission, von Standardvertragsklauseln oder, soweit für die Erfüllung des Vertrags erforderlich, nach Art. 49 Abs. 1 lit. b und c DSGVO.',
            ],
          },
          {
            heading: '7. Speicherdauer',
            paragraphs: [
              'Wir speichern die Daten für die Dauer der Geschäftsbeziehung. Danach löschen wir sie, soweit keine gesetzlichen Aufbewahrungspflichten bestehen; Handelsbriefe bewahren wir sechs Jahre, Buchungsbelege acht und Jahresabschlüsse zehn Jahre auf. Kontaktdaten aus Anfragen, die nicht zu einem Vertrag führen, löschen wir spätestens drei Jahre nach dem letzten Kontakt.',
            ],
          },
          {
            heading: '8. Ihre Rechte',
            paragraphs: [
              'Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der Verarbeitung (Art. 18) und Datenübertragbarkeit (Art. 20). Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO), für uns zuständig ist der Hessische Beauftragte für Datenschutz und Informationsfreiheit, Gustav-Stresemann-Ring 1, 65189 Wiesbaden.',
              'Widerspruchsrecht: Verarbeiten wir Ihre Daten auf Grundlage berechtigter Interessen (Art. 6 Abs. 1 lit. f DSGVO), können Sie aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit widersprechen (Art. 21 DSGVO).',
            ],
          },
          {
            heading: '9. Pflicht zur Bereitstellung und automatisierte Entscheidungen',
            paragraphs: [
              'Ohne die Kontaktdaten der zuständigen Ansprechpartner können wir Verträge nicht abschließen und abwickeln. Eine automatisierte Entscheidungsfindung einschließlich Profiling nach Art. 22 DSGVO findet nicht statt.',
            ],
          },
        ],
      },
    },
    en: {
      title: 'Privacy information for customers, suppliers and business partners',
      description: 'Our information under Articles 13 and 14 GDPR: which data we process about contact persons at our customers, suppliers and business partners, for what purpose and for how long, and what rights you have.',
      file: 'privacy-information-customers-suppliers-en.pdf',
      pdf: {
        title: 'Privacy information for customers, suppliers and business partners',
        subtitle: 'Information under Articles 13 and 14 GDPR · Version: January 2026',
        blocks: [
          {
            heading: '1. Controller',
            paragraphs: [
              `${postal.en}, phone ${company.phone}, e-mail ${company.email}, represented by the management (${company.managingDirectors.join(' and ')}).`,
            ],
          },
          {
            heading: '2. Data protection contact',
            paragraphs: [`For all questions about data protection, you can reach our data protection coordinator at ${company.privacyEmail} or by post at the address above, marked “Data protection”.`],
          },
          {
            heading: '3. Which data we process and where it comes from',
            paragraphs: [
              'We process the contact details of contact persons (name, position, company, telephone number, e-mail address), the content of our correspondence, quotation, order, delivery and invoice data and, for sole traders, bank and tax details.',
              'As a rule, we receive the data from you. If your employer names you as a contact person or if we take contact details from publicly available sources such as the commercial register, company websites or trade fair catalogues, this document informs you under Article 14 GDPR.',
            ],
          },
          {
            heading: '4. Purposes and legal bases',
            paragraphs: [
              'Initiating, performing and handling contracts, such as quotations, orders, deliveries, complaints and payments (Art. 6(1)(b) GDPR where you are our contractual partner yourself, otherwise Art. 6(1)(f) GDPR).',
              'Complying with legal obligations, in particular retention obligations under commercial and tax law and export control and customs regulations (Art. 6(1)(c) GDPR).',
              'Protecting our legitimate interests in communicating with contact persons at our business partners, maintaining the business relationship, evaluating suppliers and asserting or defending legal claims (Art. 6(1)(f) GDPR).',
            ],
          },
          {
            heading: '5. Recipients',
            paragraphs: [
              'Within our company, only the departments that need the data for their tasks have access to it. Externally, we transfer data where necessary to forwarding agents and parcel services, banks, tax advisers and auditors, and to authorities within the scope of legal obligations. IT service providers based in Germany support us as processors under Article 28 GDPR.',
            ],
          },
          {
            heading: '6. Transfers to third countries',
            paragraphs: [
              'We supply customers on three continents. If your company is located outside the EU and the EEA, we transfer the data needed to handle the contract there – on the basis of an adequacy decision of the European Commission, of standard contractual clauses or, where necessary for the performance of the contract, under Art. 49(1)(b) and (c) GDPR.',
            ],
          },
          {
            heading: '7. Retention period',
            paragraphs: [
              'We store the data for the duration of the business relationship. After that, we delete it unless there are statutory retention obligations; we keep business letters for six years, accounting vouchers for eight and annual financial statements for ten years. We delete contact details from enquiries that do not lead to a contract no later than three years after the last contact.',
            ],
          },
          {
            heading: '8. Your rights',
            paragraphs: [
              'You have the right of access (Art. 15 GDPR), rectification (Art. 16), erasure (Art. 17), restriction of processing (Art. 18) and data portability (Art. 20). You can lodge a complaint with a data protection supervisory authority (Art. 77 GDPR); the authority responsible for us is the Hessian Commissioner for Data Protection and Freedom of Information, Gustav-Stresemann-Ring 1, 65189 Wiesbaden, Germany.',
              'Right to object: where we process your data on the basis of legitimate interests (Art. 6(1)(f) GDPR), you may object at any time on grounds relating to your particular situation (Art. 21 GDPR).',
            ],
          },
          {
            heading: '9. Obligation to provide data and automated decisions',
            paragraphs: [
              'Without the contact details of the responsible contact persons, we cannot conclude and handle contracts. There is no automated decision-making, including profiling, under Article 22 GDPR.',
            ],
          },
        ],
      },
    },
  },
  {
    key: 'privacy-information-applicants',
    kind: 'miscellaneous',
    publishedAt: at('2026-01-12', '09:05'),
    de: {
      title: 'Datenschutzinformation für Bewerberinnen und Bewerber',
      description: 'Unsere Informationen nach Art. 13 DSGVO zum Bewerbungsverfahren: welche Daten wir verarbeiten, wer sie sieht und wann wir sie löschen.',
      file: 'datenschutzinformation-bewerber-de.pdf',
      pdf: {
        title: 'Datenschutzinformation für Bewerberinnen und Bewerber',
        subtitle: 'Informationen nach Art. 13 DSGVO · Stand: Januar 2026',
        blocks: [
          {
            heading: '1. Verantwortlicher und Kontakt',
            paragraphs: [`${postal.de}, Telefon ${company.phone}. Fragen zum Datenschutz richten Sie bitte an ${company.privacyEmail}.`],
          },
          {
            heading: '2. So bewerben Sie sich',
            paragraphs: [
              `Bewerbungen auf eine ausgeschriebene Stelle, einen Ausbildungsplatz oder initiativ nehmen wir ausschließlich per E-Mail an ${company.applicationsEmail} entgegen. Bitte senden Sie Ihre Unterlagen ausschließlich als PDF-Dateien. Aus Sicherheitsgründen öffnen wir keine anderen Formate: Gezippte oder anderweitig komprimierte Dateien sowie Dateien in anderen Formaten werden ungeöffnet gelöscht.`,
            ],
          },
          {
            heading: '3. Welche Daten wir verarbeiten',
            paragraphs: [
              'Ihre Kontaktdaten, Anschreiben, Lebenslauf, Zeugnisse und Nachweise sowie alle weiteren Angaben, die Sie uns mitteilen, und unsere Notizen aus Vorstellungsgesprächen. Besondere Kategorien personenbezogener Daten, etwa Angaben zu einer Schwerbehinderung, verarbeiten wir nur, wenn Sie sie uns freiwillig mitteilen und soweit dies für das Verfahren erforderlich ist (Art. 9 Abs. 2 lit. b DSGVO in Verbindung mit § 26 Abs. 3 BDSG).',
            ],
          },
          {
            heading: '4. Zweck und Rechtsgrundlage',
            paragraphs: [
              'Wir verarbeiten Ihre Daten, um das Bewerbungsverfahren durchzuführen und über die Begründung eines Beschäftigungs- oder Ausbildungsverhältnisses zu entscheiden. Rechtsgrundlage ist § 26 Abs. 1 BDSG in Verbindung mit Art. 88 DSGVO sowie Art. 6 Abs. 1 lit. b DSGVO.',
            ],
          },
          {
            heading: '5. Wer Ihre Daten sieht',
            paragraphs: [
              'Ausschließlich die am Verfahren beteiligten Personen: die Personalabteilung, die Führungskräfte der Fachabteilung und, soweit gesetzlich vorgesehen, der Betriebsrat. An Dritte außerhalb unseres Unternehmens geben wir Ihre Bewerbung nicht weiter; eine Übermittlung in Drittländer findet nicht statt.',
            ],
          },
          {
            heading: '6. Wann wir Ihre Daten löschen',
            paragraphs: [
              'Kommt es nicht zu einer Einstellung, löschen wir Ihre Unterlagen 6 Monate nach Abschluss des Bewerbungsverfahrens, damit wir auf etwaige Ansprüche nach dem Allgemeinen Gleichbehandlungsgesetz reagieren können (Art. 6 Abs. 1 lit. f DSGVO). Länger bewahren wir sie nur auf, wenn Sie eingewilligt haben, dass wir sie für künftige Stellen berücksichtigen (Art. 6 Abs. 1 lit. a DSGVO); diese Einwilligung können Sie jederzeit widerrufen. Stellen wir Sie ein, nehmen wir Ihre Unterlagen in Ihre Personalakte auf.',
            ],
          },
          {
            heading: '7. Ihre Rechte',
            paragraphs: [
              'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung und Datenübertragbarkeit (Art. 15 bis 18 und 20 DSGVO) sowie das Recht, sich bei einer Aufsichtsbehörde zu beschweren (Art. 77 DSGVO), etwa beim Hessischen Beauftragten für Datenschutz und Informationsfreiheit. Verarbeitungen auf Grundlage berechtigter Interessen können Sie aus Gründen Ihrer besonderen Situation widersprechen (Art. 21 DSGVO).',
            ],
          },
          {
            heading: '8. Pflicht zur Bereitstellung und automatisierte Entscheidungen',
            paragraphs: [
              'Sie sind nicht verpflichtet, uns Daten bereitzustellen; ohne Ihre Unterlagen können wir Ihre Bewerbung jedoch nicht berücksichtigen. Über Bewerbungen entscheiden immer Menschen; eine automatisierte Entscheidungsfindung nach Art. 22 DSGVO findet nicht statt.',
            ],
          },
        ],
      },
    },
    en: {
      title: 'Privacy information for applicants',
      description: 'Our information under Article 13 GDPR on the application process: which data we process, who sees it and when we delete it.',
      file: 'privacy-information-applicants-en.pdf',
      pdf: {
        title: 'Privacy information for applicants',
        subtitle: 'Information under Article 13 GDPR · Version: January 2026',
        blocks: [
          {
            heading: '1. Controller and contact',
            paragraphs: [`${postal.en}, phone ${company.phone}. Please send questions about data protection to ${company.privacyEmail}.`],
          },
          {
            heading: '2. How to apply',
            paragraphs: [
              `We accept applications for an advertised position, an apprenticeship or speculative applications only by e-mail to ${company.applicationsEmail}. Please send your documents only as PDF files. For security reasons, we do not open any other formats: zipped or otherwise compressed files and files in other formats are deleted unopened.`,
            ],
          },
          {
            heading: '3. Which data we process',
            paragraphs: [
              'Your contact details, cover letter, CV, references and certificates, any other information you give us, and our notes from interviews. We only process special categories of personal data, such as information about a severe disability, if you provide it voluntarily and insofar as it is necessary for the process (Art. 9(2)(b) GDPR in conjunction with Section 26(3) BDSG).',
            ],
          },
          {
            heading: '4. Purpose and legal basis',
            paragraphs: [
              'We process your data to carry out the application process and to decide whether to enter into an employment or training relationship. The legal basis is Section 26(1) BDSG in conjunction with Article 88 GDPR and Art. 6(1)(b) GDPR.',
            ],
          },
          {
            heading: '5. Who sees your data',
            paragraphs: [
              'Only the people involved in the process: the human resources department, the managers of the department concerned and, where provided for by law, the works council. We do not pass your application on to third parties outside our company; there is no transfer to third countries.',
            ],
          },
          {
            heading: '6. When we delete your data',
            paragraphs: [
              'If you are not hired, we delete your documents 6 months after the end of the application process, so that we can respond to any claims under the General Equal Treatment Act (Art. 6(1)(f) GDPR). We only keep them longer if you have consented to our considering them for future positions (Art. 6(1)(a) GDPR); you can withdraw this consent at any time. If we hire you, your documents become part of your personnel file.',
            ],
          },
          {
            heading: '7. Your rights',
            paragraphs: [
              'You have the right of access, rectification, erasure, restriction of processing and data portability (Articles 15 to 18 and 20 GDPR) and the right to lodge a complaint with a supervisory authority (Article 77 GDPR), for example the Hessian Commissioner for Data Protection and Freedom of Information. You may object to processing based on legitimate interests on grounds relating to your particular situation (Article 21 GDPR).',
            ],
          },
          {
            heading: '8. Obligation to provide data and automated decisions',
            paragraphs: [
              'You are not obliged to provide us with any data; without your documents, however, we cannot consider your application. Decisions on applications are always made by people; there is no automated decision-making under Article 22 GDPR.',
            ],
          },
        ],
      },
    },
  },
];
