// The apprenticeships of the `jobs` document (kind `trainee`).
import { company } from '../company.mjs';
import { at } from '../dates.mjs';
import { html, p, strong, ul } from '../rich-text.mjs';

const traineeClosing = {
  de: p(`Schicken Sie uns Ihr Anschreiben, Ihren Lebenslauf und Ihre letzten beiden Zeugnisse per E-Mail an ${strong(company.applicationsEmail)}. Ein Praktikum vorab ist jederzeit möglich – so lernen Sie uns und den Beruf am besten kennen.`),
  en: p(`Send us your cover letter, CV and your last two school reports by e-mail to ${strong(company.applicationsEmail)}. An internship beforehand is possible at any time – the best way to get to know us and the profession.`),
};

export const apprenticeships = [
  {
    key: 'apprenticeship-process-mechanic-2027',
    kind: 'trainee',
    publishedAt: at('2026-09-01'),
    de: {
      slug: 'ausbildung-verfahrensmechaniker-kunststoff-2027',
      title: 'Verfahrensmechaniker/in für Kunststoff- und Kautschuktechnik (m/w/d) – Ausbildung 2027',
      tasks: [
        'Sie lernen, Spritzgießmaschinen und ihre Peripherie einzurichten und in Betrieb zu nehmen.',
        'Sie wechseln Werkzeuge, stellen Prozessparameter ein und optimieren sie.',
        'Sie prüfen Kunststoffteile auf Maß und Qualität und dokumentieren die Ergebnisse.',
        'Sie lernen Kunststoffe, ihre Eigenschaften und ihre Aufbereitung kennen.',
        'Sie lernen Werkzeugbau, Qualitätssicherung, Montage und Logistik kennen.',
      ],
      requirements: [
        'Guter Hauptschulabschluss oder mittlerer Schulabschluss',
        'Interesse an Technik, Mathematik und Physik',
        'Handwerkliches Geschick und Sorgfalt',
        'Teamgeist und Zuverlässigkeit',
      ],
      benefits: [
        'Attraktive Ausbildungsvergütung sowie Urlaubs- und Weihnachtsgeld',
        'Erfahrene Ausbilderinnen und Ausbilder und echte Projekte von Anfang an',
        'Lernzeiten und gezielte Vorbereitung auf die Prüfungen',
        'Sehr gute Aussichten auf Übernahme nach erfolgreichem Abschluss',
        'Gemeinsame Projekte und Ausflüge mit allen Auszubildenden',
      ],
      detail: html(
        p('Als Verfahrensmechaniker/in sorgen Sie dafür, dass aus Kunststoffgranulat präzise Teile werden – für Kosmetikverpackungen, Lebensmittelverschlüsse, Medizinprodukte und technische Baugruppen. In drei Jahren lernen Sie an unseren über 70 Spritzgießmaschinen die ganze Prozesskette kennen.'),
        ul(`${strong('Beginn:')} 1. August 2027`, `${strong('Dauer:')} 3 Jahre`, `${strong('Berufsschule:')} Blockunterricht`),
        traineeClosing.de,
      ),
    },
    en: {
      slug: 'apprenticeship-process-mechanic-plastics-2027',
      title: 'Process Mechanic for Plastics and Rubber Technology (m/f/d) – Apprenticeship 2027',
      tasks: [
        'You learn to set up injection moulding machines and their peripherals and put them into operation.',
        'You change moulds, set process parameters and optimise them.',
        'You check plastic parts for dimensions and quality and document the results.',
        'You get to know plastics, their properties and how they are prepared for processing.',
        'You get to know tool engineering, quality assurance, assembly and logistics.',
      ],
      requirements: [
        'A good lower or intermediate secondary school certificate',
        'An interest in technology, mathematics and physics',
        'Manual skill and care',
        'Team spirit and reliability',
      ],
      benefits: [
        'Attractive apprentice pay plus holiday and Christmas bonuses',
        'Experienced trainers and real projects from day one',
        'Study time and targeted preparation for the examinations',
        'Very good prospects of being taken on after you qualify',
        'Joint projects and outings with all apprentices',
      ],
      detail: html(
        p('As a process mechanic, you turn plastic granules into precise parts – for cosmetics packaging, food closures, medical products and technical assemblies. Over three years, you get to know the whole process chain on our more than 70 injection moulding machines.'),
        ul(`${strong('Start:')} 1 August 2027`, `${strong('Duration:')} 3 years`, `${strong('Vocational school:')} block teaching`),
        traineeClosing.en,
      ),
    },
  },
  {
    key: 'apprenticeship-toolmaker-2027',
    kind: 'trainee',
    publishedAt: at('2026-09-01', '09:15'),
    de: {
      slug: 'ausbildung-werkzeugmechaniker-2027',
      title: 'Werkzeugmechaniker/in (m/w/d) – Ausbildung 2027',
      tasks: [
        'Sie lernen Drehen, Fräsen, Schleifen und Erodieren – erst konventionell, dann auf CNC-Maschinen.',
        'Sie fertigen Einzelteile für Spritzgießwerkzeuge nach technischen Zeichnungen.',
        'Sie montieren Werkzeuge, polieren Formflächen und prüfen Maße auf den Hundertstelmillimeter.',
        'Sie warten Serienwerkzeuge und erleben ihre Bemusterung an der Spritzgießmaschine.',
        'Sie bauen in einem eigenen Azubi-Projekt ein kleines Spritzgießwerkzeug.',
      ],
      requirements: [
        'Guter Hauptschulabschluss oder mittlerer Schulabschluss',
        'Gute Noten in Mathematik und Interesse an Technik',
        'Räumliches Vorstellungsvermögen und handwerkliches Geschick',
        'Geduld und Genauigkeit',
      ],
      benefits: [
        'Attraktive Ausbildungsvergütung sowie Urlaubs- und Weihnachtsgeld',
        'Ausbildung in unserem eigenen Werkzeugbau',
        'Lernzeiten und gezielte Vorbereitung auf die Prüfungen',
        'Sehr gute Aussichten auf Übernahme nach erfolgreichem Abschluss',
        'Gemeinsame Projekte und Ausflüge mit allen Auszubildenden',
      ],
      detail: html(
        p('Ohne Werkzeug kein Spritzgussteil: In unserem Werkzeugbau entstehen die Formen, mit denen wir Millionen von Teilen fertigen. In dreieinhalb Jahren lernen Sie, diese Werkzeuge zu bauen und instand zu halten.'),
        ul(`${strong('Beginn:')} 1. August 2027`, `${strong('Dauer:')} 3,5 Jahre`, `${strong('Berufsschule:')} Blockunterricht`),
        traineeClosing.de,
      ),
    },
    en: {
      slug: 'apprenticeship-toolmaker-2027',
      title: 'Toolmaker (m/f/d) – Apprenticeship 2027',
      tasks: [
        'You learn turning, milling, grinding and spark eroding – first on conventional, then on CNC machines.',
        'You make individual parts for injection moulds from technical drawings.',
        'You assemble moulds, polish mould surfaces and check dimensions to the hundredth of a millimetre.',
        'You maintain series moulds and see them sampled on the injection moulding machine.',
        'In an apprentice project of your own, you build a small injection mould.',
      ],
      requirements: [
        'A good lower or intermediate secondary school certificate',
        'Good marks in mathematics and an interest in technology',
        'Spatial awareness and manual skill',
        'Patience and precision',
      ],
      benefits: [
        'Attractive apprentice pay plus holiday and Christmas bonuses',
        'Training in our own tool shop',
        'Study time and targeted preparation for the examinations',
        'Very good prospects of being taken on after you qualify',
        'Joint projects and outings with all apprentices',
      ],
      detail: html(
        p('No mould, no moulded part: our tool shop builds the moulds with which we produce millions of parts. Over three and a half years, you learn to build and maintain these moulds.'),
        ul(`${strong('Start:')} 1 August 2027`, `${strong('Duration:')} 3.5 years`, `${strong('Vocational school:')} block teaching`),
        traineeClosing.en,
      ),
    },
  },
  {
    key: 'apprenticeship-mechatronics-technician-2027',
    kind: 'trainee',
    publishedAt: at('2026-09-01', '09:30'),
    de: {
      slug: 'ausbildung-mechatroniker-2027',
      title: 'Mechatroniker/in (m/w/d) – Ausbildung 2027',
      tasks: [
        'Sie lernen, mechanische, pneumatische und elektrische Baugruppen aufzubauen und zu verdrahten.',
        'Sie programmieren Steuerungen und Roboter in unseren Automationszellen.',
        'Sie suchen Fehler an Spritzgießmaschinen und Montageanlagen und beheben sie gemeinsam mit der Instandhaltung.',
        'Sie lernen die Sicherheitsregeln im Umgang mit Elektrik und bewegten Maschinen kennen.',
        'Sie wirken beim Aufbau neuer Anlagen mit.',
      ],
      requirements: [
        'Mittlerer Schulabschluss oder gutes Fachabitur',
        'Interesse an Elektrotechnik, Mechanik und Informatik',
        'Logisches Denken und handwerkliches Geschick',
        'Freude am Tüfteln und an der Arbeit im Team',
      ],
      benefits: [
        'Attraktive Ausbildungsvergütung sowie Urlaubs- und Weihnachtsgeld',
        'Ausbildung an realen Anlagen von der Spritzgießmaschine bis zur Montagelinie',
        'Lernzeiten und gezielte Vorbereitung auf die Prüfungen',
        'Sehr gute Aussichten auf Übernahme nach erfolgreichem Abschluss',
        'Gemeinsame Projekte und Ausflüge mit allen Auszubildenden',
      ],
      detail: html(
        p('Mechatroniker/innen halten bei uns Maschinen, Roboter und Automationsanlagen am Laufen. In dreieinhalb Jahren lernen Sie, wie Mechanik, Elektrik und Steuerungstechnik zusammenspielen.'),
        ul(`${strong('Beginn:')} 1. August 2027`, `${strong('Dauer:')} 3,5 Jahre`, `${strong('Berufsschule:')} Blockunterricht`),
        traineeClosing.de,
      ),
    },
    en: {
      slug: 'apprenticeship-mechatronics-technician-2027',
      title: 'Mechatronics Technician (m/f/d) – Apprenticeship 2027',
      tasks: [
        'You learn to build and wire mechanical, pneumatic and electrical assemblies.',
        'You program controllers and robots in our automation cells.',
        'You look for faults on injection moulding machines and assembly systems and fix them together with the maintenance team.',
        'You learn the safety rules for working with electrics and moving machinery.',
        'You help to set up new systems.',
      ],
      requirements: [
        'An intermediate secondary school certificate or a good technical college entrance qualification',
        'An interest in electrical engineering, mechanics and computing',
        'Logical thinking and manual skill',
        'Enjoyment of tinkering and of working in a team',
      ],
      benefits: [
        'Attractive apprentice pay plus holiday and Christmas bonuses',
        'Training on real equipment, from the injection moulding machine to the assembly line',
        'Study time and targeted preparation for the examinations',
        'Very good prospects of being taken on after you qualify',
        'Joint projects and outings with all apprentices',
      ],
      detail: html(
        p('Our mechatronics technicians keep machines, robots and automation systems running. Over three and a half years, you learn how mechanics, electrics and control technology work together.'),
        ul(`${strong('Start:')} 1 August 2027`, `${strong('Duration:')} 3.5 years`, `${strong('Vocational school:')} block teaching`),
        traineeClosing.en,
      ),
    },
  },
  {
    key: 'apprenticeship-industrial-clerk-2027',
    kind: 'trainee',
    publishedAt: at('2026-10-01'),
    de: {
      slug: 'ausbildung-industriekaufmann-2027',
      title: 'Industriekaufmann/-frau (m/w/d) – Ausbildung 2027',
      tasks: [
        'Sie lernen Einkauf, Vertrieb, Logistik, Personalwesen und Rechnungswesen kennen.',
        'Sie holen Angebote ein, bestellen Rohstoffe und verfolgen Liefertermine.',
        'Sie erstellen Angebote und Auftragsbestätigungen und betreuen Kundenaufträge.',
        'Sie planen Versand und Verpackung gemeinsam mit unserer Logistik.',
        'Sie arbeiten mit unserem ERP-System und lernen die Zahlen eines Industrieunternehmens lesen.',
      ],
      requirements: [
        'Mittlerer Schulabschluss, Fachabitur oder Abitur',
        'Gute Noten in Deutsch, Mathematik und Englisch',
        'Sicherer Umgang mit dem Computer',
        'Freundliches Auftreten und Organisationstalent',
      ],
      benefits: [
        'Attraktive Ausbildungsvergütung sowie Urlaubs- und Weihnachtsgeld',
        'Einblick in alle kaufmännischen Abteilungen und in die Fertigung',
        'Lernzeiten und gezielte Vorbereitung auf die Prüfungen',
        'Sehr gute Aussichten auf Übernahme nach erfolgreichem Abschluss',
        'Gemeinsame Projekte und Ausflüge mit allen Auszubildenden',
      ],
      detail: html(
        p('Industriekaufleute sorgen dafür, dass Material, Aufträge und Termine zusammenpassen – für Kunden auf drei Kontinenten. In drei Jahren lernen Sie alle kaufmännischen Abteilungen kennen und wissen danach, wie ein Industrieunternehmen wirtschaftlich funktioniert.'),
        ul(`${strong('Beginn:')} 1. August 2027`, `${strong('Dauer:')} 3 Jahre`, `${strong('Berufsschule:')} Blockunterricht`),
        traineeClosing.de,
      ),
    },
    en: {
      slug: 'apprenticeship-industrial-clerk-2027',
      title: 'Industrial Business Management Assistant (m/f/d) – Apprenticeship 2027',
      tasks: [
        'You get to know purchasing, sales, logistics, human resources and accounting.',
        'You obtain quotations, order raw materials and follow up delivery dates.',
        'You prepare quotations and order confirmations and look after customer orders.',
        'You plan shipping and packaging together with our logistics team.',
        'You work with our ERP system and learn to read the figures of an industrial company.',
      ],
      requirements: [
        'An intermediate secondary school certificate, technical college entrance qualification or A levels',
        'Good marks in German, mathematics and English',
        'Confident use of computers',
        'A friendly manner and a talent for organisation',
      ],
      benefits: [
        'Attractive apprentice pay plus holiday and Christmas bonuses',
        'An insight into all commercial departments and into production',
        'Study time and targeted preparation for the examinations',
        'Very good prospects of being taken on after you qualify',
        'Joint projects and outings with all apprentices',
      ],
      detail: html(
        p('Industrial business management assistants make sure that materials, orders and deadlines fit together – for customers on three continents. Over three years, you get to know every commercial department and learn how an industrial company works commercially.'),
        ul(`${strong('Start:')} 1 August 2027`, `${strong('Duration:')} 3 years`, `${strong('Vocational school:')} block teaching`),
        traineeClosing.en,
      ),
    },
  },
];
