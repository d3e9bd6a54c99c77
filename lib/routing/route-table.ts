/**
 * The route table: every page of the site, written once. next-intl's pathnames, the navigation,
 * the language switch, the sitemap and `generateStaticParams` all derive from it.
 *
 * Paths are the public paths as a visitor types them, with the trailing slash; English paths carry
 * the `/en` prefix. A segment in brackets (`[slug]`) is a parameter. The English path without its
 * prefix is also the internal pathname, i.e. the folder under `app/[locale]/` that renders the page.
 */
export type RouteEntry = {
  readonly id: string;
  readonly de: string;
  readonly en: string;
  /** The header is drawn light-on-dark on this page. */
  readonly darkHeader: boolean;
  /** Navigating to this page scrolls to the top; `false` keeps the reading position. */
  readonly scrollToTop: boolean;
  /** The page this one sits under, for the navigation tree and breadcrumbs. */
  readonly parent?: string;
  /** Shown in the main navigation: at the top level without a parent, else in its parent's sub menu. */
  readonly inNavigation: boolean;
};

// The German careers path carries the brand, as the company's old site did. Written out rather than
// read from content/company.ts: this table is in every page's JavaScript and must not pull in zod.
const careersDe = '/karriere-lumoplast';

function page<const Id extends string, const De extends string, const En extends string>(
  id: Id,
  de: De,
  en: En,
  options: Partial<Omit<RouteEntry, 'id' | 'de' | 'en'>> = {},
): RouteEntry & { readonly id: Id; readonly de: De; readonly en: En } {
  return { id, de, en, darkHeader: false, scrollToTop: true, inNavigation: false, ...options };
}

export const routeTable = [
  page('home', '/', '/en/'),

  page('competences', '/kompetenzen/', '/en/competences/', { inNavigation: true }),
  page('competences.fromIdeaToProduct', '/kompetenzen/von-der-idee-zum-produkt/', '/en/competences/from-idea-to-product/', { parent: 'competences', inNavigation: true }),
  page('competences.development', '/kompetenzen/entwicklung/', '/en/competences/development/', { parent: 'competences', inNavigation: true, darkHeader: true }),
  page('competences.engineering', '/kompetenzen/konstruktion/', '/en/competences/engineering/', { parent: 'competences', inNavigation: true, darkHeader: true }),
  page('competences.toolEngineering', '/kompetenzen/werkzeugbau/', '/en/competences/tool-engineering/', { parent: 'competences', inNavigation: true, darkHeader: true }),
  page('competences.prototyping', '/kompetenzen/prototyping/', '/en/competences/prototyping/', { parent: 'competences', inNavigation: true, darkHeader: true }),
  page('competences.production', '/kompetenzen/fertigung/', '/en/competences/production/', { parent: 'competences', inNavigation: true, darkHeader: true }),
  page('competences.automation', '/kompetenzen/automatisierung/', '/en/competences/automation/', { parent: 'competences', inNavigation: true, darkHeader: true }),
  page('competences.logistics', '/kompetenzen/logistik/', '/en/competences/logistics/', { parent: 'competences', inNavigation: true, darkHeader: true }),

  page('innovation', '/innovation/', '/en/innovation/', { inNavigation: true }),
  page('innovation.overview', '/innovation/uebersicht/', '/en/innovation/overview/', { parent: 'innovation', inNavigation: true }),
  page('innovation.fragranceBottle', '/innovation/duftflakon/', '/en/innovation/fragrance-bottle/', { parent: 'innovation', inNavigation: true }),
  page('innovation.sfd', '/innovation/fallstudie-sfd/', '/en/innovation/sfd/', { parent: 'innovation', inNavigation: true }),
  page('innovation.sustainability', '/innovation/nachhaltigkeit/', '/en/innovation/sustainability/', { parent: 'innovation', inNavigation: true }),

  page('industries', '/produkte-branchen/', '/en/products-and-industries/', { inNavigation: true }),
  page('industries.overview', '/produkte-branchen/uebersicht/', '/en/products-and-industries/overview/', { parent: 'industries', inNavigation: true }),
  page('industries.cosmetic', '/produkte-branchen/kosmetik/', '/en/products-and-industries/cosmetic/', { parent: 'industries', inNavigation: true }),
  page('industries.food', '/produkte-branchen/lebensmittel/', '/en/products-and-industries/food/', { parent: 'industries', inNavigation: true }),
  page('industries.medicine', '/produkte-branchen/medizin/', '/en/products-and-industries/medicine/', { parent: 'industries', inNavigation: true }),
  page('industries.technicalSolutions', '/produkte-branchen/technische-loesungen/', '/en/products-and-industries/technical-solutions/', { parent: 'industries', inNavigation: true }),

  page('careers', `${careersDe}/`, '/en/careers/', { inNavigation: true }),
  page('careers.aboutUs', `${careersDe}/das-sind-wir/`, '/en/careers/about-us/', { parent: 'careers', inNavigation: true }),
  page('careers.employeeTestimonials', `${careersDe}/mitarbeiterstimmen/`, '/en/careers/employee-testimonials/', { parent: 'careers', inNavigation: true }),
  page('careers.jobOffers', `${careersDe}/stellenangebote/`, '/en/careers/job-offers/', { parent: 'careers', inNavigation: true, darkHeader: true }),
  page('careers.jobOffer', `${careersDe}/stellenangebote/[slug]/`, '/en/careers/job-offers/[slug]/', { parent: 'careers.jobOffers' }),

  // The news list: all news and each category, page 1 at the list's own path and the older news on
  // further pages below it (`lib/news/news-list-routes.ts` pairs them). Moving between them, with
  // the category filter or "show more", keeps the reader's place: none scrolls to the top. Their
  // paths have two segments or more, so they never clash with an article's `/news/[slug]/`.
  page('news', '/news/', '/en/news/', { inNavigation: true, scrollToTop: false }),
  page('news.page', '/news/seite/[page]/', '/en/news/page/[page]/', { parent: 'news', scrollToTop: false }),
  page('news.category.fair', '/news/kategorie/messen/', '/en/news/category/trade-fairs/', { parent: 'news', scrollToTop: false }),
  page('news.category.fair.page', '/news/kategorie/messen/seite/[page]/', '/en/news/category/trade-fairs/page/[page]/', { parent: 'news.category.fair', scrollToTop: false }),
  page('news.category.newspaper', '/news/kategorie/zeitungsberichte/', '/en/news/category/newspaper-reports/', { parent: 'news', scrollToTop: false }),
  page('news.category.newspaper.page', '/news/kategorie/zeitungsberichte/seite/[page]/', '/en/news/category/newspaper-reports/page/[page]/', { parent: 'news.category.newspaper', scrollToTop: false }),
  page('news.category.press', '/news/kategorie/pressemitteilungen/', '/en/news/category/press-releases/', { parent: 'news', scrollToTop: false }),
  page('news.category.press.page', '/news/kategorie/pressemitteilungen/seite/[page]/', '/en/news/category/press-releases/page/[page]/', { parent: 'news.category.press', scrollToTop: false }),
  page('news.category.product', '/news/kategorie/produkte/', '/en/news/category/products/', { parent: 'news', scrollToTop: false }),
  page('news.category.product.page', '/news/kategorie/produkte/seite/[page]/', '/en/news/category/products/page/[page]/', { parent: 'news.category.product', scrollToTop: false }),
  page('news.article', '/news/[slug]/', '/en/news/[slug]/', { parent: 'news' }),

  page('downloads', '/downloads/', '/en/downloads/', { inNavigation: true, darkHeader: true }),
  page('contact', '/kontakt/', '/en/contact/', { inNavigation: true }),

  page('imprint', '/impressum/', '/en/imprint/'),
  page('privacy', '/datenschutz/', '/en/privacy/'),
  page('conditions', '/agb/', '/en/conditions/'),
] as const satisfies readonly RouteEntry[];

export type RouteId = (typeof routeTable)[number]['id'];

/** The pages linked from the footer, outside the navigation tree. */
export const legalRouteIds = ['imprint', 'privacy', 'conditions'] as const satisfies readonly RouteId[];

/** The pages rendered by one dynamic folder each (`competences/[competence]`, …). */
export const competenceRouteIds = [
  'competences.fromIdeaToProduct',
  'competences.development',
  'competences.engineering',
  'competences.toolEngineering',
  'competences.prototyping',
  'competences.production',
  'competences.automation',
  'competences.logistics',
] as const satisfies readonly RouteId[];

export const caseStudyRouteIds = ['innovation.fragranceBottle', 'innovation.sfd', 'innovation.sustainability'] as const satisfies readonly RouteId[];

export const industryRouteIds = [
  'industries.cosmetic',
  'industries.food',
  'industries.medicine',
  'industries.technicalSolutions',
] as const satisfies readonly RouteId[];

/** The news list of each category, page 1: rendered by one dynamic folder (`news/category/[category]`). */
export const newsCategoryRouteIds = [
  'news.category.fair',
  'news.category.newspaper',
  'news.category.press',
  'news.category.product',
] as const satisfies readonly RouteId[];
