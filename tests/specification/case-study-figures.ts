import type { CaseStudyName } from '@/lib/content/case-study';
import type { Locale } from '@/lib/routing/locales';

/**
 * Every figure the specification (§9) gives a case study, as each language writes it: the content's
 * tests (tests/unit/content/case-studies.test.ts) and the pages' (tests/e2e/innovation.spec.ts) look
 * for each of them. A figure and its unit, and "bis zu"/"up to" and its figure, are joined by no-break
 * spaces (U+00A0) so that a line never breaks between them; a count of things ("4 Siebe") may break.
 */
export const specifiedFigures: Record<CaseStudyName, Record<Locale, string[]>> = {
  'innovation.fragranceBottle': {
    de: ['12,5\u00a0ml', '150\u00a0Stunden', '42\u00a0mm', '0,1\u00a0ml', '7 Komponenten', '4 Kavitäten'],
    en: ['12.5\u00a0ml', '150\u00a0hours', '42\u00a0mm', '0.1\u00a0ml', '7 components', '4 cavities'],
  },
  'innovation.sfd': {
    de: ['4 Siebe', '0,2\u00a0mm', '5\u00a0Millionen', '85\u00a0t', '58\u00a0t'],
    en: ['4 sieves', '0.2\u00a0mm', '5\u00a0million', '85\u00a0t', '58\u00a0t'],
  },
  'innovation.sustainability': {
    de: ['bis\u00a0zu\u00a020\u00a0%', 'seit 2013', 'ISO\u00a014001', 'ISO\u00a050001'],
    en: ['up\u00a0to\u00a020%', 'since 2013', 'ISO\u00a014001', 'ISO\u00a050001'],
  },
};
