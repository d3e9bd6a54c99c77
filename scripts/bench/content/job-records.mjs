// Generated job offers for the content benchmark: translation pairs of vacancies and apprenticeships,
// shaped like the embedded default's (a detail that opens with an introduction and a list of facts).
import { recordId } from './seeded-random.mjs';

const roles = [
  ['Verfahrensmechaniker/in Kunststoff', 'Process Mechanic Plastics', 'employee'],
  ['Werkzeugmechaniker/in', 'Toolmaker', 'employee'],
  ['Qualitätsingenieur/in', 'Quality Engineer', 'employee'],
  ['Konstrukteur/in Spritzgusswerkzeuge', 'Injection Mould Designer', 'employee'],
  ['Einrichter/in Spritzguss', 'Injection Moulding Setter', 'employee'],
  ['Logistikmitarbeiter/in', 'Logistics Operative', 'employee'],
  ['Vertriebsingenieur/in Medizintechnik', 'Sales Engineer Medical Technology', 'employee'],
  ['Elektroniker/in für Automatisierung', 'Automation Electronics Technician', 'employee'],
  ['Projektleiter/in Neuanläufe', 'Project Manager Product Launches', 'employee'],
  ['Mitarbeiter/in Reinraumfertigung', 'Cleanroom Production Operative', 'employee'],
  ['Ausbildung Verfahrensmechaniker/in Kunststoff', 'Process Mechanic Plastics – Apprenticeship', 'trainee'],
  ['Ausbildung Werkzeugmechaniker/in', 'Toolmaker – Apprenticeship', 'trainee'],
  ['Ausbildung Fachkraft für Lagerlogistik', 'Warehouse Logistics Specialist – Apprenticeship', 'trainee'],
  ['Duales Studium Kunststofftechnik', 'Dual Study Programme Plastics Engineering', 'trainee'],
];

const locations = ['Herborn', 'Herborn', 'Herborn', 'Haiger'];

const tasks = [
  ['Sie richten Spritzgießmaschinen ein und fahren neue Werkzeuge an.', 'You set up injection moulding machines and start up new moulds.'],
  ['Sie prüfen Teile nach Zeichnung und dokumentieren die Ergebnisse.', 'You inspect parts against the drawing and document the results.'],
  ['Sie arbeiten eng mit Werkzeugbau, Konstruktion und Qualitätssicherung zusammen.', 'You work closely with tool engineering, design and quality assurance.'],
  ['Sie optimieren Prozesse und Taktzeiten in der Serie.', 'You optimise processes and cycle times in series production.'],
  ['Sie planen Abläufe und stimmen Termine mit Kunden ab.', 'You plan workflows and agree dates with customers.'],
  ['Sie betreuen Automationszellen und Roboter.', 'You look after automation cells and robots.'],
];

const requirements = [
  ['Eine abgeschlossene Ausbildung oder ein Studium im technischen Bereich', 'Completed vocational training or a degree in a technical field'],
  ['Erfahrung im Spritzguss, idealerweise in der Serienfertigung', 'Experience in injection moulding, ideally in series production'],
  ['Eine sorgfältige und selbstständige Arbeitsweise', 'A careful and independent way of working'],
  ['Freude an der Arbeit im Team', 'Enjoyment of working in a team'],
  ['Gute Deutschkenntnisse, Englisch von Vorteil', 'Good German, English an advantage'],
];

const benefits = [
  ['Unbefristeter Arbeitsvertrag und 30 Tage Urlaub', 'A permanent contract and 30 days of holiday'],
  ['Betriebliche Altersvorsorge mit Arbeitgeberzuschuss', 'A company pension scheme with employer contribution'],
  ['Gezielte Weiterbildung und Schulungen', 'Targeted further training and courses'],
  ['Urlaubs- und Weihnachtsgeld', 'Holiday and Christmas bonuses'],
  ['Ein Fahrrad-Leasing und kostenlose Parkplätze', 'Bike leasing and free parking'],
];

function detail(language, kind, startYear) {
  if (language === 'de') {
    return `<p>Wir wachsen und suchen Verstärkung für unser Team.</p><ul><li><strong>Arbeitszeit:</strong> ${kind === 'trainee' ? 'Vollzeit' : 'Vollzeit im Zweischichtbetrieb'}</li><li><strong>Eintritt:</strong> ${kind === 'trainee' ? `1. August ${startYear}` : 'ab sofort'}</li></ul><p>Wir freuen uns auf Ihre Bewerbung per E-Mail an <strong>bewerbung@lumoplast.de</strong>.</p>`;
  }
  return `<p>We are growing and looking for reinforcement for our team.</p><ul><li><strong>Working hours:</strong> ${kind === 'trainee' ? 'full time' : 'full time in two shifts'}</li><li><strong>Start:</strong> ${kind === 'trainee' ? `1 August ${startYear}` : 'immediately'}</li></ul><p>We look forward to receiving your application by e-mail to <strong>bewerbung@lumoplast.de</strong>.</p>`;
}

/** `pairs` generated job offers: `{ de, en }` JSON:API records; `cleanSlug` is the site's own cleaning. */
export function generatedJobs({ random, pairs, cleanSlug }) {
  const generated = [];
  for (let index = 1; index <= pairs; index += 1) {
    const [roleDe, roleEn, kind] = random.pick(roles);
    const location = random.pick(locations);
    const startYear = random.pick([2027, 2028]);
    const day = String(random.integer(1, 28)).padStart(2, '0');
    const publishedAt = `2026-${String(random.integer(1, 10)).padStart(2, '0')}-${day}T09:00:00+02:00`;
    const translationKey = `bench-job-${String(index).padStart(3, '0')}`;
    const chosen = { tasks: random.some(tasks, 4), requirements: random.some(requirements, 3), benefits: random.some(benefits, 3) };
    const pair = {};
    for (const [language, side] of [['de', 0], ['en', 1]]) {
      const role = language === 'de' ? roleDe : roleEn;
      const title = kind === 'trainee' ? `${role} ${startYear}` : `${role} (${language === 'de' ? 'm/w/d' : 'm/f/d'}) – ${location}`;
      pair[language] = {
        type: 'jobs',
        id: recordId(`jobs/${translationKey}/${language}`),
        attributes: {
          slug: cleanSlug(title),
          title,
          kind,
          location,
          tasks: chosen.tasks.map((pairOfTexts) => pairOfTexts[side]),
          requirements: chosen.requirements.map((pairOfTexts) => pairOfTexts[side]),
          benefits: chosen.benefits.map((pairOfTexts) => pairOfTexts[side]),
          detail: detail(language, kind, startYear),
          publishedAt,
          locale: language,
          translationKey,
        },
      };
    }
    generated.push(pair);
  }
  return generated;
}
