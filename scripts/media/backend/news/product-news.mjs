// The product news of the `news` document (category `product`), each with its product information as a PDF.
// The illustrations are drawn by hand in public/media/news/*.svg; the PDFs are written from `pdf`.
import { contactLine } from '../company.mjs';
import { at } from '../dates.mjs';
import { h2, html, link, p, strong, ul } from '../rich-text.mjs';
import { productInformation } from './press-kit.mjs';

export const productNews = [
  {
    key: 'dosaro-dosing-syringes',
    category: 'product',
    publishedAt: at('2025-05-20'),
    image: 'dosaro-dosing-syringes.svg',
    caseStudy: null,
    de: {
      slug: 'dosaro-dosierspritzen-0-5-bis-5-ml',
      title: 'Dosaro: orale Dosierspritzen jetzt von 0,5 bis 5 ml',
      teaser:
        'Unsere Produktlinie Dosaro umfasst jetzt orale Dosierspritzen in fünf Größen von 0,5 bis 5 ml – mit passenden Flaschenadaptern und Messbechern, gefertigt und verpackt unter Reinraumbedingungen.',
      imageAlt: 'Zeichnung von fünf oralen Dosierspritzen in aufsteigender Größe auf einem Tablett, jede mit Skala, Kolben und teilweise gefüllt; rechts daneben ein Messbecher mit Skala und ein Flaschenadapter.',
      body: html(
        p('Flüssige Arzneimittel wie Säfte und Tropfen müssen genau dosiert werden – besonders bei Kindern. Mit Dosaro bieten wir Arzneimittelherstellern ein Programm oraler Dosierspritzen, das vom kleinsten bis zum größten Volumen aus einer Hand kommt.'),
        h2('Das Programm'),
        ul(
          'Orale Dosierspritzen mit 0,5, 1, 2, 3 und 5 ml Nennvolumen',
          'Gut lesbare, dauerhafte Skalierung, auf Wunsch mit Kolbenstange in Ihrer Farbe',
          'Einpress-Flaschenadapter für gängige Flaschenhälse',
          'Messbecher mit Skala für größere Dosen',
        ),
        h2('Gefertigt unter Reinraumbedingungen'),
        p(`Zylinder und Kolbenstangen fertigen wir unter Reinraumbedingungen in validierten Prozessen, montieren sie automatisiert im selben kontrollierten Umfeld und verpacken sie dort. ${strong('Jede Charge ist dokumentiert und rückverfolgbar.')}`),
        p(`Mehr über unsere Fertigung für die Medizintechnik lesen Sie auf der Seite ${link('de', 'industries.medicine', 'Medizin')}. Muster und Angebote erhalten Sie über unser ${link('de', 'contact', 'Kontaktformular')}.`),
      ),
    },
    en: {
      slug: 'dosaro-dosing-syringes-0-5-to-5-ml',
      title: 'Dosaro: oral dosing syringes now from 0.5 to 5 ml',
      teaser:
        'Our Dosaro product line now includes oral dosing syringes in five sizes from 0.5 to 5 ml – with matching bottle adapters and measuring cups, moulded and packed under cleanroom conditions.',
      imageAlt: 'Drawing of five oral dosing syringes in ascending size on a tray, each with graduation marks and a plunger and partly filled; to the right, a measuring cup with a scale and a bottle adapter.',
      body: html(
        p('Liquid medicines such as syrups and drops must be dosed precisely – especially for children. With Dosaro, we offer pharmaceutical manufacturers a range of oral dosing syringes that covers the smallest to the largest volume from a single source.'),
        h2('The range'),
        ul(
          'Oral dosing syringes with nominal volumes of 0.5, 1, 2, 3 and 5 ml',
          'Clear, durable graduation, with a plunger rod in your colour on request',
          'Press-in bottle adapters for common bottle necks',
          'Measuring cups with a scale for larger doses',
        ),
        h2('Made under cleanroom conditions'),
        p(`We mould barrels and plunger rods under cleanroom conditions in validated processes, assemble them automatically in the same controlled environment and pack them there. ${strong('Every batch is documented and traceable.')}`),
        p(`Read more about our production for medical technology on the ${link('en', 'industries.medicine', 'Medicine')} page. You can request samples and quotations through our ${link('en', 'contact', 'contact form')}.`),
      ),
    },
    pdf: {
      de: {
        file: 'produktinformation-dosaro-dosierspritzen-de.pdf',
        title: 'Dosaro: orale Dosierspritzen von 0,5 bis 5 ml',
        kind: productInformation,
        blocks: [
          {
            heading: 'Anwendung',
            paragraphs: [
              'Dosaro-Dosierspritzen dienen zum genauen Abmessen und Verabreichen flüssiger Arzneimittel wie Säfte, Suspensionen und Tropfen. Sie werden dem Arzneimittel beigelegt oder mit einem Flaschenadapter auf die Flasche abgestimmt, sodass Patientinnen, Patienten und Eltern die verordnete Menge ohne Umfüllen aufziehen können.',
            ],
          },
          {
            heading: 'Programm',
            paragraphs: [
              'Orale Dosierspritzen mit 0,5 ml, 1 ml, 2 ml, 3 ml und 5 ml Nennvolumen; gut lesbare, dauerhafte Skalierung in der für das Arzneimittel vorgegebenen Teilung; Einpress-Flaschenadapter für gängige Flaschenhälse; Messbecher mit Skala für größere Dosen.',
            ],
          },
          {
            heading: 'Werkstoffe',
            paragraphs: [
              'Zylinder und Kolbenstange aus Polypropylen, Kolbendichtung aus Polyethylen, jeweils in für Medizinprodukte geeigneter Qualität und ohne Latex. Farbe der Kolbenstange und Skalierung passen wir auf Wunsch an Ihr Produkt an.',
            ],
          },
          {
            heading: 'Fertigung und Qualität',
            paragraphs: [
              'Wir fertigen Zylinder und Kolbenstangen unter Reinraumbedingungen in validierten Prozessen, montieren die Spritzen automatisiert im selben kontrollierten Umfeld und verpacken sie dort. Kameras prüfen Skalierung und Montage; jede Charge ist dokumentiert und rückverfolgbar. Unser Qualitätsmanagement ist nach ISO 9001 zertifiziert.',
            ],
          },
          {
            heading: 'Muster und Angebote',
            paragraphs: [`Gern senden wir Ihnen Muster und ein Angebot für Ihre Stückzahlen und Verpackungseinheiten: ${contactLine.de}`],
          },
        ],
      },
      en: {
        file: 'product-information-dosaro-dosing-syringes-en.pdf',
        title: 'Dosaro: oral dosing syringes from 0.5 to 5 ml',
        kind: productInformation,
        blocks: [
          {
            heading: 'Application',
            paragraphs: [
              'Dosaro dosing syringes are used to measure and administer liquid medicines such as syrups, suspensions and drops precisely. They are packed with the medicine or matched to the bottle with a bottle adapter, so that patients and parents can draw up the prescribed amount without decanting.',
            ],
          },
          {
            heading: 'Range',
            paragraphs: [
              'Oral dosing syringes with nominal volumes of 0.5 ml, 1 ml, 2 ml, 3 ml and 5 ml; clear, durable graduation in the increments specified for the medicine; press-in bottle adapters for common bottle necks; measuring cups with a scale for larger doses.',
            ],
          },
          {
            heading: 'Materials',
            paragraphs: [
              'Barrel and plunger rod made of polypropylene, plunger seal made of polyethylene, each in a grade suitable for medical devices and free of latex. On request, we match the colour of the plunger rod and the graduation to your product.',
            ],
          },
          {
            heading: 'Production and quality',
            paragraphs: [
              'We mould barrels and plunger rods under cleanroom conditions in validated processes, assemble the syringes automatically in the same controlled environment and pack them there. Cameras check the graduation and the assembly; every batch is documented and traceable. Our quality management is certified to ISO 9001.',
            ],
          },
          {
            heading: 'Samples and quotations',
            paragraphs: [`We will be happy to send you samples and a quotation for your quantities and packaging units: ${contactLine.en}`],
          },
        ],
      },
    },
  },
  {
    key: 'squeeze-foaming-device-series',
    category: 'product',
    publishedAt: at('2026-04-21'),
    image: 'squeeze-foaming-device-series.svg',
    caseStudy: 'innovation.sfd',
    de: {
      slug: 'squeeze-foaming-device-in-serie',
      title: 'Squeeze Foaming Device: Monomaterial-Schaumspender in Serie',
      teaser:
        'Unser Schaumspender ganz aus Polypropylen ist serienreif: 4 Siebe mit etwa 0,2 mm Maschenweite erzeugen feinen Schaum – ohne Metallfeder und vollständig recyclingfähig.',
      imageAlt: 'Zeichnung von drei Quetschflaschen mit Schaumspender-Köpfen auf einem Band, aus dem ersten Kopf tritt Schaum; eine Lupe zeigt den Schnitt durch einen Kopf mit Mischkammer, vier übereinanderliegenden Sieben und nach oben gerichteten Strömungspfeilen; daneben ein grüner Kreislaufpfeil.',
      body: html(
        p('Aus dem Entwicklungsprojekt ist ein Serienprodukt geworden: Das Squeeze Foaming Device (SFD) macht aus Flüssigseife, Gesichtsreinigung oder Haarpflege feinporigen Schaum – allein durch das Zusammendrücken der Flasche.'),
        h2('So funktioniert es'),
        p('Flüssigkeit aus dem Steigrohr und Luft aus dem Kopfraum strömen gleichzeitig in eine Mischkammer und werden durch 4 Siebe mit einer Maschenweite von etwa 0,2 mm gepresst. Ein angespritztes Rückschlagventil aus demselben Polypropylen lässt die Flasche danach wieder Luft ansaugen.'),
        h2('Die Zahlen'),
        ul(
          'Alle Teile aus Polypropylen – zusammen mit der Flasche sortenrein recycelbar',
          'Keine Edelstahlfeder, keine Ventile aus Elastomer',
          'Ausgelegt auf 5 Millionen Stück pro Jahr',
          'Rund 85 t Kunststoff pro Jahr – 58 t weniger als mit der bisherigen Mehrmaterial-Schaumpumpe',
        ),
        p(`Wie das Projekt entstanden ist, lesen Sie in der ${link('de', 'innovation.sfd', 'Fallstudie zum Squeeze Foaming Device')}. Muster für Ihre Abfülllinie erhalten Sie über unser ${link('de', 'contact', 'Kontaktformular')}.`),
      ),
    },
    en: {
      slug: 'squeeze-foaming-device-in-series-production',
      title: 'Squeeze Foaming Device: mono-material foam dispenser in series production',
      teaser:
        'Our foam dispenser made entirely of polypropylene is ready for series production: 4 sieves with a mesh of about 0.2 mm produce fine foam – without a metal spring and fully recyclable.',
      imageAlt: 'Drawing of three squeeze bottles with foaming heads on a conveyor, foam coming out of the first head; a magnifying glass shows a section through a head with a mixing chamber, four stacked sieves and upward flow arrows; beside it a green recycling arrow.',
      body: html(
        p('The development project has become a series product: the Squeeze Foaming Device (SFD) turns liquid soap, facial cleanser or hair care into fine-pored foam – simply by squeezing the bottle.'),
        h2('How it works'),
        p('Liquid from the dip tube and air from the headspace flow into a mixing chamber at the same time and are pressed through 4 sieves with a mesh of about 0.2 mm. A moulded-on check valve made of the same polypropylene then lets the bottle draw in air again.'),
        h2('The figures'),
        ul(
          'Every part made of polypropylene – recyclable as a single material together with the bottle',
          'No stainless steel spring, no elastomer valves',
          'Designed for 5 million units a year',
          'Around 85 t of plastic a year – 58 t less than with the previous multi-material foam pump',
        ),
        p(`Read how the project came about in our ${link('en', 'innovation.sfd', 'case study on the Squeeze Foaming Device')}. You can request samples for your filling line through our ${link('en', 'contact', 'contact form')}.`),
      ),
    },
    pdf: {
      de: {
        file: 'produktinformation-squeeze-foaming-device-de.pdf',
        title: 'Squeeze Foaming Device: Schaumspender aus einem Material',
        kind: productInformation,
        blocks: [
          {
            heading: 'Das Produkt',
            paragraphs: [
              'Das Squeeze Foaming Device (SFD) ist ein Schaumspender für Kosmetik- und Pflegeprodukte wie Handseife, Gesichtsreinigung und Haarpflege. Es erzeugt feinporigen, stabilen Schaum ohne Pumpmechanismus: Die Verbraucherin oder der Verbraucher drückt die Flasche zusammen, und der Schaum tritt aus dem Spenderkopf aus.',
            ],
          },
          {
            heading: 'Funktion',
            paragraphs: [
              'Beim Zusammendrücken strömen Flüssigkeit aus dem Steigrohr und Luft aus dem Kopfraum gleichzeitig in eine Mischkammer. Von dort wird das Gemisch nacheinander durch 4 Siebe mit einer Maschenweite von etwa 0,2 mm gepresst. Lässt der Druck nach, richtet sich die Flasche durch ihre Elastizität wieder auf und saugt über ein angespritztes Rückschlagventil Luft nach.',
            ],
          },
          {
            heading: 'Werkstoff und Recycling',
            paragraphs: [
              'Alle Teile des Spenders bestehen aus Polypropylen. Es gibt keine Edelstahlfeder und keine Ventile aus Elastomer, sodass der Spender zusammen mit einer Flasche aus Polyolefin sortenrein in den Wertstoffkreislauf zurückkehren kann. Bei einer Auslegung auf 5 Millionen Stück pro Jahr werden rund 85 t Kunststoff verarbeitet – 58 t weniger als mit einer herkömmlichen Mehrmaterial-Schaumpumpe.',
            ],
          },
          {
            heading: 'Fertigung',
            paragraphs: [
              'Die Siebe entstehen in Präzisionswerkzeugen aus unserem eigenen Werkzeugbau auf vollelektrischen Spritzgießmaschinen. Eine Kamera prüft jedes Sieb auf vollständig ausgeformte Maschen, bevor eine Montageanlage Mischkammer, Siebe, Ventil und Verschlusskappe zu einem fertigen Spenderkopf fügt. Der Spender passt auf gängige Flaschenhälse und lässt sich auf vorhandenen Abfülllinien verarbeiten.',
            ],
          },
          { heading: 'Muster und Beratung', paragraphs: [contactLine.de] },
        ],
      },
      en: {
        file: 'product-information-squeeze-foaming-device-en.pdf',
        title: 'Squeeze Foaming Device: a foam dispenser made of one material',
        kind: productInformation,
        blocks: [
          {
            heading: 'The product',
            paragraphs: [
              'The Squeeze Foaming Device (SFD) is a foam dispenser for cosmetics and personal care products such as hand soap, facial cleanser and hair care. It produces fine-pored, stable foam without a pump mechanism: the consumer squeezes the bottle and the foam comes out of the dispenser head.',
            ],
          },
          {
            heading: 'How it works',
            paragraphs: [
              'When the bottle is squeezed, liquid from the dip tube and air from the headspace flow into a mixing chamber at the same time. From there, the mixture is pressed through 4 sieves in a row with a mesh of about 0.2 mm. When the pressure is released, the bottle springs back thanks to its own elasticity and draws in air through a moulded-on check valve.',
            ],
          },
          {
            heading: 'Material and recycling',
            paragraphs: [
              'Every part of the dispenser is made of polypropylene. There is no stainless steel spring and no elastomer valve, so the dispenser can return to the recycling loop as a single material together with a polyolefin bottle. Designed for 5 million units a year, it uses around 85 t of plastic – 58 t less than a conventional multi-material foam pump.',
            ],
          },
          {
            heading: 'Production',
            paragraphs: [
              'The sieves are made in precision moulds from our own tool shop on all-electric injection moulding machines. A camera checks every sieve for completely formed meshes before an assembly system joins the mixing chamber, sieves, valve and cap into a finished dispenser head. The dispenser fits common bottle necks and can be processed on existing filling lines.',
            ],
          },
          { heading: 'Samples and advice', paragraphs: [contactLine.en] },
        ],
      },
    },
  },
];
