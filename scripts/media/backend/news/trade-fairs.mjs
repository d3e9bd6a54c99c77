// The trade fair reports of the `news` document (category `fair`).
// The illustrations are drawn by hand in public/media/news/*.svg; the PDFs are written from `pdf`.
import { city, company } from '../company.mjs';
import { at } from '../dates.mjs';
import { h2, html, link, p, strong, ul } from '../rich-text.mjs';
import { pressBoilerplate, pressRelease } from './press-kit.mjs';

export const tradeFairs = [
  {
    key: 'k-2025',
    category: 'fair',
    publishedAt: at('2025-09-16'),
    image: 'k-2025-trade-fair-stand.svg',
    caseStudy: null,
    de: {
      slug: 'k-2025-messe-duesseldorf',
      title: 'K 2025: Besuchen Sie uns in Düsseldorf',
      teaser:
        'Vom 8. bis 15. Oktober 2025 zeigen wir auf der K in Düsseldorf, wie Monomaterial-Lösungen, Präzisionswerkzeuge und automatisierte Montage zusammenspielen.',
      imageAlt: 'Zeichnung eines Messestands in einer dunklen Messehalle: unter einem runden Hängebanner und zwei Strahlern steht eine kompakte Spritzgießmaschine, daneben eine Theke mit Kunststoffteilen; Besucher stehen am Stand.',
      body: html(
        p(`Die K ist die weltweit wichtigste Messe der Kunststoff- und Kautschukindustrie. Vom ${strong('8. bis 15. Oktober 2025')} sind wir in Düsseldorf dabei und zeigen, was ein Spritzgießer mit eigener Entwicklung, eigenem Werkzeugbau und eigener Automatisierung für Ihr Projekt leisten kann.`),
        h2('Das erwartet Sie an unserem Stand'),
        ul(
          'Das Squeeze Foaming Device: ein Schaumspender ganz aus Polypropylen mit 4 Sieben von etwa 0,2 mm Maschenweite',
          'Ein 4-fach-Heißkanalwerkzeug aus unserem Werkzeugbau, geöffnet zum Anschauen',
          'Eine Montagezelle mit Kamerakontrolle, wie sie in unserer Serienfertigung arbeitet',
          'Beispiele aus Kosmetik, Lebensmittel, Medizin und Technik',
        ),
        h2('Termin vereinbaren'),
        p(`Unsere Fachleute aus Entwicklung, Werkzeugbau und Vertrieb sind an allen Messetagen vor Ort. Vereinbaren Sie vorab einen Termin über unser ${link('de', 'contact', 'Kontaktformular')} – dann nehmen wir uns Zeit für Ihr Projekt. Wie der Schaumspender entstanden ist, lesen Sie schon vorab in der ${link('de', 'innovation.sfd', 'Fallstudie zum Squeeze Foaming Device')}.`),
      ),
    },
    en: {
      slug: 'k-2025-trade-fair-duesseldorf',
      title: 'K 2025: visit us in Düsseldorf',
      teaser:
        'From 8 to 15 October 2025, we will show at the K in Düsseldorf how mono-material solutions, precision moulds and automated assembly work together.',
      imageAlt: 'Drawing of a trade fair stand in a dark exhibition hall: beneath a round hanging banner and two spotlights stands a compact injection moulding machine, next to it a counter with plastic parts; visitors are standing at the stand.',
      body: html(
        p(`The K is the world’s leading trade fair for the plastics and rubber industry. From ${strong('8 to 15 October 2025')}, we will be in Düsseldorf to show what an injection moulder with its own development, tool engineering and automation can do for your project.`),
        h2('What you will see at our stand'),
        ul(
          'The Squeeze Foaming Device: a foam dispenser made entirely of polypropylene, with 4 sieves of about 0.2 mm mesh',
          'A 4-cavity hot-runner mould from our tool shop, opened for a closer look',
          'An assembly cell with camera inspection, as it works in our series production',
          'Examples from cosmetics, food, medicine and technology',
        ),
        h2('Make an appointment'),
        p(`Our experts from development, tool engineering and sales will be there on every day of the fair. Arrange an appointment in advance through our ${link('en', 'contact', 'contact form')} – and we will take time for your project. You can read how the foam dispenser came about in our ${link('en', 'innovation.sfd', 'case study on the Squeeze Foaming Device')}.`),
      ),
    },
    pdf: {
      de: {
        file: 'presseinformation-k-2025-de.pdf',
        title: `K 2025: ${company.brand} zeigt Monomaterial, Werkzeugbau und Automatisierung`,
        kind: pressRelease,
        blocks: [
          {
            paragraphs: [
              `Auf der K 2025 in Düsseldorf, vom 8. bis 15. Oktober 2025, stellt die ${company.legalName} aus ${city} ihre Leistungen als Full-Service-Partner im Spritzguss vor. Im Mittelpunkt stehen ein Schaumspender ganz aus Polypropylen, ein geöffnetes Mehrkavitätenwerkzeug und eine Montagezelle aus der eigenen Automatisierung.`,
            ],
          },
          {
            heading: 'Squeeze Foaming Device: Schaum aus einem Material',
            paragraphs: [
              'Das Squeeze Foaming Device erzeugt feinporigen Schaum allein durch das Zusammendrücken der Flasche. Flüssigkeit und Luft werden in einer Mischkammer zusammengeführt und durch 4 Siebe mit einer Maschenweite von etwa 0,2 mm gepresst. Alle Teile bestehen aus Polypropylen; Metallfeder und Elastomerventile entfallen. Bei einer Auslegung auf 5 Millionen Stück pro Jahr werden rund 85 t Kunststoff verarbeitet – 58 t weniger als mit einer herkömmlichen Mehrmaterial-Schaumpumpe.',
            ],
          },
          {
            heading: 'Werkzeugbau und Automatisierung zum Anfassen',
            paragraphs: [
              'Ein geöffnetes 4-fach-Heißkanalwerkzeug zeigt, wie getrennt temperierte Kavitäten für gleiche Wandstärken in jedem Nest sorgen. Eine Montagezelle mit Kamerakontrolle demonstriert, wie Baugruppen in der Serie gefügt und geprüft werden.',
              'Fachleute aus Entwicklung, Werkzeugbau und Vertrieb stehen an allen Messetagen für Gespräche zur Verfügung. Termine können vorab über die Website vereinbart werden.',
            ],
          },
          ...pressBoilerplate.de,
        ],
      },
      en: {
        file: 'press-release-k-2025-en.pdf',
        title: `K 2025: ${company.brand} shows mono-material design, tool engineering and automation`,
        kind: pressRelease,
        blocks: [
          {
            paragraphs: [
              `At the K 2025 in Düsseldorf, from 8 to 15 October 2025, ${company.legalName} from ${city} presents its services as a full-service partner in injection moulding. The focus is on a foam dispenser made entirely of polypropylene, an opened multi-cavity mould and an assembly cell from the company’s own automation department.`,
            ],
          },
          {
            heading: 'Squeeze Foaming Device: foam from one material',
            paragraphs: [
              'The Squeeze Foaming Device produces fine-pored foam simply by squeezing the bottle. Liquid and air are brought together in a mixing chamber and pressed through 4 sieves with a mesh of about 0.2 mm. All parts are made of polypropylene; there is no metal spring and no elastomer valve. Designed for 5 million units a year, it uses around 85 t of plastic – 58 t less than a conventional multi-material foam pump.',
            ],
          },
          {
            heading: 'Tool engineering and automation up close',
            paragraphs: [
              'An opened 4-cavity hot-runner mould shows how separately temperature-controlled cavities ensure the same wall thickness in every cavity. An assembly cell with camera inspection demonstrates how assemblies are joined and inspected in series production.',
              'Experts from development, tool engineering and sales are available for talks on every day of the fair. Appointments can be arranged in advance through the website.',
            ],
          },
          ...pressBoilerplate.en,
        ],
      },
    },
  },
  {
    key: 'compamed-2025',
    category: 'fair',
    publishedAt: at('2025-11-04'),
    image: 'compamed-2025-cleanroom-stand.svg',
    caseStudy: null,
    de: {
      slug: 'compamed-2025-reinraumfertigung',
      title: 'Compamed 2025: Reinraumfertigung für Spritzen und Dosiersysteme',
      teaser:
        'Auf der Compamed in Düsseldorf zeigen wir im November 2025 unsere Reinraumfertigung für die Medizintechnik – mit Spritzenkomponenten von 0,5 bis 5 ml und unserer Produktlinie Dosaro.',
      imageAlt: 'Zeichnung eines hellen Messestands mit einem gläsernen Reinraummodul: oben Filtereinheiten mit nach unten gerichteten Luftstrom-Pfeilen, darin eine vollelektrische Spritzgießmaschine mit Entnahmeroboter; daneben eine Vitrine mit Spritzen in fünf Größen.',
      body: html(
        p('Die Compamed findet parallel zur Medica in Düsseldorf statt und ist der Treffpunkt der Zulieferer für die Medizintechnik. Im November 2025 sind wir mit einem Stand dabei, auf dem ein gläsernes Reinraummodul zeigt, wie wir Medizinprodukte aus Kunststoff fertigen.'),
        h2('Unsere Themen'),
        ul(
          'Zylinder und Kolbenstangen für Spritzen von 0,5 bis 5 ml',
          'Orale Dosierspritzen, Flaschenadapter und Messbecher unserer Produktlinie Dosaro',
          'Automatisierte Montage und Verpackung im Reinraum',
          'Validierte Prozesse und rückverfolgbare Chargen',
        ),
        h2('Gesprächstermine'),
        p(`Sie planen ein Medizinprodukt oder suchen einen zweiten Lieferanten für Spritzenkomponenten? Vereinbaren Sie einen Termin über unser ${link('de', 'contact', 'Kontaktformular')}. Einen Überblick über unsere Leistungen finden Sie auf der Seite ${link('de', 'industries.medicine', 'Medizin')}.`),
      ),
    },
    en: {
      slug: 'compamed-2025-cleanroom-production',
      title: 'Compamed 2025: cleanroom production for syringes and dosing systems',
      teaser:
        'At the Compamed in Düsseldorf in November 2025, we present our cleanroom production for medical technology – with syringe components from 0.5 to 5 ml and our Dosaro product line.',
      imageAlt: 'Drawing of a bright trade fair stand with a glass cleanroom module: filter units at the top with downward airflow arrows, inside an all-electric injection moulding machine with a take-out robot; next to it a showcase with syringes in five sizes.',
      body: html(
        p('The Compamed takes place alongside the Medica in Düsseldorf and is the meeting place for suppliers to the medical technology industry. In November 2025, we will be there with a stand where a glass cleanroom module shows how we produce plastic medical devices.'),
        h2('Our topics'),
        ul(
          'Barrels and plunger rods for syringes from 0.5 to 5 ml',
          'Oral dosing syringes, bottle adapters and measuring cups from our Dosaro product line',
          'Automated assembly and packaging in the cleanroom',
          'Validated processes and traceable batches',
        ),
        h2('Appointments'),
        p(`Are you planning a medical device or looking for a second supplier of syringe components? Arrange an appointment through our ${link('en', 'contact', 'contact form')}. You will find an overview of our services on the ${link('en', 'industries.medicine', 'Medicine')} page.`),
      ),
    },
  },
  {
    key: 'fakuma-2026',
    category: 'fair',
    publishedAt: at('2026-10-27'),
    image: 'fakuma-2026-mould-exhibit.svg',
    caseStudy: null,
    de: {
      slug: 'rueckblick-fakuma-2026',
      title: 'Rückblick Fakuma 2026: Werkzeugbau zum Anfassen',
      teaser:
        'Auf der Fakuma in Friedrichshafen stand ein geöffnetes 4-fach-Werkzeug im Mittelpunkt unseres Stands – und mit ihm viele Gespräche über Werkzeugkonzepte, Temperierung und Serienanlauf.',
      imageAlt: 'Zeichnung eines geöffneten Spritzgießwerkzeugs auf einem beleuchteten Messepodest: links die feste Hälfte mit vier Kavitäten, Heißkanalverteiler und Kühlkanälen, rechts die bewegliche Hälfte mit vier Kernen; davor liegen vier gespritzte runde Teile.',
      body: html(
        p('Fünf Messetage, viele Gespräche: Auf der Fakuma im Oktober 2026 haben wir unseren Werkzeugbau in den Mittelpunkt gestellt. Blickfang war ein geöffnetes Heißkanalwerkzeug mit 4 Kavitäten, an dem unsere Werkzeugmacher gezeigt haben, wie getrennt temperierte Kavitäten für gleiche Wandstärken in jedem Nest sorgen.'),
        h2('Die häufigsten Fragen an unserem Stand'),
        ul(
          'Wie früh sollte der Werkzeugbau in ein Projekt einbezogen werden?',
          'Wie lassen sich Mehrkavitätenwerkzeuge so auslegen, dass alle Nester gleich füllen?',
          'Wann lohnt sich ein Prototypenwerkzeug vor dem Serienwerkzeug?',
          'Wie werden Werkzeuge gewartet und gelagert, die unseren Kunden gehören?',
        ),
        p(`Unsere Antwort auf die erste Frage lautet immer: ${strong('so früh wie möglich')}. Wer Bauteil und Werkzeug gemeinsam entwickelt, spart Korrekturschleifen und kommt schneller in die Serie. Wie das bei uns abläuft, lesen Sie unter ${link('de', 'competences.toolEngineering', 'Werkzeugbau')} und ${link('de', 'competences.prototyping', 'Prototyping')}.`),
        p('Vielen Dank an alle, die uns in Friedrichshafen besucht haben. Die Gespräche führen wir gern weiter.'),
      ),
    },
    en: {
      slug: 'review-fakuma-2026',
      title: 'Fakuma 2026 in review: tool engineering up close',
      teaser:
        'At the Fakuma in Friedrichshafen, an opened 4-cavity mould was the centrepiece of our stand – and with it many conversations about mould concepts, temperature control and series start-up.',
      imageAlt: 'Drawing of an opened injection mould on an illuminated exhibition pedestal: on the left the fixed half with four cavities, hot-runner manifold and cooling channels, on the right the moving half with four cores; four round moulded parts lie in front.',
      body: html(
        p('Five days of the fair, many conversations: at the Fakuma in October 2026, we put our tool shop centre stage. The eye-catcher was an opened hot-runner mould with 4 cavities, on which our toolmakers showed how separately temperature-controlled cavities ensure the same wall thickness in every cavity.'),
        h2('The most frequent questions at our stand'),
        ul(
          'How early should tool engineering be involved in a project?',
          'How can multi-cavity moulds be designed so that every cavity fills the same way?',
          'When is a prototype mould worthwhile before the series mould?',
          'How are moulds that belong to our customers maintained and stored?',
        ),
        p(`Our answer to the first question is always: ${strong('as early as possible')}. Developing the part and the mould together saves correction loops and gets you into series production faster. Read how we do it under ${link('en', 'competences.toolEngineering', 'Tool engineering')} and ${link('en', 'competences.prototyping', 'Prototyping')}.`),
        p('Many thanks to everyone who visited us in Friedrichshafen. We look forward to continuing the conversations.'),
      ),
    },
  },
];
