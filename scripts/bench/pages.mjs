// The pages the benchmark measures: one page of every page type in both languages, chosen from the
// route table (lib/routing/route-table.ts) and from what the running site links.
//   - a route id of the table, or the first id of one of its groups (`competenceRouteIds`, …);
//   - a record page (`[slug]`) is the first record its parent page links, so it follows whatever data
//     the build was made from (content/backend/*.json or the CMS);
//   - the German path of every page is the `hreflang="de"` alternate of its English page.
// BENCH_PAGES (e.g. `home,contact,legal page`) measures only those page types.
import { fetchPage } from './server.mjs';

/** One page of every type: a route id of the table, or the first id of one of its groups. */
export const pageTypes = [
  { type: 'home', route: 'home' },
  { type: 'competence', group: 'competenceRouteIds' },
  { type: 'industry', group: 'industryRouteIds' },
  { type: 'case study', group: 'caseStudyRouteIds' },
  { type: 'innovation', route: 'innovation' },
  { type: 'careers', route: 'careers' },
  { type: 'job offers', route: 'careers.jobOffers' },
  { type: 'job record', route: 'careers.jobOffer' },
  { type: 'news', route: 'news' },
  { type: 'news record', route: 'news.article' },
  { type: 'downloads', route: 'downloads' },
  { type: 'contact', route: 'contact' },
  // The longest legal text (the imprint is a few lines).
  { type: 'legal page', route: 'privacy' },
];

function attributes(tag) {
  return Object.fromEntries([...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, name, value]) => [name.toLowerCase(), value]));
}

/** The path of the page's `<link rel="alternate" hreflang="de">`. */
export function germanAlternate(html, englishPath) {
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const link = attributes(tag);
    if (link.rel === 'alternate' && link.hreflang === 'de' && link.href) return new URL(link.href.replaceAll('&amp;', '&')).pathname;
  }
  throw new Error(`${englishPath} has no <link rel="alternate" hreflang="de">`);
}

/** The origin of the page's `<link rel="canonical">`, the public origin the build was made for. */
export function canonicalOrigin(html) {
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const link = attributes(tag);
    if (link.rel === 'canonical' && link.href) return new URL(link.href.replaceAll('&amp;', '&')).origin;
  }
  return undefined;
}

/** The first link of the parent page that fits the record's path pattern (`[slug]` → one segment). */
export function firstRecordLink(html, pattern, parentPath) {
  const segment = /\[[^\]]+\]/g;
  const expression = new RegExp(
    `^${pattern.split(segment).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^/?#"]+')}$`,
  );
  for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
    const path = href.split(/[?#]/)[0];
    if (expression.test(path)) return path;
  }
  throw new Error(`${parentPath} links no page that fits ${pattern}`);
}

/** The page types BENCH_PAGES names (all when it is unset). */
export function chosenPageTypes(env = process.env) {
  const names = env.BENCH_PAGES?.split(',').map((name) => name.trim()).filter(Boolean);
  if (!names?.length) return pageTypes;
  const unknown = names.filter((name) => !pageTypes.some((pageType) => pageType.type === name));
  if (unknown.length > 0) throw new Error(`BENCH_PAGES: no page type ${unknown.join(', ')} (known: ${pageTypes.map((pageType) => pageType.type).join(', ')})`);
  return pageTypes.filter((pageType) => names.includes(pageType.type));
}

export async function choosePages(origin, routeTable) {
  const pages = [];
  for (const pageType of chosenPageTypes()) {
    const id = pageType.route ?? routeTable.groups.get(pageType.group)?.[0];
    const entry = id && routeTable.entries.get(id);
    if (!entry) throw new Error(`the route table has no ${pageType.route ?? pageType.group}`);
    let englishPath = entry.en;
    if (/\[[^\]]+\]/.test(entry.en)) {
      const parent = entry.parent && routeTable.entries.get(entry.parent);
      if (!parent) throw new Error(`${id} has parameters but no parent page to find a record on`);
      englishPath = firstRecordLink(await fetchPage(origin, parent.en), entry.en, parent.en);
    }
    const germanPath = germanAlternate(await fetchPage(origin, englishPath), englishPath);
    await fetchPage(origin, germanPath);
    pages.push({ type: pageType.type, routeId: id, language: 'de', path: germanPath });
    pages.push({ type: pageType.type, routeId: id, language: 'en', path: englishPath });
  }
  return pages;
}
