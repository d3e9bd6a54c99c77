import { company } from '@/content/company';
import { innovationSchema } from '@/lib/content/case-study';
import { loadLocalizedContent } from '@/lib/content/localized';

const processIllustration = { src: '/media/innovation/development-process.svg', width: 1000, height: 300 } as const;

/** The innovation landing page and the overview: how new solutions come about, and the frame of the case studies. */
export const innovation = loadLocalizedContent('content/innovation.ts', innovationSchema, {
  de: {
    approach: {
      heading: 'So entstehen neue Lösungen',
      lead: `Innovation beginnt bei ${company.brand} selten am Reißbrett allein, sondern mit einer konkreten Aufgabe unserer Kunden. Von der ersten Idee bis zur Serie arbeiten Entwicklung, Konstruktion, Werkzeugbau und Fertigung unter einem Dach zusammen – und mit Ihnen an einem Tisch.`,
      steps: [
        {
          title: 'Aufgabe verstehen',
          text: 'In einem gemeinsamen Workshop klären wir Funktion, Einsatzbedingungen, Stückzahlen und Kostenziele sowie die Normen und Materialvorgaben, die für Ihr Produkt gelten.',
        },
        {
          title: 'Konzept entwickeln',
          text: 'Unsere Konstrukteure entwerfen Varianten im 3D-CAD, wählen den passenden Kunststoff und prüfen mit Füllsimulationen, ob sich das Bauteil prozesssicher spritzen lässt.',
        },
        {
          title: 'Prototypen testen',
          text: 'Gedruckte Muster und Teile aus Prototypwerkzeugen machen das Konzept greifbar. Sie zeigen früh, ob Funktion, Haptik und Montage stimmen – bevor das Serienwerkzeug entsteht.',
        },
        {
          title: 'Werkzeug bauen',
          text: 'Unser eigener Werkzeugbau fertigt das Serienwerkzeug, bemustert es und optimiert es, bis Maße und Oberflächen den Vorgaben entsprechen.',
        },
        {
          title: 'In Serie gehen',
          text: 'Auf unseren Spritzgießmaschinen und in automatisierten Montagezellen fertigen wir die Serie – mit dokumentierter Qualität und einer Logistik, die bis zu Ihrem Werk reicht.',
        },
      ],
      illustration: {
        ...processIllustration,
        alt: 'Der Weg einer Entwicklung in fünf Stationen: Gespräch, Konstruktion am Bildschirm, Prototyp aus dem 3D-Drucker, geöffnetes Spritzgießwerkzeug und Serienteile auf dem Förderband.',
      },
    },
    principles: {
      heading: 'Was unsere Entwicklungen auszeichnet',
      items: [
        {
          title: 'Funktion zuerst',
          text: 'Wir fragen zuerst, was ein Bauteil leisten muss, und dann, wie es aussehen soll. So entstehen Lösungen mit weniger Einzelteilen und weniger Montageschritten.',
        },
        {
          title: 'Fertigungsgerecht von Anfang an',
          text: 'Konstruktion, Werkzeugbau und Fertigung planen gemeinsam. Was am Bildschirm entworfen wird, lässt sich später auch in großen Stückzahlen wirtschaftlich spritzen.',
        },
        {
          title: 'Recyclinggerecht gedacht',
          text: 'Monomaterial, materialsparende Wandstärken und der Verzicht auf Metallteile machen Produkte kreislauffähig – ein Ziel, das wir in jedem Projekt mitdenken.',
        },
      ],
    },
    caseStudies: {
      heading: 'Unsere Fallstudien',
      lead: 'Drei Projekte zeigen, wie aus einer Anforderung ein serienreifes Produkt oder ein besserer Prozess wird.',
    },
    overviewLink: {
      heading: 'Alle Zahlen auf einen Blick',
      text: 'Die Übersicht stellt alle Fallstudien mit ihren wichtigsten Kennzahlen nebeneinander.',
    },
    overviewList: {
      heading: 'Drei Projekte im Detail',
      lead: 'Zu jeder Fallstudie finden Sie hier eine kurze Zusammenfassung und die wichtigsten Zahlen. Die ausführliche Geschichte von der Anforderung bis zur Umsetzung steht auf der Seite der Fallstudie.',
    },
  },
  en: {
    approach: {
      heading: 'How new solutions come about',
      lead: `At ${company.brand}, innovation rarely starts on the drawing board alone; it starts with a specific task set by a customer. From the first idea to series production, development, engineering, tool engineering and production work together under one roof, and at one table with you.`,
      steps: [
        {
          title: 'Understanding the task',
          text: 'In a joint workshop we clarify function, operating conditions, quantities and cost targets, as well as the standards and material requirements that apply to your product.',
        },
        {
          title: 'Developing the concept',
          text: 'Our design engineers work out variants in 3D CAD, choose the right plastic and use filling simulations to check that the part can be moulded reliably.',
        },
        {
          title: 'Testing prototypes',
          text: 'Printed samples and parts from prototype moulds make the concept tangible. They show early on whether function, feel and assembly are right, before the series mould is built.',
        },
        {
          title: 'Building the mould',
          text: 'Our own tool shop builds the series mould, samples it and optimises it until dimensions and surfaces meet the specification.',
        },
        {
          title: 'Going into series production',
          text: 'We produce the series on our injection moulding machines and in automated assembly cells, with documented quality and logistics that reach all the way to your plant.',
        },
      ],
      illustration: {
        ...processIllustration,
        alt: 'The path of a development in five stations: a conversation, design on screen, a prototype from the 3D printer, an opened injection mould and series parts on a conveyor.',
      },
    },
    principles: {
      heading: 'What our developments have in common',
      items: [
        {
          title: 'Function first',
          text: 'We first ask what a part has to do, and only then what it should look like. The result is solutions with fewer individual parts and fewer assembly steps.',
        },
        {
          title: 'Designed for production from the start',
          text: 'Engineering, tool engineering and production plan together. What is designed on screen can later be moulded economically in large quantities too.',
        },
        {
          title: 'Designed for recycling',
          text: 'Mono-material, material-saving wall thicknesses and doing without metal parts make products recyclable, a goal we keep in mind in every project.',
        },
      ],
    },
    caseStudies: {
      heading: 'Our case studies',
      lead: 'Three projects show how a set of requirements becomes a product ready for series production, or a better process.',
    },
    overviewLink: {
      heading: 'All the figures at a glance',
      text: 'The overview puts all case studies side by side with their most important key figures.',
    },
    overviewList: {
      heading: 'Three projects in detail',
      lead: 'For each case study you will find a short summary and the key figures here. The full story, from the requirements to the realisation, is on the page of the case study.',
    },
  },
});
