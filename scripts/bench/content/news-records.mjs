// Generated news for the content benchmark: translation pairs (German and English, one
// `translationKey`) in the four categories, spread over fifteen years, with the images and press PDFs of
// the embedded default's `files` records. Most slugs are clean; some are written as editors write them
// (capitals, spaces, umlauts: the site cleans them and redirects), and some collide after cleaning with
// an older article's (the site gives the later one `-2`).
import { recordId } from './seeded-random.mjs';

const monthsDe = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const monthsEn = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const fairs = [
  { name: 'Fakuma', de: 'Friedrichshafen', en: 'Friedrichshafen' },
  { name: 'K', de: 'Düsseldorf', en: 'Düsseldorf' },
  { name: 'Compamed', de: 'Düsseldorf', en: 'Düsseldorf' },
  { name: 'interpack', de: 'Düsseldorf', en: 'Düsseldorf' },
  { name: 'Cosmoprof', de: 'Bologna', en: 'Bologna' },
  { name: 'PCD', de: 'Paris', en: 'Paris' },
  { name: 'LOUNGES', de: 'Karlsruhe', en: 'Karlsruhe' },
  { name: 'Motek', de: 'Stuttgart', en: 'Stuttgart' },
  { name: 'Hannover Messe', de: 'Hannover', en: 'Hanover' },
  { name: 'Anuga FoodTec', de: 'Köln', en: 'Cologne' },
  { name: 'MedtecLIVE', de: 'Nürnberg', en: 'Nuremberg' },
];

const fairThemes = [
  ['Werkzeugbau zum Anfassen', 'tool engineering up close'],
  ['Reinraumfertigung im Fokus', 'cleanroom production in focus'],
  ['Mehrkomponententeile am Stand', 'multi-component parts on our stand'],
  ['Verpackungen aus Rezyklat', 'packaging from recycled material'],
  ['automatisierte Montage live', 'automated assembly live'],
  ['Dosiersysteme für die Medizintechnik', 'dosing systems for medical technology'],
  ['neue Ideen für Kosmetikverpackungen', 'new ideas for cosmetics packaging'],
  ['Leichtbau mit technischen Kunststoffen', 'lightweight design with engineering plastics'],
];

const papers = ['Dilltal-Kurier', 'Mittelhessen-Rundschau', 'Kunststoff Journal', 'Verpackung aktuell', 'Medizintechnik heute'];

const paperSubjects = [
  ['unsere Ausbildung', 'our apprenticeships'],
  ['die Erweiterung von Halle 3', 'the extension of hall 3'],
  ['unser Energiemanagement', 'our energy management'],
  ['den Tag der offenen Tür', 'our open day'],
  ['Spritzguss für die Medizintechnik', 'injection moulding for medical technology'],
  ['Flakons aus Rezyklat', 'bottles made of recycled material'],
  ['unseren Werkzeugbau', 'our tool shop'],
];

const pressActions = [
  (random) => {
    const tonnes = random.pick([150, 250, 350, 450, 500, 800]);
    return [`Lumoplast investiert in eine neue ${tonnes}-t-Spritzgießmaschine`, `Lumoplast invests in a new ${tonnes}-tonne injection moulding machine`];
  },
  (random) => {
    const area = random.pick([400, 600, 800, 1200]);
    return [`Lumoplast erweitert den Reinraum auf ${area} m²`, `Lumoplast extends its cleanroom to ${area} m²`];
  },
  (random) => {
    const standard = random.pick(['9001', '13485', '14001', '50001']);
    return [`Überwachungsaudit nach ISO ${standard} bestanden`, `Surveillance audit to ISO ${standard} passed`];
  },
  (random) => {
    const count = random.integer(4, 14);
    return [`Lumoplast begrüßt ${count} neue Auszubildende`, `Lumoplast welcomes ${count} new apprentices`];
  },
  () => ['Lumoplast baut die Logistik in Herborn aus', 'Lumoplast expands its logistics in Herborn'],
  () => ['Neue Automationszelle für die Montage', 'A new automation cell for assembly'],
];

const products = [
  ['Dosierspritzen', 'Dosing syringes'],
  ['Airless-Spender', 'Airless dispensers'],
  ['Cremetiegel', 'Cream jars'],
  ['Verschlusskappen', 'Closure caps'],
  ['Pipettenflaschen', 'Dropper bottles'],
  ['Inhalatorgehäuse', 'Inhaler housings'],
  ['Lebensmittelbehälter', 'Food containers'],
  ['Pumpensysteme', 'Pump systems'],
];

const productNews = [
  ['jetzt in Serie', 'now in series production'],
  ['neu im Programm', 'new in our range'],
  ['aus Rezyklat', 'made of recycled material'],
  ['mit Zwei-Komponenten-Griff', 'with a two-component grip'],
  ['in neuer Größe', 'in a new size'],
];

/** Pages of the site an article links to, in both languages. */
const sitePages = [
  ['/kompetenzen/werkzeugbau/', 'Werkzeugbau', '/en/competences/tool-engineering/', 'Tool engineering'],
  ['/kompetenzen/fertigung/', 'Fertigung', '/en/competences/production/', 'Production'],
  ['/kompetenzen/automatisierung/', 'Automatisierung', '/en/competences/automation/', 'Automation'],
  ['/produkte-branchen/medizin/', 'Medizin', '/en/products-and-industries/medicine/', 'Medicine'],
  ['/produkte-branchen/kosmetik/', 'Kosmetik', '/en/products-and-industries/cosmetic/', 'Cosmetics'],
];

const middleParagraphs = [
  [
    'Vom ersten Entwurf bis zur Serie kommt bei uns alles aus einer Hand: Entwicklung, Konstruktion, Werkzeugbau und Fertigung arbeiten am selben Standort zusammen.',
    'From the first draft to series production, everything comes from a single source: development, engineering, tool engineering and production work together at one site.',
  ],
  [
    'Mehr als 70 Spritzgießmaschinen mit Schließkräften von 350 bis 6.500 kN stehen in unserer Fertigung bereit, viele davon mit Robotern zur Entnahme.',
    'More than 70 injection moulding machines with clamping forces from 350 to 6,500 kN are ready in our production, many of them with robots for removal.',
  ],
  [
    'Unsere Kundinnen und Kunden kommen aus der Kosmetik, der Lebensmittelindustrie, der Medizintechnik und dem Maschinenbau.',
    'Our customers come from cosmetics, the food industry, medical technology and mechanical engineering.',
  ],
  [
    'Jedes Werkzeug wird bei uns gewartet, bevor es in die nächste Serie geht, und bis dahin sicher gelagert.',
    'Every mould is maintained before it goes into the next series, and stored safely until then.',
  ],
  [
    'Ein Teil des Stroms dafür erzeugen wir inzwischen selbst, auf den Dächern unserer Hallen in Herborn.',
    'We now generate part of the electricity for it ourselves, on the roofs of our halls in Herborn.',
  ],
];

const questions = [
  ['Wie früh sollte der Werkzeugbau einbezogen werden?', 'How early should tool engineering be involved?'],
  ['Welche Kunststoffe eignen sich für Rezyklat?', 'Which plastics are suitable for recycled material?'],
  ['Wann lohnt sich ein Prototypenwerkzeug?', 'When is a prototype mould worthwhile?'],
  ['Wie werden Teile im Reinraum verpackt?', 'How are parts packed in the cleanroom?'],
  ['Wie lassen sich Taktzeiten verkürzen?', 'How can cycle times be shortened?'],
  ['Was kostet ein Mehrkavitätenwerkzeug?', 'What does a multi-cavity mould cost?'],
];

/** A Berlin date and time (ISO 8601 with the offset of the season), `day` days after 1 January 2012. */
function berlinTime(day, hour) {
  const date = new Date(Date.UTC(2012, 0, 1) + day * 86_400_000);
  const month = date.getUTCMonth();
  const offset = month >= 3 && month <= 9 ? '+02:00' : '+01:00';
  const iso = date.toISOString().slice(0, 10);
  return { iso: `${iso}T${String(hour).padStart(2, '0')}:00:00${offset}`, year: date.getUTCFullYear(), month };
}

/** The title, teaser and first paragraph of an article of a category, in both languages. */
function headline(category, random, when) {
  const { year, month } = when;
  if (category === 'fair') {
    const fair = random.pick(fairs);
    const [themeDe, themeEn] = random.pick(fairThemes);
    const review = random.chance(0.5);
    return {
      de: {
        title: review ? `Rückblick ${fair.name} ${year}: ${themeDe}` : `${fair.name} ${year}: ${themeDe}`,
        teaser: `Auf der ${fair.name} in ${fair.de} zeigten wir ${themeDe} – und führten viele Gespräche über Werkzeuge, Werkstoffe und Serienanlauf.`,
        opening: `Im ${monthsDe[month]} ${year} waren wir auf der ${fair.name} in ${fair.de}. Im Mittelpunkt unseres Stands: ${themeDe}.`,
      },
      en: {
        title: review ? `${fair.name} ${year} in review: ${themeEn}` : `${fair.name} ${year}: ${themeEn}`,
        teaser: `At the ${fair.name} in ${fair.en} we showed ${themeEn} – and had many conversations about moulds, materials and series start-up.`,
        opening: `In ${monthsEn[month]} ${year} we were at the ${fair.name} in ${fair.en}. At the centre of our stand: ${themeEn}.`,
      },
    };
  }
  if (category === 'newspaper') {
    const paper = random.pick(papers);
    const [subjectDe, subjectEn] = random.pick(paperSubjects);
    return {
      de: {
        title: `${paper} ${year}: ein Bericht über ${subjectDe}`,
        teaser: `Der ${paper} hat uns in Herborn besucht und über ${subjectDe} berichtet.`,
        opening: `Im ${monthsDe[month]} ${year} war eine Redakteurin des ${paper} bei uns zu Gast. Ihr Thema: ${subjectDe}.`,
      },
      en: {
        title: `${paper} ${year}: a report on ${subjectEn}`,
        teaser: `The ${paper} visited us in Herborn and reported on ${subjectEn}.`,
        opening: `In ${monthsEn[month]} ${year} an editor of the ${paper} was our guest. Her subject: ${subjectEn}.`,
      },
    };
  }
  if (category === 'press') {
    const [actionDe, actionEn] = random.pick(pressActions)(random);
    return {
      de: {
        title: `${monthsDe[month]} ${year}: ${actionDe}`,
        teaser: `${actionDe}. Was das für unsere Kundinnen und Kunden bedeutet, lesen Sie hier.`,
        opening: `Herborn, ${monthsDe[month]} ${year}. ${actionDe}.`,
      },
      en: {
        title: `${monthsEn[month]} ${year}: ${actionEn}`,
        teaser: `${actionEn}. Read here what it means for our customers.`,
        opening: `Herborn, ${monthsEn[month]} ${year}. ${actionEn}.`,
      },
    };
  }
  const [productDe, productEn] = random.pick(products);
  const [newsDe, newsEn] = random.pick(productNews);
  const size = random.pick([0.5, 1, 2, 5, 10, 30, 50, 100]);
  return {
    de: {
      title: `${productDe} ${String(size).replace('.', ',')} ml ${newsDe} (${year})`,
      teaser: `Unsere ${productDe} mit ${String(size).replace('.', ',')} ml sind ${newsDe}.`,
      opening: `Seit ${monthsDe[month]} ${year} sind unsere ${productDe} mit ${String(size).replace('.', ',')} ml ${newsDe}.`,
    },
    en: {
      title: `${productEn} ${size} ml ${newsEn} (${year})`,
      teaser: `Our ${productEn.toLowerCase()} of ${size} ml are ${newsEn}.`,
      opening: `Since ${monthsEn[month]} ${year} our ${productEn.toLowerCase()} of ${size} ml are ${newsEn}.`,
    },
  };
}

/** The article's body in both languages: the opening, two to four paragraphs, often a list of questions and a link to a page of the site. */
function bodies(random, opening) {
  const paragraphs = random.some(middleParagraphs, random.integer(2, 4));
  const listed = random.chance(0.6) ? random.some(questions, random.integer(2, 4)) : [];
  const link = random.chance(0.7) ? random.pick(sitePages) : null;
  const body = (language) => {
    const side = language === 'de' ? 0 : 1;
    const parts = [`<p>${opening[language]}</p>`, ...paragraphs.map((pair) => `<p>${pair[side]}</p>`)];
    if (listed.length > 0) {
      parts.push(`<h2>${language === 'de' ? 'Die häufigsten Fragen' : 'The most frequent questions'}</h2>`);
      parts.push(`<ul>${listed.map((pair) => `<li>${pair[side]}</li>`).join('')}</ul>`);
    }
    if (link) {
      const [dePath, deLabel, enPath, enLabel] = link;
      parts.push(
        language === 'de'
          ? `<p>Mehr dazu lesen Sie unter <a href="${dePath}">${deLabel}</a>.</p>`
          : `<p>Read more under <a href="${enPath}">${enLabel}</a>.</p>`,
      );
    }
    return parts.join('');
  };
  return { de: body('de'), en: body('en') };
}

/** How the slug of a record is written: mostly clean; now and then as an editor types it. */
function editorSpelling(title) {
  return title.replace(/[:()–]/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * `pairs` generated news pairs: `{ de, en }` JSON:API records. `media` are the embedded default's pairs
 * of image (with its alternative texts) and PDFs to draw from; `cleanSlug` is the site's own cleaning
 * (lib/records/record-slug.ts).
 */
export function generatedNews({ random, pairs, media, cleanSlug }) {
  const categories = ['fair', 'fair', 'newspaper', 'press', 'press', 'product'];
  const caseStudies = ['innovation.fragranceBottle', 'innovation.sfd', 'innovation.sustainability'];
  // Fifteen years up to the embedded default's articles, one day after another at random.
  const days = 5400;
  const generated = [];
  const slugsOf = { de: [], en: [] };
  for (let index = 1; index <= pairs; index += 1) {
    const category = random.pick(categories);
    const when = berlinTime(random.integer(0, days), random.integer(8, 15));
    const texts = headline(category, random, when);
    const opening = { de: texts.de.opening, en: texts.en.opening };
    const body = bodies(random, opening);
    const image = random.pick(media.images);
    const pdf = (category === 'press' || category === 'product') && random.chance(0.5) ? random.pick(media.pdfs) : null;
    const caseStudy = random.chance(0.03) ? random.pick(caseStudies) : null;
    const translationKey = `bench-news-${String(index).padStart(4, '0')}`;
    const spelling = random.next();
    const pair = {};
    for (const language of ['de', 'en']) {
      const { title, teaser } = texts[language];
      let slug = cleanSlug(title);
      // About one in twenty: the CMS's slug as an editor wrote it; one in forty: an older article's slug,
      // spelled differently, which collides with it after cleaning.
      if (spelling < 0.025 && slugsOf[language].length > 0) slug = editorSpelling(random.pick(slugsOf[language]).replaceAll('-', ' ').toUpperCase());
      else if (spelling < 0.075) slug = editorSpelling(title);
      slugsOf[language].push(cleanSlug(title));
      pair[language] = {
        type: 'news',
        id: recordId(`news/${translationKey}/${language}`),
        attributes: {
          slug,
          title,
          teaser,
          body: body[language],
          category,
          publishedAt: when.iso,
          imageAlt: image.alt[language],
          caseStudy,
          locale: language,
          translationKey,
        },
        relationships: {
          image: { data: { type: 'files', id: image.id } },
          articlePdf: { data: pdf ? { type: 'files', id: pdf[language] } : null },
        },
      };
    }
    generated.push(pair);
  }
  return generated;
}

/** The images (with both alternative texts) and the PDF pairs of the embedded default's news, to reuse. */
export function newsMedia(defaultNews) {
  const byKey = new Map();
  for (const record of defaultNews.data) {
    const key = record.attributes.translationKey;
    byKey.set(key, { ...byKey.get(key), [record.attributes.locale]: record });
  }
  const images = [];
  const pdfs = [];
  for (const { de, en } of byKey.values()) {
    if (!de || !en) continue;
    images.push({ id: de.relationships.image.data.id, alt: { de: de.attributes.imageAlt, en: en.attributes.imageAlt } });
    const dePdf = de.relationships.articlePdf?.data?.id;
    const enPdf = en.relationships.articlePdf?.data?.id;
    if (dePdf && enPdf) pdfs.push({ de: dePdf, en: enPdf });
  }
  return { images, pdfs };
}
