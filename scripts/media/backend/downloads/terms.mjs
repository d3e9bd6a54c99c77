// The terms of sale and of purchase in the `downloads` document (kind `legally`).
import { loadProjectModule } from '../../project-module.mjs';
import { city, company } from '../company.mjs';
import { at } from '../dates.mjs';

const { conditions } = await loadProjectModule('content/legal/conditions.ts');

/**
 * The terms of sale as the conditions page shows them (content/legal/conditions.ts), as PDF blocks.
 * The PDF writer has no glyph for the registered sign, so `Incoterms® 2020` reads `Incoterms 2020` there.
 */
function legalTextBlocks(legalText) {
  const partText = (part) => (typeof part === 'string' ? part : 'text' in part ? part.text : part.strong);
  const paragraphText = (paragraph) => (typeof paragraph === 'string' ? paragraph : paragraph.map(partText).join('')).replaceAll('®', '');
  const blockTexts = (block) => {
    if (typeof block === 'string' || Array.isArray(block)) return [paragraphText(block)];
    if ('list' in block) return block.list.map((item) => `– ${paragraphText(item)}`);
    if ('lines' in block) return [block.lines.map(paragraphText).join(', ')];
    return block.terms.map(({ term, description }) => `${term}: ${paragraphText(description)}`);
  };
  return legalText.sections.flatMap((section) => [
    { heading: section.heading, paragraphs: section.body.flatMap(blockTexts) },
    ...(section.subsections ?? []).map((sub) => ({ heading: sub.heading, paragraphs: sub.body.flatMap(blockTexts) })),
  ]);
}

export const terms = [
  {
    key: 'terms-of-sale-and-delivery',
    kind: 'legally',
    publishedAt: at('2026-11-02'),
    de: {
      title: 'Allgemeine Verkaufs- und Lieferbedingungen',
      description: `Die Bedingungen, die für unsere Angebote, Lieferungen und Leistungen gegenüber Unternehmern gelten (${conditions.de.version}).`,
      file: 'allgemeine-verkaufs-und-lieferbedingungen-de.pdf',
      pdf: {
        title: 'Allgemeine Verkaufs- und Lieferbedingungen',
        subtitle: `${company.legalName} · ${conditions.de.version}`,
        blocks: legalTextBlocks(conditions.de),
      },
    },
    en: {
      title: 'General terms and conditions of sale and delivery',
      description: `The terms that apply to our quotations, deliveries and services to business customers (${conditions.en.version.toLowerCase()}).`,
      file: 'general-terms-of-sale-and-delivery-en.pdf',
      pdf: {
        title: 'General terms and conditions of sale and delivery',
        subtitle: `${company.legalName} · ${conditions.en.version}`,
        blocks: legalTextBlocks(conditions.en),
      },
    },
  },
  {
    key: 'terms-of-purchase',
    kind: 'legally',
    publishedAt: at('2025-01-15'),
    de: {
      title: 'Allgemeine Einkaufsbedingungen',
      description: 'Die Bedingungen, zu denen wir Material, Komponenten, Werkzeuge und Dienstleistungen bei unseren Lieferanten bestellen (Stand: Januar 2025).',
      file: 'allgemeine-einkaufsbedingungen-de.pdf',
      pdf: {
        title: 'Allgemeine Einkaufsbedingungen',
        subtitle: `${company.legalName} · Stand: Januar 2025`,
        blocks: [
          {
            heading: '§ 1 Geltungsbereich',
            paragraphs: [
              `(1) Diese Einkaufsbedingungen gelten für alle Bestellungen von Waren, Werkzeugen und Dienstleistungen der ${company.legalName} („wir“) bei ihren Lieferanten. Sie gelten nur gegenüber Unternehmern im Sinne von § 14 BGB.`,
              '(2) Abweichende oder ergänzende Bedingungen des Lieferanten werden nicht Vertragsbestandteil, auch wenn wir ihnen nicht ausdrücklich widersprechen oder Lieferungen vorbehaltlos annehmen. Rahmen- und Qualitätssicherungsvereinbarungen haben Vorrang vor diesen Bedingungen.',
            ],
          },
          {
            heading: '§ 2 Bestellungen',
            paragraphs: [
              '(1) Bestellungen und ihre Änderungen sind nur verbindlich, wenn wir sie in Textform erteilt haben. Der Lieferant bestätigt jede Bestellung innerhalb von fünf Arbeitstagen mit Preis und verbindlichem Liefertermin.',
              '(2) Wir können Änderungen des Liefergegenstands verlangen, soweit sie für den Lieferanten zumutbar sind. Auswirkungen auf Preise und Termine sind einvernehmlich zu regeln.',
            ],
          },
          {
            heading: '§ 3 Preise und Zahlung',
            paragraphs: [
              `(1) Die vereinbarten Preise sind Festpreise und gelten geliefert verzollt an unser Werk in ${city} (DDP, Incoterms 2020) einschließlich Verpackung, sofern nichts anderes vereinbart ist.`,
              '(2) Rechnungen müssen unsere Bestellnummer und die Lieferscheinnummer tragen. Wir zahlen innerhalb von 14 Tagen mit 3 % Skonto oder innerhalb von 60 Tagen netto, jeweils nach Eingang der vertragsgemäßen Ware und einer ordnungsgemäßen Rechnung.',
            ],
          },
          {
            heading: '§ 4 Liefertermine und Verzug',
            paragraphs: [
              '(1) Vereinbarte Liefertermine sind verbindlich; maßgeblich ist der Eingang der Ware in unserem Werk. Zeichnet sich eine Verzögerung ab, informiert uns der Lieferant unverzüglich unter Angabe der Gründe und der voraussichtlichen Dauer.',
              '(2) Vorzeitige Lieferungen und Teillieferungen nehmen wir nur nach vorheriger Absprache an. Bei Lieferverzug stehen uns die gesetzlichen Ansprüche zu.',
            ],
          },
          {
            heading: '§ 5 Lieferung, Verpackung und Gefahrübergang',
            paragraphs: [
              '(1) Jeder Lieferung liegt ein Lieferschein mit Bestellnummer, Artikelnummer, Menge und Chargennummer bei. Für Anlieferung, Kennzeichnung und Verpackung gilt unsere Liefer- und Verpackungsrichtlinie in ihrer jeweils aktuellen Fassung.',
              '(2) Die Gefahr geht mit der Übergabe der Ware an unserem Werk auf uns über.',
            ],
          },
          {
            heading: '§ 6 Qualität und Änderungen',
            paragraphs: [
              '(1) Der Lieferant unterhält ein Qualitätsmanagementsystem, das mindestens den Anforderungen der ISO 9001 entspricht, und liefert zu jeder Charge von Rohstoffen ein Prüfzeugnis.',
              '(2) Für Werkstoffe und Teile, die mit Lebensmitteln in Berührung kommen, liefert der Lieferant eine Konformitätserklärung nach Verordnung (EU) Nr. 10/2011; für Medizinprodukte gelten die Anforderungen der jeweiligen Qualitätssicherungsvereinbarung.',
              '(3) Änderungen an Werkstoff, Rezeptur, Herstellverfahren, Vorlieferanten oder Produktionsstandort teilt uns der Lieferant rechtzeitig vorab mit; sie bedürfen unserer Zustimmung in Textform.',
            ],
          },
          {
            heading: '§ 7 Wareneingangsprüfung und Mängelansprüche',
            paragraphs: [
              '(1) Wir prüfen die Ware bei Eingang nur auf Identität, Menge und äußerlich erkennbare Transportschäden. Solche Mängel rügen wir innerhalb von zehn Arbeitstagen nach Eingang, verdeckte Mängel innerhalb von zehn Arbeitstagen nach ihrer Entdeckung.',
              '(2) Uns stehen die gesetzlichen Mängelansprüche ungekürzt zu. Die Verjährungsfrist für Mängelansprüche beträgt 36 Monate ab Gefahrübergang, soweit das Gesetz keine längere Frist vorsieht.',
            ],
          },
          {
            heading: '§ 8 Werkzeuge, Beistellungen und Unterlagen',
            paragraphs: [
              '(1) Werkzeuge, die wir bezahlen, gehen mit ihrer Herstellung in unser Eigentum über. Der Lieferant kennzeichnet sie als unser Eigentum, verwahrt, wartet und versichert sie auf eigene Kosten und verwendet sie ausschließlich für unsere Bestellungen.',
              '(2) Zeichnungen, Muster und beigestelltes Material bleiben unser Eigentum und dürfen nur für die Ausführung unserer Bestellungen verwendet werden.',
            ],
          },
          {
            heading: '§ 9 Geheimhaltung',
            paragraphs: [
              'Der Lieferant behandelt alle Informationen, die er im Rahmen der Zusammenarbeit erhält, vertraulich und macht sie Dritten nicht zugänglich. Die Pflicht besteht auch nach Ende der Geschäftsbeziehung fort.',
            ],
          },
          {
            heading: '§ 10 Verantwortung in der Lieferkette',
            paragraphs: [
              `Der Lieferant hält die geltenden Gesetze ein, insbesondere zu Mindestlohn, Arbeitsschutz, Umweltschutz und Korruptionsbekämpfung, und duldet weder Kinder- noch Zwangsarbeit. Er verpflichtet seine Vorlieferanten entsprechend. Hinweise auf Verstöße können über unser Hinweisgebersystem gegeben werden: ${company.whistleblowerSystemUrl}`,
            ],
          },
          {
            heading: '§ 11 Datenschutz',
            paragraphs: [
              'Personenbezogene Daten der Ansprechpartner des Lieferanten verarbeiten wir nach Maßgabe unserer Datenschutzinformation für Kunden, Lieferanten und Geschäftspartner, die im Downloadbereich unserer Website bereitsteht.',
            ],
          },
          {
            heading: '§ 12 Erfüllungsort, Gerichtsstand und anwendbares Recht',
            paragraphs: [
              `(1) Erfüllungsort für Lieferungen und Leistungen ist unser Werk in ${city}. Ausschließlicher Gerichtsstand ist das für unseren Sitz in ${city} zuständige Gericht; wir können den Lieferanten auch an seinem allgemeinen Gerichtsstand verklagen.`,
              '(2) Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts (CISG).',
            ],
          },
        ],
      },
    },
    en: {
      title: 'General terms and conditions of purchase',
      description: 'The terms on which we order materials, components, moulds and services from our suppliers (version: January 2025).',
      file: 'general-terms-of-purchase-en.pdf',
      pdf: {
        title: 'General terms and conditions of purchase',
        subtitle: `${company.legalName} · Version: January 2025`,
        blocks: [
          {
            paragraphs: ['This is a translation for information. Only the German version is legally binding.'],
          },
          {
            heading: '§ 1 Scope',
            paragraphs: [
              `(1) These terms of purchase apply to all orders for goods, moulds and services placed by ${company.legalName} (“we”) with its suppliers. They apply only to entrepreneurs within the meaning of Section 14 of the German Civil Code (BGB).`,
              '(2) Deviating or supplementary terms of the supplier do not become part of the contract, even if we do not expressly object to them or accept deliveries without reservation. Framework and quality assurance agreements take precedence over these terms.',
            ],
          },
          {
            heading: '§ 2 Orders',
            paragraphs: [
              '(1) Orders and changes to them are only binding if we have placed them in text form. The supplier confirms every order within five working days, stating the price and a binding delivery date.',
              '(2) We may request changes to the delivery item insofar as they are reasonable for the supplier. Effects on prices and dates are to be settled by mutual agreement.',
            ],
          },
          {
            heading: '§ 3 Prices and payment',
            paragraphs: [
              `(1) The agreed prices are fixed prices and apply delivered duty paid to our plant in ${city} (DDP, Incoterms 2020), including packaging, unless otherwise agreed.`,
              '(2) Invoices must state our order number and the delivery note number. We pay within 14 days less a 3 % discount or within 60 days net, in each case after receipt of goods in conformity with the contract and of a proper invoice.',
            ],
          },
          {
            heading: '§ 4 Delivery dates and delay',
            paragraphs: [
              '(1) Agreed delivery dates are binding; the receipt of the goods at our plant is decisive. If a delay becomes apparent, the supplier informs us without delay, stating the reasons and the expected duration.',
              '(2) We only accept early and partial deliveries by prior arrangement. In the event of late delivery, we are entitled to the statutory claims.',
            ],
          },
          {
            heading: '§ 5 Delivery, packaging and transfer of risk',
            paragraphs: [
              '(1) Every delivery is accompanied by a delivery note stating the order number, item number, quantity and batch number. Our delivery and packaging guideline in its current version applies to delivery, labelling and packaging.',
              '(2) The risk passes to us on handover of the goods at our plant.',
            ],
          },
          {
            heading: '§ 6 Quality and changes',
            paragraphs: [
              '(1) The supplier maintains a quality management system that meets at least the requirements of ISO 9001 and supplies an inspection certificate with every batch of raw material.',
              '(2) For materials and parts that come into contact with food, the supplier provides a declaration of compliance under Regulation (EU) No 10/2011; for medical devices, the requirements of the relevant quality assurance agreement apply.',
              '(3) The supplier notifies us in good time in advance of any change to material, formulation, manufacturing process, sub-suppliers or production site; such changes require our consent in text form.',
            ],
          },
          {
            heading: '§ 7 Incoming goods inspection and claims for defects',
            paragraphs: [
              '(1) On receipt, we only inspect the goods for identity, quantity and externally visible transport damage. We give notice of such defects within ten working days of receipt, and of hidden defects within ten working days of their discovery.',
              '(2) We are entitled to the statutory claims for defects without restriction. The limitation period for claims for defects is 36 months from the transfer of risk, unless the law provides for a longer period.',
            ],
          },
          {
            heading: '§ 8 Moulds, materials provided and documents',
            paragraphs: [
              '(1) Moulds that we pay for become our property when they are made. The supplier marks them as our property, keeps, maintains and insures them at its own expense and uses them exclusively for our orders.',
              '(2) Drawings, samples and materials we provide remain our property and may only be used to carry out our orders.',
            ],
          },
          {
            heading: '§ 9 Confidentiality',
            paragraphs: [
              'The supplier treats all information it receives in the course of our cooperation as confidential and does not make it accessible to third parties. This obligation continues after the business relationship has ended.',
            ],
          },
          {
            heading: '§ 10 Responsibility in the supply chain',
            paragraphs: [
              `The supplier complies with the applicable laws, in particular on minimum wages, occupational safety, environmental protection and the fight against corruption, and tolerates neither child nor forced labour. It obliges its sub-suppliers accordingly. Violations can be reported through our whistleblowing system: ${company.whistleblowerSystemUrl}`,
            ],
          },
          {
            heading: '§ 11 Data protection',
            paragraphs: [
              'We process personal data of the supplier’s contact persons in accordance with our privacy information for customers, suppliers and business partners, which is available in the downloads section of our website.',
            ],
          },
          {
            heading: '§ 12 Place of performance, jurisdiction and applicable law',
            paragraphs: [
              `(1) The place of performance for deliveries and services is our plant in ${city}. The exclusive place of jurisdiction is the court responsible for our registered office in ${city}; we may also sue the supplier at its general place of jurisdiction.`,
              '(2) The law of the Federal Republic of Germany applies, excluding the UN Convention on Contracts for the International Sale of Goods (CISG).',
            ],
          },
        ],
      },
    },
  },
];
