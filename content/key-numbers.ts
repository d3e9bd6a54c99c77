import { company } from '@/content/company';
import { keyNumbersSchema } from '@/lib/content/home';
import { loadLocalizedContent } from '@/lib/content/localized';

/**
 * The company's key numbers (specification §9), each read as figure + text: "über 70 Spritzgießmaschinen".
 * Figures are written as the language writes them: `6.500 kN` in German, `6,500 kN` in English.
 * Like every text in content/, a figure keeps its unit and its "über"/"bis" on its line: they are joined by
 * no-break spaces (U+00A0), which tests/unit/content/unbreakable-figures.test.ts asks for.
 */
export const keyNumbers = loadLocalizedContent('content/key-numbers.ts', keyNumbersSchema, {
  de: [
    { figure: String(company.foundedYear), text: 'gegründet' },
    { figure: 'über 70', text: 'Spritzgießmaschinen' },
    { figure: 'bis 6.500 kN', text: 'Schließkraft' },
    { figure: 'über eine Milliarde', text: 'Kunststoffteile gefertigt' },
    { figure: 'über 400 Millionen', text: 'Baugruppen montiert' },
    { figure: 'drei Kontinente', text: 'auf denen unsere Kunden zu Hause sind' },
  ],
  en: [
    { figure: String(company.foundedYear), text: 'founded' },
    { figure: 'more than 70', text: 'injection-moulding machines' },
    { figure: 'up to 6,500 kN', text: 'clamping force' },
    { figure: 'over one billion', text: 'plastic parts produced' },
    { figure: 'over 400 million', text: 'assemblies built' },
    { figure: 'three continents', text: 'on which our customers are based' },
  ],
});
