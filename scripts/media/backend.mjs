// Generates the embedded default of the backend (DESIGN.md §5, "Embedded default"): the JSON:API
// documents content/backend/jobs.json, news.json and downloads.json, exactly as the CMS sends
// `GET {type}?include=…` (both languages in one document), and the PDFs they link:
//   - public/media/news/*.pdf       the press releases and product information of the news,
//   - public/media/downloads/*.pdf  brochures, certificates, terms and privacy information.
// The news illustrations (public/media/news/*.svg) are drawn by hand; this script only reads their size.
// The texts below are the readable source of the records; company data, page paths and the terms of
// sale come from the project itself (content/company.ts, lib/routing/paths.ts, content/legal/conditions.ts),
// loaded through Vite's module runner, so nothing here repeats them by hand.
// Run: node scripts/media/backend.mjs
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writePdf } from './pdf.mjs';
import { loadProjectModule, root } from './project-module.mjs';

const { company } = await loadProjectModule('content/company.ts');
const { localizedPath } = await loadProjectModule('lib/routing/paths.ts');
const { conditions } = await loadProjectModule('content/legal/conditions.ts');

const { address } = company;
const city = address.city;
const locales = ['de', 'en'];

// ---------------------------------------------------------------------------------------------
// Helpers: ids, dates, HTML fragments, PDF documents
// ---------------------------------------------------------------------------------------------

/** A stable UUID (version 5 layout) derived from a name, so the ids stay the same on every run. */
function uuid(name) {
  const hash = createHash('sha1').update(`lumoplast-backend/${name}`).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** ISO 8601 with the offset of German time on that day: `2026-03-10T09:00:00+01:00`. */
function at(date, time = '09:00') {
  const probe = new Date(`${date}T${time}:00Z`);
  const zone = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' })
    .formatToParts(probe)
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = zone === 'GMT' ? '+00:00' : zone?.slice(3);
  if (!offset || !/^[+-]\d{2}:\d{2}$/.test(offset)) throw new Error(`no offset for ${date}`);
  return `${date}T${time}:00${offset}`;
}

/** A date as a sentence writes it: `18. März 2025`, `18 March 2025`. */
const longDate = (iso, locale) =>
  new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' }).format(new Date(iso));

const p = (...parts) => `<p>${parts.join('')}</p>`;
const h2 = (text) => `<h2>${text}</h2>`;
const ul = (...items) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const strong = (text) => `<strong>${text}</strong>`;
/** A link to a page of the site, by its route id (never a path written by hand). */
const link = (locale, id, label) => `<a href="${localizedPath(id, locale)}">${label}</a>`;
const html = (...blocks) => blocks.join('');

/** Characters the PDF writer can encode (WinAnsiEncoding of the standard fonts). */
const encodable = /^[\x20-\x7e\u00e4\u00f6\u00fc\u00c4\u00d6\u00dc\u00df\u00e9\u2013\u2014\u201e\u201c\u201d\u2018\u2019\u20ac\u00a7\u00a9\u00b0\u00b7]*$/u;

function checkEncodable(document, file) {
  const texts = [document.title, document.subtitle ?? '', ...document.blocks.flatMap((block) => [block.heading ?? '', ...block.paragraphs])];
  for (const text of texts) {
    if (!encodable.test(text)) throw new Error(`${file}: a character the PDF cannot encode in "${text}"`);
  }
}

const contactLine = {
  de: `${company.legalName}, ${address.street}, ${address.postalCode} ${city}, Telefon ${company.phone}, E-Mail ${company.email}, ${company.website}`,
  en: `${company.legalName}, ${address.street}, ${address.postalCode} ${city}, Germany, phone ${company.phone}, e-mail ${company.email}, ${company.website}`,
};

/** The closing blocks of every press release: who we are and whom the press can ask. */
const pressBoilerplate = {
  de: [
    {
      heading: `Über ${company.brand}`,
      paragraphs: [
        `Die ${company.legalName} in ${city} ist seit ${company.foundedYear} Spritzgießer und Full-Service-Partner für Kunden aus Kosmetik, Lebensmittel, Medizin und Technik: von der Entwicklung über Konstruktion, Werkzeugbau und Prototyping bis zu Fertigung, Automatisierung und Logistik. Über 70 Spritzgießmaschinen mit Schließkräften bis 6.500 kN haben bislang über eine Milliarde Kunststoffteile und über 400 Millionen Baugruppen für Kunden auf drei Kontinenten gefertigt.`,
      ],
    },
    { heading: 'Pressekontakt', paragraphs: [contactLine.de] },
  ],
  en: [
    {
      heading: `About ${company.brand}`,
      paragraphs: [
        `${company.legalName}, based in ${city}, Germany, has been an injection moulder and full-service partner for customers in cosmetics, food, medicine and technology since ${company.foundedYear}: from development, engineering, tool engineering and prototyping to production, automation and logistics. More than 70 injection moulding machines with clamping forces of up to 6,500 kN have so far produced over one billion plastic parts and over 400 million assemblies for customers on three continents.`,
      ],
    },
    { heading: 'Press contact', paragraphs: [contactLine.en] },
  ],
};

// ---------------------------------------------------------------------------------------------
// Jobs
// ---------------------------------------------------------------------------------------------

const applyClosing = {
  de: p(`Wir freuen uns auf Ihre Bewerbung mit Lebenslauf, Zeugnissen, Ihrer Gehaltsvorstellung und Ihrem frühestmöglichen Eintrittstermin – per E-Mail an ${strong(company.applicationsEmail)}.`),
  en: p(`We look forward to receiving your application with your CV, references, salary expectations and earliest possible starting date – by e-mail to ${strong(company.applicationsEmail)}.`),
};
const traineeClosing = {
  de: p(`Schicken Sie uns Ihr Anschreiben, Ihren Lebenslauf und Ihre letzten beiden Zeugnisse per E-Mail an ${strong(company.applicationsEmail)}. Ein Praktikum vorab ist jederzeit möglich – so lernen Sie uns und den Beruf am besten kennen.`),
  en: p(`Send us your cover letter, CV and your last two school reports by e-mail to ${strong(company.applicationsEmail)}. An internship beforehand is possible at any time – the best way to get to know us and the profession.`),
};

const jobs = [
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

// ---------------------------------------------------------------------------------------------
// News: the illustrations are in public/media/news/*.svg; the article PDFs are written below
// ---------------------------------------------------------------------------------------------

/** The heading line of a press release or product information: kind, place and date. */
const releaseLine = (kind, publishedAt, locale) => `${kind[locale]} · ${city}, ${longDate(publishedAt, locale)}`;
const pressRelease = { de: 'Presseinformation', en: 'Press release' };
const productInformation = { de: 'Produktinformation', en: 'Product information' };

const news = [
  {
    key: 'recertification-2025',
    category: 'press',
    publishedAt: at('2025-03-18', '10:00'),
    image: 'iso-recertification.svg',
    caseStudy: null,
    de: {
      slug: 'rezertifizierung-iso-9001-14001-50001',
      title: 'Rezertifizierung bestanden: ISO 9001, ISO 14001 und ISO 50001 bestätigt',
      teaser:
        'Nach einem mehrtägigen Audit steht fest: Unser Qualitäts-, Umwelt- und Energiemanagement erfüllt weiterhin die Anforderungen von ISO 9001, ISO 14001 und ISO 50001 – für alle Bereiche von der Entwicklung bis zur Logistik.',
      imageAlt: 'Zeichnung von drei aufgefächerten Zertifikaten mit Symbolen für Qualität (ein Haken), Umwelt (ein Blatt) und Energie (ein Blitz); das vordere trägt ein Siegel mit zwei Bändern.',
      body: html(
        p(`Im März 2025 haben Auditorinnen und Auditoren einer akkreditierten Zertifizierungsstelle unser Werk in ${city} mehrere Tage lang geprüft. Das Ergebnis: Unser Qualitätsmanagement ist weiterhin nach ISO 9001 zertifiziert, unser Umweltmanagement nach ISO 14001 und unser Energiemanagement nach ISO 50001.`),
        h2('Was geprüft wurde'),
        ul('Entwicklung, Konstruktion und Werkzeugbau', 'Prototyping, Spritzgussfertigung und Montage', 'Automatisierung, Lager und Logistik', 'Einkauf, Vertrieb und alle unterstützenden Prozesse'),
        h2('Was die Zertifikate für Kunden bedeuten'),
        p('Für unsere Kunden heißt das: dokumentierte und beherrschte Prozesse, rückverfolgbare Chargen und ein System, das Abweichungen erkennt und abstellt, bevor sie sich auf Teile auswirken. Energie managen wir systematisch seit 2013 – mit Messungen an unseren über 70 Spritzgießmaschinen, an den Kälteanlagen und an der Druckluftversorgung.'),
        p(`Wie wir Energie und Material sparen, zeigt unsere Fallstudie ${link('de', 'innovation.sustainability', 'Nachhaltigkeit')}. Die Zertifikate finden Sie in unseren ${link('de', 'downloads', 'Downloads')}.`),
      ),
    },
    en: {
      slug: 'recertification-iso-9001-14001-50001',
      title: 'Recertification passed: ISO 9001, ISO 14001 and ISO 50001 confirmed',
      teaser:
        'After an audit lasting several days, it is official: our quality, environmental and energy management continues to meet the requirements of ISO 9001, ISO 14001 and ISO 50001 – in every area from development to logistics.',
      imageAlt: 'Drawing of three fanned-out certificates with symbols for quality (a tick), environment (a leaf) and energy (a lightning bolt); the front one carries a seal with two ribbons.',
      body: html(
        p(`In March 2025, auditors from an accredited certification body spent several days examining our plant in ${city}. The result: our quality management remains certified to ISO 9001, our environmental management to ISO 14001 and our energy management to ISO 50001.`),
        h2('What was audited'),
        ul('Development, engineering and tool engineering', 'Prototyping, injection moulding and assembly', 'Automation, warehousing and logistics', 'Purchasing, sales and all supporting processes'),
        h2('What the certificates mean for customers'),
        p('For our customers, this means documented and controlled processes, traceable batches and a system that detects and eliminates deviations before they affect parts. We have been managing energy systematically since 2013 – with measurements on our more than 70 injection moulding machines, the chillers and the compressed-air supply.'),
        p(`Our case study ${link('en', 'innovation.sustainability', 'Sustainability')} shows how we save energy and material. You will find the certificates in our ${link('en', 'downloads', 'downloads')}.`),
      ),
    },
    pdf: {
      de: {
        file: 'pressemitteilung-rezertifizierung-2025-de.pdf',
        title: 'Rezertifizierung nach ISO 9001, ISO 14001 und ISO 50001 bestanden',
        kind: pressRelease,
        blocks: [
          {
            paragraphs: [
              `Die ${company.legalName} hat das Rezertifizierungsaudit ihrer Managementsysteme ohne Hauptabweichungen abgeschlossen. Auditorinnen und Auditoren einer akkreditierten Zertifizierungsstelle haben im März 2025 mehrere Tage lang das Werk in ${city} geprüft und bestätigt, dass das Qualitätsmanagement die Anforderungen der DIN EN ISO 9001, das Umweltmanagement die der DIN EN ISO 14001 und das Energiemanagement die der DIN EN ISO 50001 erfüllt.`,
            ],
          },
          {
            heading: 'Geprüft von der Entwicklung bis zur Logistik',
            paragraphs: [
              'Der Geltungsbereich umfasst alle Leistungen des Unternehmens: Entwicklung, Konstruktion und Werkzeugbau, Prototyping, die Herstellung von Kunststoff-Spritzgussteilen und Baugruppen, Automatisierung sowie Lager und Logistik. Die Auditoren haben Prozesse in allen Bereichen begleitet, Aufzeichnungen geprüft und mit Mitarbeiterinnen und Mitarbeitern an den Maschinen gesprochen.',
            ],
          },
          {
            heading: 'Energiemanagement seit 2013',
            paragraphs: [
              `Seit 2013 betreibt ${company.brand} ein systematisches Energiemanagement. Verbrauchsmessungen an den über 70 Spritzgießmaschinen, an Kälteanlagen und an der Druckluftversorgung zeigen, wo Energie verloren geht, und machen jede Einsparung nachprüfbar. Photovoltaikanlagen auf den Hallendächern liefern bis zu 20 % des Energiebedarfs aus eigener erneuerbarer Energie.`,
              '„Die Zertifikate sind für uns kein Selbstzweck“, sagt die Geschäftsführung. „Sie zeigen unseren Kunden, dass sie sich auf unsere Prozesse verlassen können – heute und bei jeder künftigen Serie.“',
            ],
          },
          ...pressBoilerplate.de,
        ],
      },
      en: {
        file: 'press-release-recertification-2025-en.pdf',
        title: 'Recertification to ISO 9001, ISO 14001 and ISO 50001 passed',
        kind: pressRelease,
        blocks: [
          {
            paragraphs: [
              `${company.legalName} has completed the recertification audit of its management systems without any major non-conformities. In March 2025, auditors from an accredited certification body spent several days examining the plant in ${city} and confirmed that quality management meets the requirements of ISO 9001, environmental management those of ISO 14001 and energy management those of ISO 50001.`,
            ],
          },
          {
            heading: 'Audited from development to logistics',
            paragraphs: [
              'The scope covers all of the company’s services: development, engineering and tool engineering, prototyping, the production of injection-moulded plastic parts and assemblies, automation, and warehousing and logistics. The auditors followed processes in every area, checked records and talked to employees at the machines.',
            ],
          },
          {
            heading: 'Energy management since 2013',
            paragraphs: [
              `${company.brand} has been running a systematic energy management system since 2013. Consumption measurements on the more than 70 injection moulding machines, the chillers and the compressed-air supply show where energy is lost and make every saving verifiable. Photovoltaic systems on the roofs of the production halls supply up to 20 % of the energy demand from the company’s own renewable sources.`,
              '“For us, certificates are not an end in themselves,” says the management. “They show our customers that they can rely on our processes – today and for every future series.”',
            ],
          },
          ...pressBoilerplate.en,
        ],
      },
    },
  },
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
    key: 'photovoltaics-2025',
    category: 'press',
    publishedAt: at('2025-07-08', '10:00'),
    image: 'photovoltaic-roof.svg',
    caseStudy: 'innovation.sustainability',
    de: {
      slug: 'photovoltaik-bis-zu-20-prozent-eigene-energie',
      title: 'Sonnenstrom vom Hallendach: bis zu 20 % eigene erneuerbare Energie',
      teaser:
        'Mit den erweiterten Photovoltaikanlagen auf unseren Hallendächern decken wir jetzt bis zu 20 % unseres Energiebedarfs mit selbst erzeugtem Strom – verbraucht direkt in der Fertigung.',
      imageAlt: 'Zeichnung einer Fertigungshalle, deren Sheddach mit Photovoltaikmodulen belegt ist; die Sonne scheint auf die Module, ein Kabel führt zu einem Wechselrichter neben der Halle, links und rechts stehen Bäume.',
      body: html(
        p(`Die Sheddächer unserer Produktionshallen in ${city} sind jetzt weitgehend mit Photovoltaikmodulen belegt. Der Strom fließt ohne Umweg in die Fertigung: zu den Spritzgießmaschinen, Kälteanlagen und Kompressoren, die tagsüber ohnehin laufen. So decken wir bis zu 20 % unseres Energiebedarfs mit eigener erneuerbarer Energie.`),
        h2('Warum Eigenverbrauch im Spritzguss passt'),
        p('Ein Spritzgießbetrieb braucht Strom gleichmäßig über den ganzen Tag. Deshalb nutzen wir den Solarstrom nahezu vollständig selbst, statt ihn ins Netz einzuspeisen – jede Kilowattstunde vom Dach ersetzt eine Kilowattstunde aus dem Netz.'),
        h2('Teil eines größeren Plans'),
        ul(
          'Energiemanagement seit 2013, zertifiziert nach ISO 50001',
          'Umweltmanagement nach ISO 14001',
          'Vollelektrische Spritzgießmaschinen bei jeder Ersatzinvestition, wo der Prozess es erlaubt',
          'Wärmerückgewinnung aus Maschinen und Kompressoren für die Heizung der Büros',
        ),
        p(`Wie diese Bausteine zusammenwirken, zeigt unsere Fallstudie ${link('de', 'innovation.sustainability', 'Nachhaltigkeit')}.`),
      ),
    },
    en: {
      slug: 'photovoltaics-up-to-20-percent-own-energy',
      title: 'Solar power from the factory roof: up to 20 % own renewable energy',
      teaser:
        'With the extended photovoltaic systems on our hall roofs, we now cover up to 20 % of our energy demand with electricity we generate ourselves – and use it directly in production.',
      imageAlt: 'Drawing of a production hall whose sawtooth roof is covered with photovoltaic modules; the sun shines on the modules, a cable leads to an inverter beside the hall, and there are trees on the left and right.',
      body: html(
        p(`The sawtooth roofs of our production halls in ${city} are now largely covered with photovoltaic modules. The electricity goes straight into production: to the injection moulding machines, chillers and compressors that run during the day anyway. This way, we cover up to 20 % of our energy demand with our own renewable energy.`),
        h2('Why self-consumption suits injection moulding'),
        p('An injection moulding plant needs electricity evenly throughout the day. That is why we use almost all of the solar power ourselves instead of feeding it into the grid – every kilowatt hour from the roof replaces one from the grid.'),
        h2('Part of a bigger plan'),
        ul(
          'Energy management since 2013, certified to ISO 50001',
          'Environmental management to ISO 14001',
          'All-electric injection moulding machines for every replacement where the process allows',
          'Heat recovery from machines and compressors to heat the offices',
        ),
        p(`Our case study ${link('en', 'innovation.sustainability', 'Sustainability')} shows how these measures work together.`),
      ),
    },
    pdf: {
      de: {
        file: 'pressemitteilung-photovoltaik-2025-de.pdf',
        title: 'Sonnenstrom vom Hallendach: bis zu 20 % eigene erneuerbare Energie',
        kind: pressRelease,
        blocks: [
          {
            paragraphs: [
              `${company.legalName} hat die Photovoltaikanlagen auf den Dächern ihrer Produktionshallen in ${city} erweitert. Mit dem selbst erzeugten Strom deckt der Spritzgießer jetzt bis zu 20 % seines Energiebedarfs aus eigener erneuerbarer Energie.`,
            ],
          },
          {
            heading: 'Strom vom Dach direkt in die Fertigung',
            paragraphs: [
              'Die Module liegen auf den Sheddächern der Hallen. Der Strom wird nahezu vollständig im eigenen Werk verbraucht: Spritzgießmaschinen, Kälteanlagen und Kompressoren laufen über den ganzen Tag und nehmen die Leistung der Anlage auch zur Mittagszeit vollständig auf.',
            ],
          },
          {
            heading: 'Ein Baustein im Energiemanagement',
            paragraphs: [
              `Die Erweiterung ist Teil des Energiemanagements, das ${company.brand} seit 2013 betreibt und das nach ISO 50001 zertifiziert ist. Dazu gehören Verbrauchsmessungen an allen Spritzgießmaschinen, der Ersatz hydraulischer durch vollelektrische Maschinen, wo der Prozess es erlaubt, und die Wärmerückgewinnung aus Maschinen und Kompressoren für die Heizung der Büros. Das Umweltmanagement ist nach ISO 14001 zertifiziert.`,
              '„Jede Kilowattstunde, die wir auf dem eigenen Dach erzeugen, steckt am Ende in einem Bauteil unserer Kunden“, sagt die Geschäftsführung. „Das macht ihre Produkte nachhaltiger, ohne dass sich für sie etwas ändert.“',
            ],
          },
          ...pressBoilerplate.de,
        ],
      },
      en: {
        file: 'press-release-photovoltaics-2025-en.pdf',
        title: 'Solar power from the factory roof: up to 20 % own renewable energy',
        kind: pressRelease,
        blocks: [
          {
            paragraphs: [
              `${company.legalName} has extended the photovoltaic systems on the roofs of its production halls in ${city}. With the electricity it generates itself, the injection moulder now covers up to 20 % of its energy demand from its own renewable sources.`,
            ],
          },
          {
            heading: 'Power from the roof straight into production',
            paragraphs: [
              'The modules sit on the sawtooth roofs of the halls. Almost all of the electricity is used in the plant itself: injection moulding machines, chillers and compressors run throughout the day and take up the full output of the system even at midday.',
            ],
          },
          {
            heading: 'One element of energy management',
            paragraphs: [
              `The extension is part of the energy management system that ${company.brand} has been running since 2013 and that is certified to ISO 50001. It includes consumption measurements on every injection moulding machine, the replacement of hydraulic machines by all-electric ones where the process allows, and heat recovery from machines and compressors to heat the offices. Environmental management is certified to ISO 14001.`,
              '“Every kilowatt hour we generate on our own roof ends up in one of our customers’ components,” says the management. “That makes their products more sustainable without anything changing for them.”',
            ],
          },
          ...pressBoilerplate.en,
        ],
      },
    },
  },
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
    key: 'newspaper-apprentices-2025',
    category: 'newspaper',
    publishedAt: at('2025-09-30'),
    image: 'regional-paper-apprentices.svg',
    caseStudy: null,
    de: {
      slug: 'zeitungsbericht-ausbildungsstart-2025',
      title: `Zeitungsbericht: Sechs Auszubildende starten bei ${company.brand}`,
      teaser:
        'Die regionale Tageszeitung hat unsere sechs neuen Auszubildenden in ihrer ersten Woche begleitet – vom Werksrundgang bis zum ersten selbst gespritzten Teil.',
      imageAlt: 'Zeichnung einer aufgeschlagenen Zeitungsseite mit Schlagzeile und Textspalten; das große Foto zeigt eine Werkbank in der Ausbildungswerkstatt mit Schraubstock, Messschieber und Schutzbrille.',
      body: html(
        p('Anfang August 2025 haben sechs junge Menschen ihre Ausbildung bei uns begonnen – in den Berufen Verfahrensmechaniker/in für Kunststoff- und Kautschuktechnik, Werkzeugmechaniker/in, Mechatroniker/in und Industriekaufmann/-frau. Eine Reporterin der regionalen Tageszeitung war in der ersten Woche dabei.'),
        h2('Was im Artikel steht'),
        ul(
          'Die erste Woche beginnt mit Sicherheitsunterweisung und einem Rundgang durch Fertigung, Werkzeugbau und Logistik.',
          'Jede und jeder Neue bekommt eine Patin oder einen Paten aus dem zweiten Ausbildungsjahr.',
          'Am dritten Tag spritzen die Auszubildenden ihr erstes eigenes Teil – mit einem Werkzeug, das frühere Auszubildende gebaut haben.',
          'Bis zu 6 Auszubildende beginnen jedes Jahr bei uns, die meisten bleiben nach der Prüfung.',
        ),
        p(`Die Reporterin zitiert einen Auszubildenden mit dem Satz, er habe „nicht gedacht, dass man schon in der ersten Woche an einer echten Maschine stehen darf“. Genau so soll es sein: Bei uns arbeiten Auszubildende von Anfang an in echten Projekten mit.`),
        p(`Sie möchten 2027 bei uns anfangen? Unsere freien Ausbildungsplätze finden Sie unter ${link('de', 'careers.jobOffers', 'Stellenangebote')}, mehr über die Ausbildung im Bereich ${link('de', 'careers', 'Karriere')}.`),
      ),
    },
    en: {
      slug: 'newspaper-report-apprenticeship-start-2025',
      title: `Newspaper report: six apprentices start at ${company.brand}`,
      teaser: 'The regional daily newspaper accompanied our six new apprentices through their first week – from the plant tour to the first part they moulded themselves.',
      imageAlt: 'Drawing of an open newspaper page with a headline and columns of text; the large photo shows a workbench in the training workshop with a vice, callipers and safety goggles.',
      body: html(
        p('At the beginning of August 2025, six young people started their apprenticeships with us – as process mechanics for plastics and rubber technology, toolmakers, mechatronics technicians and industrial business management assistants. A reporter from the regional daily newspaper joined them in their first week.'),
        h2('What the article says'),
        ul(
          'The first week begins with safety instruction and a tour of production, the tool shop and logistics.',
          'Every newcomer gets a mentor from the second year of training.',
          'On the third day, the apprentices mould their first part of their own – with a mould that earlier apprentices built.',
          'Up to 6 apprentices start with us every year, and most of them stay after their final examination.',
        ),
        p('The reporter quotes one apprentice as saying that he “didn’t think you’d be allowed to stand at a real machine in your very first week”. That is exactly how it should be: with us, apprentices work on real projects from day one.'),
        p(`Would you like to start with us in 2027? You will find our open apprenticeships under ${link('en', 'careers.jobOffers', 'job offers')} and more about training with us under ${link('en', 'careers', 'careers')}.`),
      ),
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
    key: '650-t-machine',
    category: 'press',
    publishedAt: at('2026-02-10', '10:00'),
    image: '650-t-machine.svg',
    caseStudy: null,
    de: {
      slug: 'neue-650-t-spritzgiessmaschine',
      title: 'Neue 650-t-Maschine: 6.500 kN Schließkraft für große technische Bauteile',
      teaser:
        'Unsere größte Spritzgießmaschine ist in Betrieb: Mit 6.500 kN Schließkraft fertigen wir jetzt auch großflächige Gehäuse und Abdeckungen für Haushaltsgeräte und den Maschinenbau.',
      imageAlt: 'Zeichnung einer großen Spritzgießmaschine in der Halle: links die Schließeinheit mit schweren Holmen und einem großen Werkzeug unter einer Schutzhaube, rechts die Spritzeinheit mit Trichter; davor ein Mitarbeiter mit Schutzhelm, der kleiner ist als die Maschine, und eine Kiste mit fertigen Gehäusen; oben ein Hallenkran.',
      body: html(
        p(`Im Februar 2026 hat unsere Fertigung in ${city} Zuwachs bekommen: eine Zweiplatten-Spritzgießmaschine mit ${strong('6.500 kN Schließkraft')}. Sie ist die größte unserer über 70 Spritzgießmaschinen und erweitert unser Spektrum um Bauteile mit großer Fläche und hohem Schussgewicht.`),
        h2('Was die Maschine mitbringt'),
        ul(
          'Schließkraft 6.500 kN, also 650 t',
          'Linearroboter für die Entnahme und schonende Ablage großer Teile',
          'Werkzeugwechsel mit dem Hallenkran und einem Schnellspannsystem',
          'Servohydraulischer Antrieb, eingebunden in unser Energiemanagement',
        ),
        h2('Für welche Teile'),
        p(`Die Maschine ist für großflächige Gehäuse und Abdeckungen für Haushaltsgeräte und den Maschinenbau ausgelegt, ebenso für Behälter und Ladungsträger. Konstruktion, Werkzeug und Serie kommen wie immer aus einer Hand – mehr dazu unter ${link('de', 'industries.technicalSolutions', 'Technische Lösungen')} und ${link('de', 'competences.production', 'Fertigung')}.`),
      ),
    },
    en: {
      slug: 'new-650-tonne-injection-moulding-machine',
      title: 'New 650-tonne machine: 6,500 kN clamping force for large technical components',
      teaser:
        'Our largest injection moulding machine is in operation: with 6,500 kN clamping force, we now also produce large housings and covers for household appliances and mechanical engineering.',
      imageAlt: 'Drawing of a large injection moulding machine in the hall: on the left the clamping unit with heavy tie bars and a large mould under a safety guard, on the right the injection unit with hopper; in front a worker in a hard hat, smaller than the machine, and a crate of finished housings; an overhead crane above.',
      body: html(
        p(`In February 2026, our production in ${city} gained a new member: a two-platen injection moulding machine with ${strong('6,500 kN clamping force')}. It is the largest of our more than 70 injection moulding machines and extends our range to parts with large surfaces and high shot weights.`),
        h2('What the machine brings'),
        ul(
          'A clamping force of 6,500 kN, or 650 tonnes',
          'A linear robot to remove large parts and set them down gently',
          'Mould changes with the overhead crane and a quick-clamping system',
          'A servo-hydraulic drive, integrated into our energy management',
        ),
        h2('For which parts'),
        p(`The machine is designed for large housings and covers for household appliances and mechanical engineering, as well as for containers and load carriers. As always, design, mould and series production come from a single source – read more under ${link('en', 'industries.technicalSolutions', 'Technical solutions')} and ${link('en', 'competences.production', 'Production')}.`),
      ),
    },
    pdf: {
      de: {
        file: 'pressemitteilung-650-t-maschine-de.pdf',
        title: `${company.brand} nimmt Spritzgießmaschine mit 6.500 kN Schließkraft in Betrieb`,
        kind: pressRelease,
        blocks: [
          {
            paragraphs: [
              `Die ${company.legalName} hat in ihrem Werk in ${city} eine Zweiplatten-Spritzgießmaschine mit 6.500 kN Schließkraft in Betrieb genommen. Die 650-t-Maschine ist die größte der über 70 Spritzgießmaschinen des Unternehmens und erweitert das Spektrum um großflächige technische Bauteile mit hohem Schussgewicht.`,
            ],
          },
          {
            heading: 'Ausstattung',
            paragraphs: [
              'Ein Linearroboter entnimmt die Teile und legt sie schonend auf ein Förderband ab. Werkzeuge werden mit dem Hallenkran eingesetzt und über ein Schnellspannsystem befestigt, was die Rüstzeiten verkürzt. Der servohydraulische Antrieb arbeitet nur dann mit voller Leistung, wenn die Maschine sie braucht; sein Verbrauch wird, wie bei allen Maschinen, im Energiemanagement nach ISO 50001 erfasst.',
            ],
          },
          {
            heading: 'Anwendungen',
            paragraphs: [
              'Ausgelegt ist die Maschine für Gehäuse und Abdeckungen für Haushaltsgeräte und den Maschinenbau sowie für Behälter und Ladungsträger. Wie bei allen Projekten entstehen Konstruktion und Werkzeug im eigenen Haus, sodass Bauteil, Werkzeug und Prozess von Anfang an aufeinander abgestimmt sind.',
              '„Mit der neuen Maschine können wir Kunden, die bisher kleine und große Teile bei verschiedenen Lieferanten fertigen ließen, alles aus einer Hand anbieten“, sagt die Fertigungsleitung.',
            ],
          },
          ...pressBoilerplate.de,
        ],
      },
      en: {
        file: 'press-release-650-tonne-machine-en.pdf',
        title: `${company.brand} commissions an injection moulding machine with 6,500 kN clamping force`,
        kind: pressRelease,
        blocks: [
          {
            paragraphs: [
              `${company.legalName} has put a two-platen injection moulding machine with 6,500 kN clamping force into operation at its plant in ${city}. The 650-tonne machine is the largest of the company’s more than 70 injection moulding machines and extends its range to large technical components with high shot weights.`,
            ],
          },
          {
            heading: 'Equipment',
            paragraphs: [
              'A linear robot removes the parts and sets them down gently on a conveyor. Moulds are lifted in with the overhead crane and fixed with a quick-clamping system, which shortens set-up times. The servo-hydraulic drive only works at full power when the machine needs it; as for every machine, its consumption is recorded in the energy management system certified to ISO 50001.',
            ],
          },
          {
            heading: 'Applications',
            paragraphs: [
              'The machine is designed for housings and covers for household appliances and mechanical engineering, as well as for containers and load carriers. As in every project, design and mould are made in-house, so that part, mould and process are matched from the start.',
              '“With the new machine, we can offer customers who used to have small and large parts made by different suppliers everything from a single source,” says the head of production.',
            ],
          },
          ...pressBoilerplate.en,
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
  {
    key: 'trade-journal-fragrance-bottle',
    category: 'newspaper',
    publishedAt: at('2026-06-16'),
    image: 'trade-journal-fragrance-bottle.svg',
    caseStudy: 'innovation.fragranceBottle',
    de: {
      slug: 'fachpresse-duftflakon-dunstabzugshaube',
      title: 'Fachpresse: Duftflakon für Dunstabzugshauben als Beispiel für Full Service',
      teaser:
        'Eine Fachzeitschrift für Kunststoffverarbeitung stellt unseren Duftflakon vor: 12,5 ml Duft für rund 150 Betriebsstunden, abgefüllt mit einer Genauigkeit von unter 0,1 ml.',
      imageAlt: 'Zeichnung einer aufgeschlagenen Fachzeitschrift auf einem Schreibtisch: links Textspalten und eine technische Schnittzeichnung eines Flakons mit Maßlinien, rechts ein großes Bild des runden Duftflakons mit Diffusionsdeckel und Halteclip; daneben eine Lesebrille.',
      body: html(
        p('In ihrer Juni-Ausgabe widmet eine Fachzeitschrift für Kunststoffverarbeitung dem Duftspender, den wir für einen Anbieter von Haushaltsprodukten entwickelt haben und fertigen, eine ganze Doppelseite. Der Artikel nennt das Projekt ein Beispiel dafür, was ein Spritzgießer leisten kann, der Entwicklung, Werkzeugbau, Abfüllung und Montage unter einem Dach vereint.'),
        h2('Die Eckdaten aus dem Artikel'),
        ul(
          '12,5 ml Füllmenge für rund 150 Stunden Duft im Betrieb der Dunstabzugshaube',
          '42 mm Durchmesser, passend hinter das Fettfilter gängiger Hauben',
          '7 Komponenten, montiert in einer automatisierten Zelle',
          '4 Kavitäten im Heißkanalwerkzeug für den Flakonkörper',
          'Füllgenauigkeit unter 0,1 ml dank Dosierpumpe mit Wägekontrolle',
        ),
        p('Besonders hebt der Autor die Siegelfolie hervor: Sie hält im Lager und beim Transport dicht und lässt sich in der Küche trotzdem mit einem Griff abziehen – weil Werkzeug, Abfüllung und Siegelstation im selben Haus aufeinander abgestimmt wurden.'),
        p(`Die ganze Geschichte von den Anforderungen bis zur Serie lesen Sie in unserer ${link('de', 'innovation.fragranceBottle', 'Fallstudie zum Duftflakon')}.`),
      ),
    },
    en: {
      slug: 'trade-press-fragrance-bottle-extractor-hood',
      title: 'Trade press: fragrance bottle for extractor hoods as an example of full service',
      teaser:
        'A trade journal for plastics processing features our fragrance bottle: 12.5 ml of fragrance for around 150 hours of operation, filled with an accuracy of under 0.1 ml.',
      imageAlt: 'Drawing of an open trade journal on a desk: on the left, columns of text and a technical section drawing of a bottle with dimension lines; on the right, a large picture of the round fragrance bottle with diffuser cap and retaining clip; reading glasses beside it.',
      body: html(
        p('In its June issue, a trade journal for plastics processing devotes a whole double page to the fragrance dispenser that we developed and produce for a supplier of household products. The article calls the project an example of what an injection moulder can achieve when it brings development, tool engineering, filling and assembly together under one roof.'),
        h2('The key figures from the article'),
        ul(
          '12.5 ml fill volume for around 150 hours of fragrance while the extractor hood is running',
          '42 mm diameter, to fit behind the grease filter of common hoods',
          '7 components, assembled in an automated cell',
          '4 cavities in the hot-runner mould for the bottle body',
          'Fill accuracy under 0.1 ml thanks to a dosing pump with weight control',
        ),
        p('The author particularly highlights the sealing foil: it stays tight in storage and in transit and can still be peeled off in one go in the kitchen – because mould, filling and sealing station were matched to each other under one roof.'),
        p(`Read the whole story, from the requirements to series production, in our ${link('en', 'innovation.fragranceBottle', 'case study on the fragrance bottle')}.`),
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

// ---------------------------------------------------------------------------------------------
// Downloads: every one is a PDF in public/media/downloads/
// ---------------------------------------------------------------------------------------------

const postal = {
  de: `${company.legalName}, ${address.street}, ${address.postalCode} ${city}`,
  en: `${company.legalName}, ${address.street}, ${address.postalCode} ${city}, Germany`,
};

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

const downloads = [
  {
    key: 'company-brochure',
    kind: 'advertising',
    publishedAt: at('2026-03-02'),
    de: {
      title: 'Unternehmensbroschüre',
      description: `Wer wir sind und was wir können: ${company.brand} von der Entwicklung bis zur Logistik, unsere Branchen, unsere Zahlen und unser Weg zu einer nachhaltigen Fertigung.`,
      file: 'unternehmensbroschuere-de.pdf',
      pdf: {
        title: `${company.brand}: Spritzguss von der Idee bis zur Serie`,
        subtitle: 'Unternehmensbroschüre',
        blocks: [
          {
            heading: 'Wer wir sind',
            paragraphs: [
              `Die ${company.legalName} wurde ${company.foundedYear} in ${city} gegründet. Als Spritzgießer und Full-Service-Partner begleiten wir Kunden aus Kosmetik, Lebensmittel, Medizin und Technik von der ersten Idee bis zur Serie – und darüber hinaus bis zur Lieferung an ihre Linien.`,
            ],
          },
          {
            heading: 'Von der Idee zum Produkt',
            paragraphs: [
              'Entwicklung: Wir übersetzen Anforderungen in Produktkonzepte, wählen Werkstoffe und prüfen Ideen früh mit Berechnung und Simulation.',
              'Konstruktion: Unsere Konstrukteure gestalten Bauteile spritzgießgerecht und montagefreundlich – mit Blick auf Wandstärken, Entformung und Recycling.',
              'Werkzeugbau: Im eigenen Werkzeugbau entstehen und werden gewartet, was wir für die Serie brauchen, bis hin zu Mehrkavitätenwerkzeugen mit Heißkanal.',
              'Prototyping: Funktionsmuster und Prototypenwerkzeuge zeigen, ob ein Teil hält, was die Konstruktion verspricht, bevor das Serienwerkzeug gebaut wird.',
              'Fertigung: Über 70 Spritzgießmaschinen mit Schließkräften bis 6.500 kN fertigen Teile vom Präzisionssieb bis zum großflächigen Gehäuse, auch unter Reinraumbedingungen.',
              'Automatisierung: Eigene Montagezellen mit Robotern und Kamerakontrolle fügen, füllen, siegeln und prüfen Baugruppen im Takt der Serie.',
              'Logistik: Wir lagern, verpacken und liefern termingerecht an Kunden auf drei Kontinenten.',
            ],
          },
          {
            heading: 'Branchen',
            paragraphs: [
              'Kosmetik: Spender, Flakons, Verschlüsse und Airless-Systeme. Lebensmittel: Originalitätsverschlüsse, Streudeckel und Dosierhilfen aus lebensmittelkonformen Werkstoffen. Medizin: Spritzen von 0,5 bis 5 ml, Dosiersysteme und Diagnostikkomponenten aus der Reinraumfertigung. Technische Lösungen: Funktionsteile und Baugruppen, etwa ein Schmierstoffgeber für bis zu 6 bar in Schutzart IP 65.',
            ],
          },
          {
            heading: 'In Zahlen',
            paragraphs: [
              `Gegründet ${company.foundedYear} · über 70 Spritzgießmaschinen · Schließkräfte bis 6.500 kN, Maschinen bis 650 t · über eine Milliarde Kunststoffteile und über 400 Millionen Baugruppen gefertigt · Kunden auf drei Kontinenten · bis zu 6 Auszubildende pro Jahr`,
            ],
          },
          {
            heading: 'Nachhaltig fertigen',
            paragraphs: [
              'Bis zu 20 % unseres Energiebedarfs decken wir mit eigener erneuerbarer Energie vom Hallendach. Seit 2013 betreiben wir ein systematisches Energiemanagement, zertifiziert nach ISO 50001; unser Umweltmanagement ist nach ISO 14001 zertifiziert. Monomaterial-Konstruktionen wie unser Squeeze Foaming Device halten Kunststoff im Kreislauf.',
            ],
          },
          { heading: 'Kontakt', paragraphs: [contactLine.de] },
        ],
      },
    },
    en: {
      title: 'Company brochure',
      description: `Who we are and what we do: ${company.brand} from development to logistics, the industries we serve, our key figures and our path to sustainable production.`,
      file: 'company-brochure-en.pdf',
      pdf: {
        title: `${company.brand}: injection moulding from idea to series`,
        subtitle: 'Company brochure',
        blocks: [
          {
            heading: 'Who we are',
            paragraphs: [
              `${company.legalName} was founded in ${city}, Germany, in ${company.foundedYear}. As an injection moulder and full-service partner, we accompany customers in cosmetics, food, medicine and technology from the first idea to series production – and beyond, to delivery to their lines.`,
            ],
          },
          {
            heading: 'From idea to product',
            paragraphs: [
              'Development: we translate requirements into product concepts, select materials and test ideas early with calculation and simulation.',
              'Engineering: our designers shape parts for moulding and assembly – with an eye on wall thicknesses, demoulding and recycling.',
              'Tool engineering: our own tool shop builds and maintains what we need for series production, up to multi-cavity hot-runner moulds.',
              'Prototyping: functional samples and prototype moulds show whether a part delivers what the design promises before the series mould is built.',
              'Production: more than 70 injection moulding machines with clamping forces of up to 6,500 kN produce parts from precision sieves to large housings, including under cleanroom conditions.',
              'Automation: our own assembly cells with robots and camera inspection join, fill, seal and inspect assemblies at the pace of the series.',
              'Logistics: we store, pack and deliver on time to customers on three continents.',
            ],
          },
          {
            heading: 'Industries',
            paragraphs: [
              'Cosmetics: dispensers, bottles, closures and airless systems. Food: tamper-evident closures, shaker lids and dosing aids made of food-contact materials. Medicine: syringes from 0.5 to 5 ml, dosing systems and diagnostic components from cleanroom production. Technical solutions: functional parts and assemblies, such as a lubricator rated for up to 6 bar with IP 65 protection.',
            ],
          },
          {
            heading: 'Key figures',
            paragraphs: [
              `Founded in ${company.foundedYear} · more than 70 injection moulding machines · clamping forces of up to 6,500 kN, machines of up to 650 t · over one billion plastic parts and over 400 million assemblies produced · customers on three continents · up to 6 apprentices a year`,
            ],
          },
          {
            heading: 'Sustainable production',
            paragraphs: [
              'We cover up to 20 % of our energy demand with our own renewable energy from the factory roof. We have been running a systematic energy management system since 2013, certified to ISO 50001; our environmental management is certified to ISO 14001. Mono-material designs such as our Squeeze Foaming Device keep plastics in the loop.',
            ],
          },
          { heading: 'Contact', paragraphs: [contactLine.en] },
        ],
      },
    },
  },
  {
    key: 'product-lines',
    kind: 'advertising',
    publishedAt: at('2026-05-12'),
    de: {
      title: 'Produktlinien Aerivo, Frescap, Dosaro und Fixora',
      description: 'Unsere eigenen Standardprodukte im Überblick: Airless-Spender, Lebensmittelverschlüsse, orale Dosierspritzen sowie Clips und Kabelhalter – jeweils mit Werkstoffen und Varianten.',
      file: 'produktlinien-de.pdf',
      pdf: {
        title: 'Unsere Produktlinien',
        subtitle: 'Aerivo · Frescap · Dosaro · Fixora',
        blocks: [
          {
            paragraphs: [
              `Neben der Fertigung nach Kundenzeichnung bietet ${company.brand} vier eigene Produktlinien an. Sie entstehen in unseren eigenen Werkzeugen und lassen sich in Farbe, Dekor und Verpackung an Ihr Produkt anpassen.`,
            ],
          },
          {
            heading: 'Aerivo: Airless-Spender',
            paragraphs: [
              'Airless-Spender für Cremes und Seren, die den Inhalt ohne Luftkontakt bis auf einen kleinen Rest fördern. Ein Kolben folgt dem Inhalt nach oben, sodass empfindliche Rezepturen geschützt bleiben und sich der Spender in jeder Lage verwenden lässt.',
            ],
          },
          {
            heading: 'Frescap: Verschlüsse für Lebensmittel',
            paragraphs: [
              'Originalitätsverschlüsse und Streudeckel für Lebensmittel aus lebensmittelkonformem Polypropylen nach Verordnung (EU) Nr. 10/2011, sortenrein recycelbar. Der abreißbare Sicherungsring zeigt auf einen Blick, ob eine Packung bereits geöffnet wurde.',
            ],
          },
          {
            heading: 'Dosaro: orale Dosierspritzen',
            paragraphs: [
              'Orale Dosierspritzen von 0,5 bis 5 ml sowie Flaschenadapter und Messbecher für flüssige Arzneimittel, gefertigt, montiert und verpackt unter Reinraumbedingungen. Jede Charge ist dokumentiert und rückverfolgbar.',
            ],
          },
          {
            heading: 'Fixora: Clips und Kabelhalter',
            paragraphs: [
              'Kabelhalter, Clips und Befestigungselemente aus glasfaserverstärktem Polyamid für Haushaltsgeräte und Maschinenbau. Rastnasen und Federzungen sind so ausgelegt, dass sie auch nach vielen Montagezyklen sicher halten.',
            ],
          },
          {
            heading: 'Individuell für Sie',
            paragraphs: [`Farben nach Ihrer Vorgabe, Tampondruck, Sondergrößen und Verpackungseinheiten für Ihre Linie. Muster und Angebote: ${contactLine.de}`],
          },
        ],
      },
    },
    en: {
      title: 'Product lines Aerivo, Frescap, Dosaro and Fixora',
      description: 'An overview of our own standard products: airless dispensers, food closures, oral dosing syringes, and clips and cable holders – each with materials and variants.',
      file: 'product-lines-en.pdf',
      pdf: {
        title: 'Our product lines',
        subtitle: 'Aerivo · Frescap · Dosaro · Fixora',
        blocks: [
          {
            paragraphs: [
              `Alongside production to customer drawings, ${company.brand} offers four product lines of its own. They are made in our own moulds and can be adapted to your product in colour, decoration and packaging.`,
            ],
          },
          {
            heading: 'Aerivo: airless dispensers',
            paragraphs: [
              'Airless dispensers for creams and serums that deliver the contents without contact with air, down to a tiny residue. A piston follows the contents upwards, so that sensitive formulations stay protected and the dispenser can be used in any position.',
            ],
          },
          {
            heading: 'Frescap: closures for food',
            paragraphs: [
              'Tamper-evident closures and shaker lids for food, made of food-contact polypropylene in accordance with Regulation (EU) No 10/2011 and recyclable as a single material. The tear-off band shows at a glance whether a pack has already been opened.',
            ],
          },
          {
            heading: 'Dosaro: oral dosing syringes',
            paragraphs: [
              'Oral dosing syringes from 0.5 to 5 ml as well as bottle adapters and measuring cups for liquid medicines, moulded, assembled and packed under cleanroom conditions. Every batch is documented and traceable.',
            ],
          },
          {
            heading: 'Fixora: clips and cable holders',
            paragraphs: [
              'Cable holders, clips and fasteners made of glass-fibre-reinforced polyamide for household appliances and mechanical engineering. Snap-fit hooks and spring tongues are designed to hold securely even after many assembly cycles.',
            ],
          },
          {
            heading: 'Made for you',
            paragraphs: [`Colours to your specification, pad printing, special sizes and packaging units for your line. Samples and quotations: ${contactLine.en}`],
          },
        ],
      },
    },
  },
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

// ---------------------------------------------------------------------------------------------
// Build: the PDFs first (the files records carry their sizes), then the three documents
// ---------------------------------------------------------------------------------------------

const publicDir = join(root, 'public');
const documentsDir = join(root, 'content', 'backend');
const mimeTypes = { svg: 'image/svg+xml', pdf: 'application/pdf' };
const pdfLang = { de: 'de-DE', en: 'en-GB' };

const writtenPdfs = new Set();
function writeDocumentPdf(relativePath, locale, { title, subtitle, blocks }) {
  if (writtenPdfs.has(relativePath)) throw new Error(`${relativePath} is written twice`);
  const document = { title, subtitle, lang: pdfLang[locale], author: company.legalName, blocks };
  checkEncodable(document, relativePath);
  writePdf(join(publicDir, relativePath), document);
  writtenPdfs.add(relativePath);
}

/** The `files` record of a file under public/, once per document (`pool`), with its real size. */
function fileRecord(pool, relativePath) {
  const existing = pool.get(relativePath);
  if (existing) return existing;
  const filename = relativePath.split('/').at(-1);
  const mimeType = mimeTypes[filename.split('.').at(-1)];
  if (!mimeType) throw new Error(`no MIME type for ${filename}`);
  const record = {
    type: 'files',
    id: uuid(`files/${relativePath}`),
    attributes: { url: `/${relativePath}`, filename, mimeType, filesize: statSync(join(publicDir, relativePath)).size },
  };
  pool.set(relativePath, record);
  return record;
}

const identifier = ({ type, id }) => ({ type, id });

/** Newest first, as `sort=-publishedAt` answers; the German version before the English one. */
const byPublication = (a, b) =>
  Date.parse(b.attributes.publishedAt) - Date.parse(a.attributes.publishedAt) ||
  a.attributes.locale.localeCompare(b.attributes.locale) ||
  a.id.localeCompare(b.id);

function writeDocument(type, include, records, pool) {
  const query = [include && `include=${encodeURIComponent(include)}`, 'sort=-publishedAt', `page${encodeURIComponent('[size]')}=50`].filter(Boolean).join('&');
  const document = {
    jsonapi: { version: '1.1' },
    data: [...records].sort(byPublication),
    included: [...pool.values()].sort((a, b) => a.attributes.url.localeCompare(b.attributes.url)),
    meta: {},
    links: { self: `${type}?${query}` },
  };
  mkdirSync(documentsDir, { recursive: true });
  writeFileSync(join(documentsDir, `${type}.json`), `${JSON.stringify(document, null, 2)}\n`);
  return document;
}

// PDFs of the news and the downloads
for (const item of news) {
  if (!item.pdf) continue;
  for (const locale of locales) {
    const { file, title, kind, blocks } = item.pdf[locale];
    writeDocumentPdf(`media/news/${file}`, locale, { title, subtitle: releaseLine(kind, item.publishedAt, locale), blocks });
  }
}
for (const item of downloads) {
  for (const locale of locales) {
    const pdf = item.pdf?.[locale] ?? item[locale].pdf;
    if (!pdf) throw new Error(`download ${item.key} (${locale}) has no document`);
    writeDocumentPdf(`media/downloads/${item[locale].file}`, locale, pdf);
  }
}

// Remove PDFs of earlier runs that no record links any more.
for (const folder of ['media/news', 'media/downloads']) {
  for (const name of readdirSync(join(publicDir, folder))) {
    if (name.endsWith('.pdf') && !writtenPdfs.has(`${folder}/${name}`)) rmSync(join(publicDir, folder, name));
  }
}

const jobRecords = jobs.flatMap((job) =>
  locales.map((locale) => {
    const { slug, title, tasks, requirements, benefits, detail } = job[locale];
    return {
      type: 'jobs',
      id: uuid(`jobs/${job.key}/${locale}`),
      attributes: {
        slug, title, kind: job.kind, location: city, tasks, requirements, benefits, detail, publishedAt: job.publishedAt, locale, translationKey: job.key,
        ...(job.status && { status: job.status }),
      },
    };
  }),
);
writeDocument('jobs', '', jobRecords, new Map());

const newsFiles = new Map();
const newsRecords = news.flatMap((item) =>
  locales.map((locale) => {
    const { slug, title, teaser, body, imageAlt } = item[locale];
    const image = fileRecord(newsFiles, `media/news/${item.image}`);
    const articlePdf = item.pdf ? fileRecord(newsFiles, `media/news/${item.pdf[locale].file}`) : null;
    return {
      type: 'news',
      id: uuid(`news/${item.key}/${locale}`),
      attributes: { slug, title, teaser, body, category: item.category, publishedAt: item.publishedAt, imageAlt, caseStudy: item.caseStudy, locale, translationKey: item.key },
      relationships: { image: { data: identifier(image) }, articlePdf: { data: articlePdf && identifier(articlePdf) } },
    };
  }),
);
writeDocument('news', 'image,articlePdf', newsRecords, newsFiles);

const downloadFiles = new Map();
const downloadRecords = downloads.flatMap((item) =>
  locales.map((locale) => {
    const { title, description, file } = item[locale];
    return {
      type: 'downloads',
      id: uuid(`downloads/${item.key}/${locale}`),
      attributes: { title, description, kind: item.kind, publishedAt: item.publishedAt, locale, translationKey: item.key },
      relationships: { file: { data: identifier(fileRecord(downloadFiles, `media/downloads/${file}`)) } },
    };
  }),
);
writeDocument('downloads', 'file', downloadRecords, downloadFiles);

console.log(
  `content/backend: ${jobRecords.length} jobs, ${newsRecords.length} news (${newsFiles.size} files), ${downloadRecords.length} downloads (${downloadFiles.size} files); ${writtenPdfs.size} PDFs written`,
);
