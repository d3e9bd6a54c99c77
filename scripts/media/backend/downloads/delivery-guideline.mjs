// The delivery and packaging guideline for suppliers in the `downloads` document (kind `miscellaneous`).
import { company, contactLine, postal } from '../company.mjs';
import { at } from '../dates.mjs';

export const deliveryGuidelines = [
  {
    key: 'delivery-and-packaging-guideline',
    kind: 'miscellaneous',
    publishedAt: at('2025-06-02'),
    de: {
      title: 'Liefer- und Verpackungsrichtlinie für Lieferanten',
      description: 'Anlieferzeiten, Lieferpapiere, Kennzeichnung, Verpackung und Ladungssicherung: was wir von Lieferungen an unser Werk erwarten.',
      file: 'liefer-und-verpackungsrichtlinie-de.pdf',
      pdf: {
        title: 'Liefer- und Verpackungsrichtlinie für Lieferanten',
        subtitle: `${company.legalName} · Stand: Juni 2025`,
        blocks: [
          {
            heading: '1. Zweck',
            paragraphs: [
              'Diese Richtlinie beschreibt, wie Rohstoffe, Komponenten und Verpackungsmaterial an unser Werk geliefert werden. Sie ist Bestandteil unserer Allgemeinen Einkaufsbedingungen und sorgt dafür, dass Ware schnell, sicher und rückverfolgbar in die Fertigung gelangt.',
            ],
          },
          {
            heading: '2. Anlieferung',
            paragraphs: [
              `Anlieferadresse: ${postal.de}, Wareneingang. Anlieferzeiten: Montag bis Freitag von 6:00 bis 14:00 Uhr. Lieferungen außerhalb dieser Zeiten und Lieferungen von mehr als zwei Paletten melden Sie bitte mindestens einen Arbeitstag vorher beim Wareneingang an.`,
            ],
          },
          {
            heading: '3. Lieferpapiere',
            paragraphs: [
              'Jeder Lieferung liegt ein Lieferschein bei mit Bestellnummer, unserer Artikelnummer, Menge mit Mengeneinheit, Chargen- oder Losnummer und Anzahl der Packstücke. Zu jeder Charge von Kunststoffgranulat und Farbkonzentrat gehört ein Prüfzeugnis; für Werkstoffe mit Lebensmittelkontakt zusätzlich die aktuelle Konformitätserklärung nach Verordnung (EU) Nr. 10/2011.',
            ],
          },
          {
            heading: '4. Kennzeichnung',
            paragraphs: [
              'Jedes Packstück trägt ein gut lesbares Etikett mit Lieferant, Artikelbezeichnung, unserer Artikelnummer, Menge, Chargennummer und Herstelldatum, möglichst zusätzlich als Barcode. Sind auf einer Palette mehrere Chargen, ist jede Charge getrennt gestapelt und gekennzeichnet.',
            ],
          },
          {
            heading: '5. Verpackung',
            paragraphs: [
              'Granulat liefern Sie in Säcken zu 25 kg auf Palette oder in Oktabins mit Innensack; die Verpackung muss das Material vor Feuchtigkeit und Verschmutzung schützen. Komponenten für die Montage liefern Sie in den vereinbarten Mehrwegbehältern oder in sauberen Kartons ohne lose Füllstoffe.',
              'Bitte verwenden Sie sortenreine, recyclingfähige Verpackungen, keine Verpackungen aus PVC und so wenig Verpackung wie möglich. Mehrwegbehälter und Paletten tauschen wir bei der Anlieferung.',
              'Für Teile und Material, die in unsere Reinraumfertigung gehen, gelten zusätzlich die Anforderungen der jeweiligen Qualitätssicherungsvereinbarung, etwa doppelte Beutel und kartonfreie Innenverpackung.',
            ],
          },
          {
            heading: '6. Paletten und Ladungssicherung',
            paragraphs: [
              'Wir nehmen tauschfähige Europaletten (1.200 mm x 800 mm) an. Die Ladehöhe einschließlich Palette beträgt höchstens 1.800 mm, das Gewicht höchstens 1.000 kg je Palette. Die Ladung ist mit Stretchfolie oder Umreifung so gesichert, dass sie beim Entladen mit dem Gabelstapler nicht verrutscht.',
            ],
          },
          {
            heading: '7. Abweichungen',
            paragraphs: [
              'Lieferungen, die dieser Richtlinie nicht entsprechen, können wir zurückweisen oder unter Vorbehalt annehmen; den Mehraufwand stellen wir in Rechnung. Fragen zur Richtlinie beantwortet unser Einkauf gern: ' + contactLine.de,
            ],
          },
        ],
      },
    },
    en: {
      title: 'Delivery and packaging guideline for suppliers',
      description: 'Delivery times, delivery documents, labelling, packaging and load securing: what we expect from deliveries to our plant.',
      file: 'delivery-and-packaging-guideline-en.pdf',
      pdf: {
        title: 'Delivery and packaging guideline for suppliers',
        subtitle: `${company.legalName} · Version: June 2025`,
        blocks: [
          {
            heading: '1. Purpose',
            paragraphs: [
              'This guideline describes how raw materials, components and packaging material are delivered to our plant. It forms part of our general terms and conditions of purchase and ensures that goods reach production quickly, safely and traceably.',
            ],
          },
          {
            heading: '2. Delivery',
            paragraphs: [
              `Delivery address: ${postal.en}, goods receipt. Delivery times: Monday to Friday from 6:00 a.m. to 2:00 p.m. Please announce deliveries outside these times and deliveries of more than two pallets to goods receipt at least one working day in advance.`,
            ],
          },
          {
            heading: '3. Delivery documents',
            paragraphs: [
              'Every delivery is accompanied by a delivery note stating the order number, our item number, the quantity with unit, the batch or lot number and the number of packages. Every batch of plastic granules and colour masterbatch comes with an inspection certificate; for materials in contact with food, also the current declaration of compliance under Regulation (EU) No 10/2011.',
            ],
          },
          {
            heading: '4. Labelling',
            paragraphs: [
              'Every package carries a clearly legible label with the supplier, item description, our item number, quantity, batch number and date of manufacture, preferably also as a barcode. If a pallet holds several batches, each batch is stacked and labelled separately.',
            ],
          },
          {
            heading: '5. Packaging',
            paragraphs: [
              'Please deliver granules in 25 kg bags on pallets or in octabins with an inner liner; the packaging must protect the material from moisture and contamination. Deliver components for assembly in the agreed returnable containers or in clean cartons without loose fill.',
              'Please use single-material, recyclable packaging, no PVC packaging and as little packaging as possible. We exchange returnable containers and pallets on delivery.',
              'For parts and materials that go into our cleanroom production, the requirements of the relevant quality assurance agreement apply in addition, such as double bags and carton-free inner packaging.',
            ],
          },
          {
            heading: '6. Pallets and load securing',
            paragraphs: [
              'We accept exchangeable Euro pallets (1,200 mm x 800 mm). The load height including the pallet is no more than 1,800 mm and the weight no more than 1,000 kg per pallet. The load is secured with stretch film or strapping so that it does not shift when unloaded with a forklift.',
            ],
          },
          {
            heading: '7. Deviations',
            paragraphs: [
              'We may reject deliveries that do not comply with this guideline or accept them with reservation; we will invoice the additional work. Our purchasing department will be happy to answer questions about the guideline: ' + contactLine.en,
            ],
          },
        ],
      },
    },
  },
];
