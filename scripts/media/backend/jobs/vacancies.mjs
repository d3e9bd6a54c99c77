// The vacancies for employees of the `jobs` document; the last one is a draft, never published, which only
// the preview shows.
import { city, company } from '../company.mjs';
import { at } from '../dates.mjs';
import { html, p, strong, ul } from '../rich-text.mjs';

const applyClosing = {
  de: p(`Wir freuen uns auf Ihre Bewerbung mit Lebenslauf, Zeugnissen, Ihrer Gehaltsvorstellung und Ihrem frühestmöglichen Eintrittstermin – per E-Mail an ${strong(company.applicationsEmail)}.`),
  en: p(`We look forward to receiving your application with your CV, references, salary expectations and earliest possible starting date – by e-mail to ${strong(company.applicationsEmail)}.`),
};

export const vacancies = [
  {
    key: 'shift-supervisor-injection-moulding',
    kind: 'employee',
    publishedAt: at('2026-10-06'),
    de: {
      slug: 'schichtleiter-spritzguss',
      title: 'Schichtleiter/in Spritzguss (m/w/d)',
      tasks: [
        'Sie führen ein Team aus Maschinenbedienern, Einrichtern und Prüfern und planen den Einsatz in Ihrer Schicht.',
        'Sie verantworten die Fertigung an bis zu 25 Spritzgießmaschinen nach Fertigungsplan – termingerecht und in der vereinbarten Qualität.',
        'Sie reagieren auf Störungen, rüsten Werkzeuge und Peripherie und geben Serien nach dem Anfahren frei.',
        'Sie dokumentieren Schichtübergaben, Kennzahlen und Abweichungen im Fertigungsleitsystem.',
        'Sie treiben Verbesserungen in Arbeitssicherheit, Ordnung und Sauberkeit voran und arbeiten eng mit Anwendungstechnik und Qualitätssicherung zusammen.',
      ],
      requirements: [
        'Abgeschlossene Ausbildung als Verfahrensmechaniker/in für Kunststoff- und Kautschuktechnik, idealerweise mit Weiterbildung zum Meister oder Techniker',
        'Mehrjährige Erfahrung im Spritzguss, gern mit Heißkanal- und Mehrkavitätenwerkzeugen',
        'Erste Führungserfahrung und Freude daran, ein Team zu entwickeln',
        'Sicherer Umgang mit den Steuerungen moderner Spritzgießmaschinen und Handlingsysteme',
        'Bereitschaft zur Arbeit im Dreischichtbetrieb',
      ],
      benefits: [
        'Unbefristeter Arbeitsvertrag mit leistungsgerechter Vergütung und Schichtzulagen',
        '30 Tage Urlaub sowie Urlaubs- und Weihnachtsgeld',
        'Training für Führungskräfte und ein jährliches Weiterbildungsbudget',
        'Betriebliche Altersvorsorge mit Arbeitgeberzuschuss',
        'Fahrradleasing und kostenlose Parkplätze am Werk',
      ],
      detail: html(
        p(`In unserer Fertigung in ${city} laufen über 70 Spritzgießmaschinen rund um die Uhr. Als Schichtleiter/in sorgen Sie dafür, dass in Ihrer Schicht Menschen, Maschinen und Material zusammenpassen – und dass unsere Kunden aus Kosmetik, Lebensmittel, Medizin und Technik ihre Teile pünktlich erhalten.`),
        ul(`${strong('Arbeitszeit:')} Vollzeit im Dreischichtbetrieb`, `${strong('Eintritt:')} ab sofort`, `${strong('Berichtet an:')} Fertigungsleitung`),
        applyClosing.de,
      ),
    },
    en: {
      slug: 'shift-supervisor-injection-moulding',
      title: 'Shift Supervisor Injection Moulding (m/f/d)',
      tasks: [
        'You lead a team of machine operators, setters and inspectors and plan the work of your shift.',
        'You are responsible for production on up to 25 injection moulding machines according to the production plan – on time and in the agreed quality.',
        'You respond to faults, change moulds and peripherals and release series after start-up.',
        'You document shift handovers, key figures and deviations in the manufacturing execution system.',
        'You drive improvements in occupational safety, order and cleanliness and work closely with application engineering and quality assurance.',
      ],
      requirements: [
        'Completed apprenticeship as a process mechanic for plastics and rubber technology, ideally with further training as a master craftsman or technician',
        'Several years of experience in injection moulding, preferably with hot-runner and multi-cavity moulds',
        'First leadership experience and enjoyment in developing a team',
        'Confident handling of the controls of modern injection moulding machines and handling systems',
        'Willingness to work in three shifts',
      ],
      benefits: [
        'Permanent contract with performance-related pay and shift allowances',
        '30 days of holiday plus holiday and Christmas bonuses',
        'Leadership training and an annual training budget',
        'Company pension scheme with an employer contribution',
        'Bicycle leasing and free parking at the plant',
      ],
      detail: html(
        p(`More than 70 injection moulding machines run around the clock in our production in ${city}. As shift supervisor, you make sure that people, machines and materials come together in your shift – and that our customers in cosmetics, food, medicine and technology receive their parts on time.`),
        ul(`${strong('Working hours:')} full time in three shifts`, `${strong('Start:')} as soon as possible`, `${strong('Reports to:')} head of production`),
        applyClosing.en,
      ),
    },
  },
  {
    key: 'application-engineer-injection-moulding',
    kind: 'employee',
    publishedAt: at('2026-09-15'),
    de: {
      slug: 'anwendungstechniker-spritzguss',
      title: 'Anwendungstechniker/in Spritzguss (m/w/d)',
      tasks: [
        'Sie bemustern neue und geänderte Spritzgießwerkzeuge und erstellen die Bemusterungsberichte.',
        'Sie entwickeln robuste Prozesse mit statistischer Versuchsplanung und legen Prozessfenster für die Serie fest.',
        'Sie begleiten Werkzeuge vom Werkzeugbau bis zur Serienfreigabe und stimmen Korrekturen mit Konstruktion und Werkzeugbau ab.',
        'Sie optimieren Zykluszeiten sowie Energie- und Materialeinsatz in laufenden Serien.',
        'Sie unterstützen die Fertigung bei schwierigen Prozessstörungen und schulen Einrichterinnen und Einrichter.',
        'Sie beraten Kunden bei Werkstoffwahl und Bauteilgestaltung aus Sicht des Spritzgießprozesses.',
      ],
      requirements: [
        'Studium der Kunststofftechnik oder Ausbildung als Verfahrensmechaniker/in mit Weiterbildung zum Techniker oder Meister',
        'Fundierte Erfahrung im Einrichten und Optimieren von Spritzgießprozessen',
        'Kenntnis gängiger Thermoplaste von PP und PE bis zu glasfaserverstärktem Polyamid',
        'Erfahrung mit Heißkanaltechnik sowie Mehrkavitäten- und Mehrkomponentenwerkzeugen',
        'Analytische Arbeitsweise und gute Deutsch- und Englischkenntnisse',
      ],
      benefits: [
        'Abwechslungsreiche Aufgaben vom Werkzeug bis zum fertigen Teil',
        'Gleitzeit in Tagschicht und die Möglichkeit, Berichte mobil zu erstellen',
        '30 Tage Urlaub sowie Urlaubs- und Weihnachtsgeld',
        'Fachliche Weiterbildung, zum Beispiel zu Füllsimulation und Werkstoffen',
        'Betriebliche Altersvorsorge mit Arbeitgeberzuschuss',
      ],
      detail: html(
        p(`In der Anwendungstechnik laufen die Fäden zwischen Konstruktion, Werkzeugbau und Fertigung zusammen. Sie sorgen dafür, dass aus einem neuen Werkzeug ein stabiler Serienprozess wird – auf Maschinen mit Schließkräften bis 6.500 kN, vom vollelektrischen Präzisionsprozess bis zum großen technischen Bauteil.`),
        ul(`${strong('Arbeitszeit:')} Vollzeit, Tagschicht mit Gleitzeit`, `${strong('Eintritt:')} nach Vereinbarung`, `${strong('Berichtet an:')} Leitung Anwendungstechnik`),
        applyClosing.de,
      ),
    },
    en: {
      slug: 'application-engineer-injection-moulding',
      title: 'Application Engineer Injection Moulding (m/f/d)',
      tasks: [
        'You run the sampling of new and modified injection moulds and write the sampling reports.',
        'You develop robust processes using design of experiments and define the process windows for series production.',
        'You accompany moulds from the tool shop to series release and agree corrections with engineering and tool engineering.',
        'You optimise cycle times and the use of energy and material in running series.',
        'You support production with difficult process faults and train mould setters.',
        'You advise customers on material selection and part design from the point of view of the moulding process.',
      ],
      requirements: [
        'A degree in plastics engineering, or an apprenticeship as a process mechanic with further training as a technician or master craftsman',
        'Sound experience in setting up and optimising injection moulding processes',
        'Knowledge of common thermoplastics, from PP and PE to glass-fibre-reinforced polyamide',
        'Experience with hot-runner technology and with multi-cavity and multi-component moulds',
        'An analytical way of working and good German and English',
      ],
      benefits: [
        'Varied work from the mould to the finished part',
        'Flexitime on day shift and the option of writing reports while working remotely',
        '30 days of holiday plus holiday and Christmas bonuses',
        'Specialist training, for example in filling simulation and materials',
        'Company pension scheme with an employer contribution',
      ],
      detail: html(
        p('Application engineering is where engineering, tool engineering and production come together. You make sure that a new mould becomes a stable series process – on machines with clamping forces of up to 6,500 kN, from the all-electric precision process to the large technical component.'),
        ul(`${strong('Working hours:')} full time, day shift with flexitime`, `${strong('Start:')} by arrangement`, `${strong('Reports to:')} head of application engineering`),
        applyClosing.en,
      ),
    },
  },
  {
    key: 'quality-inspector',
    kind: 'employee',
    publishedAt: at('2026-10-20'),
    de: {
      slug: 'qualitaetspruefer',
      title: 'Qualitätsprüfer/in (m/w/d)',
      tasks: [
        'Sie prüfen Erstmuster und Serienteile nach Zeichnung und Prüfplan – mit Messschieber, Messmikroskop und Koordinatenmessgerät.',
        'Sie führen Freigaben beim Serienanlauf und Prüfungen während der Schicht durch und dokumentieren die Ergebnisse im CAQ-System.',
        'Sie bewerten Abweichungen, sperren fehlerhafte Ware und stoßen Korrekturmaßnahmen an.',
        'Sie erstellen Erstmusterprüfberichte und unterstützen bei der Bearbeitung von Reklamationen.',
        'Sie betreuen die Prüfmittel und organisieren ihre Kalibrierung.',
      ],
      requirements: [
        'Abgeschlossene technische Ausbildung, zum Beispiel als Verfahrensmechaniker/in, Industriemechaniker/in oder Werkstoffprüfer/in',
        'Sicheres Lesen technischer Zeichnungen einschließlich Form- und Lagetoleranzen',
        'Erfahrung mit taktiler oder optischer Messtechnik, idealerweise in der Kunststoffverarbeitung',
        'Sorgfalt und ein gutes Auge für Details',
        'Bereitschaft zur Arbeit im Zweischichtbetrieb',
      ],
      benefits: [
        'Unbefristeter Arbeitsvertrag mit Schichtzulagen',
        'Strukturierte Einarbeitung in Messtechnik und CAQ-System',
        '30 Tage Urlaub sowie Urlaubs- und Weihnachtsgeld',
        'Betriebliche Altersvorsorge mit Arbeitgeberzuschuss',
        'Zuschuss zum Mittagessen',
      ],
      detail: html(
        p('Ob Siegelfläche eines Duftflakons, Spritzenzylinder für die Medizintechnik oder Gehäuse eines Schmierstoffgebers: Unsere Teile müssen auf den Hundertstelmillimeter passen. In der Qualitätssicherung sorgen Sie dafür, dass nur Teile unser Werk verlassen, die der Zeichnung entsprechen.'),
        ul(`${strong('Arbeitszeit:')} Vollzeit im Zweischichtbetrieb`, `${strong('Eintritt:')} ab sofort`, `${strong('Berichtet an:')} Leitung Qualitätssicherung`),
        applyClosing.de,
      ),
    },
    en: {
      slug: 'quality-inspector',
      title: 'Quality Inspector (m/f/d)',
      tasks: [
        'You inspect first-off samples and series parts to drawing and inspection plan – with callipers, measuring microscope and coordinate measuring machine.',
        'You carry out releases at series start-up and in-process inspections during the shift and record the results in the CAQ system.',
        'You assess deviations, block defective goods and initiate corrective actions.',
        'You write initial sample inspection reports and support the handling of complaints.',
        'You look after the measuring equipment and organise its calibration.',
      ],
      requirements: [
        'A completed technical apprenticeship, for example as a process mechanic, industrial mechanic or materials tester',
        'Confident reading of technical drawings, including geometrical tolerances',
        'Experience with tactile or optical measuring technology, ideally in plastics processing',
        'Care and a good eye for detail',
        'Willingness to work in two shifts',
      ],
      benefits: [
        'Permanent contract with shift allowances',
        'Structured induction into measuring technology and the CAQ system',
        '30 days of holiday plus holiday and Christmas bonuses',
        'Company pension scheme with an employer contribution',
        'Subsidised lunch',
      ],
      detail: html(
        p('Whether it is the sealing face of a fragrance bottle, a syringe barrel for medical technology or the housing of a lubricator: our parts have to fit to the hundredth of a millimetre. In quality assurance, you make sure that only parts that match the drawing leave our plant.'),
        ul(`${strong('Working hours:')} full time in two shifts`, `${strong('Start:')} as soon as possible`, `${strong('Reports to:')} head of quality assurance`),
        applyClosing.en,
      ),
    },
  },
  {
    key: 'toolmaker-mould-making',
    kind: 'employee',
    publishedAt: at('2026-08-25'),
    de: {
      slug: 'werkzeugmechaniker-formenbau',
      title: 'Werkzeugmechaniker/in Formenbau (m/w/d)',
      tasks: [
        'Sie fertigen Formeinsätze, Schieber und Elektroden auf CNC-Fräs-, Erodier- und Schleifmaschinen.',
        'Sie montieren, tuschieren und polieren Spritzgießwerkzeuge bis hin zu Mehrkavitätenwerkzeugen mit Heißkanal.',
        'Sie warten und reparieren Serienwerkzeuge, damit sie in der Fertigung zuverlässig laufen.',
        'Sie setzen Werkzeugänderungen nach der Bemusterung in enger Abstimmung mit Konstruktion und Anwendungstechnik um.',
        'Sie sind bei Werkzeugabnahmen und Bemusterungen an der Maschine dabei.',
      ],
      requirements: [
        'Abgeschlossene Ausbildung als Werkzeugmechaniker/in, bevorzugt in der Fachrichtung Formenbau',
        'Erfahrung in Bau und Instandhaltung von Spritzgießwerkzeugen',
        'Sicherer Umgang mit Fräsen, Senk- und Drahterodieren sowie Schleifen',
        'Präzise Arbeitsweise im Bereich von Hundertstelmillimetern',
        'Kenntnisse in der CAM-Programmierung sind von Vorteil',
      ],
      benefits: [
        'Eigener Werkzeugbau mit modernem Maschinenpark',
        'Tagschicht mit Gleitzeit',
        '30 Tage Urlaub sowie Urlaubs- und Weihnachtsgeld',
        'Weiterbildung zum Meister oder Techniker mit finanzieller Unterstützung',
        'Betriebliche Altersvorsorge mit Arbeitgeberzuschuss',
      ],
      detail: html(
        p(`Unser Werkzeugbau baut und betreut die Werkzeuge, mit denen wir fertigen – vom 4-fach-Heißkanalwerkzeug für einen Duftflakon bis zum Präzisionswerkzeug für Siebe mit einer Maschenweite von etwa 0,2 mm. Sie arbeiten dabei Tür an Tür mit Konstruktion und Fertigung und sehen jeden Tag, wie Ihre Werkzeuge in der Serie laufen.`),
        ul(`${strong('Arbeitszeit:')} Vollzeit, Tagschicht mit Gleitzeit`, `${strong('Eintritt:')} nach Vereinbarung`, `${strong('Berichtet an:')} Leitung Werkzeugbau`),
        applyClosing.de,
      ),
    },
    en: {
      slug: 'toolmaker-mould-making',
      title: 'Toolmaker Mould Making (m/f/d)',
      tasks: [
        'You make mould inserts, slides and electrodes on CNC milling, EDM and grinding machines.',
        'You assemble, spot and polish injection moulds, up to multi-cavity hot-runner moulds.',
        'You maintain and repair series moulds so that they run reliably in production.',
        'You implement mould changes after sampling in close cooperation with engineering and application engineering.',
        'You take part in mould acceptance and sampling at the machine.',
      ],
      requirements: [
        'A completed apprenticeship as a toolmaker, preferably specialising in mould making',
        'Experience in building and maintaining injection moulds',
        'Confident milling, sinker and wire EDM and grinding',
        'A precise way of working, down to hundredths of a millimetre',
        'Knowledge of CAM programming is an advantage',
      ],
      benefits: [
        'Our own tool shop with modern machinery',
        'Day shift with flexitime',
        '30 days of holiday plus holiday and Christmas bonuses',
        'Financial support for training as a master craftsman or technician',
        'Company pension scheme with an employer contribution',
      ],
      detail: html(
        p('Our tool shop builds and looks after the moulds we produce with – from the 4-cavity hot-runner mould for a fragrance bottle to the precision mould for sieves with a mesh of about 0.2 mm. You work next door to engineering and production and see every day how your moulds perform in series production.'),
        ul(`${strong('Working hours:')} full time, day shift with flexitime`, `${strong('Start:')} by arrangement`, `${strong('Reports to:')} head of tool engineering`),
        applyClosing.en,
      ),
    },
  },
  {
    key: 'mechatronics-technician-maintenance',
    kind: 'employee',
    publishedAt: at('2026-11-03'),
    de: {
      slug: 'mechatroniker-instandhaltung',
      title: 'Mechatroniker/in Instandhaltung (m/w/d)',
      tasks: [
        'Sie warten und reparieren Spritzgießmaschinen, Roboter, Temperiergeräte und Montageanlagen.',
        'Sie finden und beheben Fehler in Hydraulik, Pneumatik, Elektrik und Steuerungstechnik.',
        'Sie planen die vorbeugende Instandhaltung, führen sie durch und dokumentieren sie im Instandhaltungssystem.',
        'Sie bauen neue Maschinen und Automationszellen mit auf und nehmen sie in Betrieb.',
        'Sie wirken an Projekten unseres Energiemanagements mit, etwa bei der Wärmerückgewinnung oder der Druckluftversorgung.',
      ],
      requirements: [
        'Abgeschlossene Ausbildung als Mechatroniker/in, Elektroniker/in für Betriebstechnik oder Industriemechaniker/in',
        'Erfahrung in der Instandhaltung von Produktionsanlagen, idealerweise im Spritzguss',
        'Kenntnisse in speicherprogrammierbaren Steuerungen und Robotik',
        'Selbstständige, lösungsorientierte Arbeitsweise',
        'Bereitschaft zur Teilnahme an der Rufbereitschaft',
      ],
      benefits: [
        'Unbefristeter Arbeitsvertrag mit Zulagen für die Rufbereitschaft',
        'Vielseitige Technik von der vollelektrischen Maschine bis zur 650-t-Maschine',
        '30 Tage Urlaub sowie Urlaubs- und Weihnachtsgeld',
        'Herstellerschulungen und gezielte Weiterbildung',
        'Betriebliche Altersvorsorge mit Arbeitgeberzuschuss',
      ],
      detail: html(
        p('Über 70 Spritzgießmaschinen, Roboter und automatisierte Montagelinien wollen am Laufen gehalten werden. In unserem Instandhaltungsteam kümmern Sie sich darum, dass Störungen schnell behoben sind und gar nicht erst entstehen.'),
        ul(`${strong('Arbeitszeit:')} Vollzeit im Zweischichtbetrieb mit Rufbereitschaft im Wechsel`, `${strong('Eintritt:')} ab sofort`, `${strong('Berichtet an:')} Leitung Instandhaltung`),
        applyClosing.de,
      ),
    },
    en: {
      slug: 'mechatronics-technician-maintenance',
      title: 'Mechatronics Technician Maintenance (m/f/d)',
      tasks: [
        'You maintain and repair injection moulding machines, robots, temperature control units and assembly systems.',
        'You find and fix faults in hydraulics, pneumatics, electrics and control technology.',
        'You plan and carry out preventive maintenance and document it in the maintenance system.',
        'You help to set up new machines and automation cells and put them into operation.',
        'You contribute to projects of our energy management, for example heat recovery or the compressed-air supply.',
      ],
      requirements: [
        'A completed apprenticeship as a mechatronics technician, industrial electrician or industrial mechanic',
        'Experience in maintaining production equipment, ideally in injection moulding',
        'Knowledge of programmable logic controllers and robotics',
        'An independent, solution-oriented way of working',
        'Willingness to take part in the on-call service',
      ],
      benefits: [
        'Permanent contract with allowances for the on-call service',
        'Varied technology, from the all-electric machine to the 650-tonne machine',
        '30 days of holiday plus holiday and Christmas bonuses',
        'Manufacturer training and targeted further training',
        'Company pension scheme with an employer contribution',
      ],
      detail: html(
        p('More than 70 injection moulding machines, robots and automated assembly lines need to be kept running. In our maintenance team, you make sure that faults are fixed quickly – and do not occur in the first place.'),
        ul(`${strong('Working hours:')} full time in two shifts, with on-call duty on a rota`, `${strong('Start:')} as soon as possible`, `${strong('Reports to:')} head of maintenance`),
        applyClosing.en,
      ),
    },
  },
  {
    // Not published yet: the embedded default serves it only to a preview (draft mode), as the CMS would.
    key: 'production-planner-draft',
    kind: 'employee',
    status: 'draft',
    publishedAt: at('2026-11-23'),
    de: {
      slug: 'Produktionsplaner Spritzguss',
      title: 'Produktionsplaner/in Spritzguss (m/w/d)',
      tasks: [
        'Sie planen die Belegung von über 70 Spritzgießmaschinen und stimmen Werkzeugwechsel mit Fertigung und Werkzeugbau ab.',
        'Sie bestellen Material rechtzeitig und behalten Liefertermine und Bestände im Blick.',
      ],
      requirements: [
        'Kaufmännische oder technische Ausbildung mit Erfahrung in der Fertigungsplanung',
        'Sicherer Umgang mit ERP-Systemen und Tabellenkalkulation',
      ],
      benefits: ['Unbefristeter Arbeitsvertrag, 30 Tage Urlaub und Gleitzeit', 'Betriebliche Altersvorsorge mit Arbeitgeberzuschuss'],
      detail: html(
        p(`Eine Stelle, die unsere Redaktion vorbereitet und noch nicht veröffentlicht hat: Sie ist nur in der Vorschau zu sehen.`),
        applyClosing.de,
      ),
    },
    en: {
      slug: 'Production Planner Injection Moulding',
      title: 'Production Planner Injection Moulding (m/f/d)',
      tasks: [
        'You plan the loading of more than 70 injection moulding machines and coordinate mould changes with production and the tool shop.',
        'You order material in time and keep an eye on delivery dates and stocks.',
      ],
      requirements: [
        'Commercial or technical training with experience in production planning',
        'Confident use of ERP systems and spreadsheets',
      ],
      benefits: ['Permanent contract, 30 days of holiday and flexitime', 'Company pension scheme with employer contribution'],
      detail: html(
        p('A vacancy our editors have prepared and not published yet: it shows only in the preview.'),
        applyClosing.en,
      ),
    },
  },
];
