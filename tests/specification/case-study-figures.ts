import type { CaseStudyName } from '@/lib/content/case-study';
import type { Locale } from '@/lib/routing/locales';

/**
 * Every figure the specification (§9) gives a case study, as each language writes it: the content's
 * tests (tests/unit/content/case-studies.test.ts) and the pages' (tests/e2e/innovation.spec.ts) look
 * for each of them.
 */
export const specifiedFigures: Record<CaseStudyName, Record<Locale, string[]>> = {
  'innovation.fragranceBottle': {
    de: ['12,5 ml', '150 Stunden', '42 mm', '0,1 ml', '7 Komponenten', '4 Kavitäten'],
    en: ['12.5 ml', '150 hours', '42 mm', '0.1 ml', '7 components', '4 cavities'],
  },
  'innovation.sfd': {
    de: ['4 Siebe', '0,2 mm', '5 Millionen', '85 t', '58 t'],
    en: ['4 sieves', '0.2 mm', '5 million', '85 t', '58 t'],
  },
  'innovation.sustainability': {
    de: ['bis zu 20 %', 'seit 2013', 'ISO 14001', 'ISO 50001'],
    en: ['up to 20%', 'since 2013', 'ISO 14001', 'ISO 50001'],
  },
};
