import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { competenceOf, competences } from '@/content/competences';
import { industries, industryOf, productRange } from '@/content/industries';
import {
  competencesSchema,
  valueChainNeighbours,
  valueChainOverviewId,
  valueChainStepIds,
} from '@/lib/content/competence';
import { industriesSchema } from '@/lib/content/industry';
import { loadLocalizedContent } from '@/lib/content/localized';
import { staticRouteIds } from '@/lib/content/page-intro';
import { locales } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import { competenceRouteIds, industryRouteIds, routeTable } from '@/lib/routing/route-table';

const publicFolder = join(process.cwd(), 'public');

/** The file of an image under `public/` and its drawn size, read from the SVG's root element. */
function svgOf(src: string) {
  const file = join(publicFolder, src);
  expect(existsSync(file), `${src} exists in public/`).toBe(true);
  const svg = readFileSync(file, 'utf8');
  const root = svg.match(/<svg\b[^>]*>/)?.[0] ?? '';
  return {
    svg,
    width: Number(root.match(/\bwidth="(\d+)"/)?.[1]),
    height: Number(root.match(/\bheight="(\d+)"/)?.[1]),
    viewBox: root.match(/\bviewBox="([^"]+)"/)?.[1],
  };
}

function expectDrawing(image: { src: string; width: number; height: number }) {
  const drawing = svgOf(image.src);
  expect(drawing.width, `${image.src} width`).toBe(image.width);
  expect(drawing.height, `${image.src} height`).toBe(image.height);
  expect(drawing.viewBox, `${image.src} viewBox`).toBe(`0 0 ${image.width} ${image.height}`);
  // Drawn here, loaded from nowhere else, with no text baked in.
  expect(drawing.svg).not.toMatch(/<text\b|<image\b|href="http|<script\b/);
}

const routeIds = new Set<string>(routeTable.map((entry) => entry.id));

describe('the competences', () => {
  it.each(locales)('are the eight pages of the route table, in the order of the value chain (%s)', (locale) => {
    expect(competences[locale].map((competence) => competence.name)).toEqual([...competenceRouteIds]);
  });

  it.each(locales)('each have exactly four facts and several paragraphs of description (%s)', (locale) => {
    for (const competence of competences[locale]) {
      expect(competence.facts, competence.name).toHaveLength(4);
      expect(competence.description.length, competence.name).toBeGreaterThanOrEqual(2);
    }
  });

  it('each have a header drawing that exists in public/, with alt text in both languages', () => {
    for (const id of competenceRouteIds) {
      const [de, en] = [competenceOf(id, 'de'), competenceOf(id, 'en')];
      expect(de.headerImage.src).toBe(en.headerImage.src);
      expect(de.headerImage.src).toMatch(/^\/media\/competences\/[a-z-]+\.svg$/);
      expectDrawing(de.headerImage);
      expect(de.headerImage.alt.length, id).toBeGreaterThan(30);
      expect(en.headerImage.alt.length, id).toBeGreaterThan(30);
      expect(de.headerImage.alt).not.toBe(en.headerImage.alt);
    }
    const files = competenceRouteIds.map((id) => competenceOf(id, 'de').headerImage.src);
    expect(new Set(files).size).toBe(files.length);
  });

  it('place the production figures exactly as the specification gives them', () => {
    const production = JSON.stringify(competenceOf('competences.production', 'de'));
    expect(production).toContain('Über\u00a070 Spritzgießmaschinen');
    expect(production).toContain('6.500\u00a0kN');
    expect(production).toContain('650\u00a0t');
    const productionEn = JSON.stringify(competenceOf('competences.production', 'en'));
    expect(productionEn).toContain('More\u00a0than\u00a070 injection-moulding machines');
    expect(productionEn).toContain('6,500\u00a0kN');
    expect(JSON.stringify(competences)).not.toMatch(/\b71\b/);
  });

  it('route engineering to /kompetenzen/konstruktion/, as the route table says', () => {
    expect(localizedPath('competences.engineering', 'de')).toBe('/kompetenzen/konstruktion/');
    expect(localizedPath('competences.engineering', 'en')).toBe('/en/competences/engineering/');
  });
});

describe('the value chain', () => {
  it('has seven steps, from development to logistics', () => {
    expect(valueChainStepIds).toEqual([
      'competences.development',
      'competences.engineering',
      'competences.toolEngineering',
      'competences.prototyping',
      'competences.production',
      'competences.automation',
      'competences.logistics',
    ]);
    expect(valueChainStepIds).not.toContain(valueChainOverviewId);
  });

  it('links every page to its neighbours, starting from the idea', () => {
    expect(valueChainNeighbours('competences.fromIdeaToProduct')).toEqual({ previous: undefined, next: 'competences.development' });
    expect(valueChainNeighbours('competences.development')).toEqual({
      previous: 'competences.fromIdeaToProduct',
      next: 'competences.engineering',
    });
    expect(valueChainNeighbours('competences.toolEngineering')).toEqual({
      previous: 'competences.engineering',
      next: 'competences.prototyping',
    });
    expect(valueChainNeighbours('competences.logistics')).toEqual({ previous: 'competences.automation', next: undefined });
  });
});

describe('the industries', () => {
  it.each(locales)('are the four pages of the route table (%s)', (locale) => {
    expect(industries[locale].map((industry) => industry.name)).toEqual([...industryRouteIds]);
  });

  it.each(locales)('each have four examples whose routes are pages of the route table (%s)', (locale) => {
    for (const industry of industries[locale]) {
      expect(industry.examples, industry.name).toHaveLength(4);
      expect(industry.facts, industry.name).toHaveLength(4);
      for (const example of industry.examples) {
        expect(routeIds.has(example.route), `${industry.name}: ${example.route}`).toBe(true);
        expect(staticRouteIds).toContain(example.route);
        expect(example.route).not.toBe(industry.name);
        expect(localizedPath(example.route, locale)).toMatch(locale === 'en' ? /^\/en\/.+\/$/ : /^\/(?!en\/).+\/$/);
      }
    }
  });

  it('link the same example to the same page in both languages', () => {
    for (const id of industryRouteIds) {
      expect(industryOf(id, 'de').examples.map((example) => example.route)).toEqual(
        industryOf(id, 'en').examples.map((example) => example.route),
      );
    }
  });

  it('have drawings that exist in public/, with alt text in both languages', () => {
    for (const id of industryRouteIds) {
      const [de, en] = [industryOf(id, 'de'), industryOf(id, 'en')];
      for (const [german, english] of [
        [de.image, en.image],
        ...de.examples.map((example, index) => [example.image, en.examples[index]!.image]),
      ] as const) {
        expect(german.src).toBe(english.src);
        expectDrawing(german);
        expect(german.alt.length).toBeGreaterThan(20);
        expect(english.alt.length).toBeGreaterThan(20);
      }
    }
  });

  it('place the figures of the specification where they belong', () => {
    expect(JSON.stringify(industryOf('industries.medicine', 'de'))).toContain('0,5 bis 5\u00a0ml');
    expect(JSON.stringify(industryOf('industries.medicine', 'en'))).toContain('0.5 to 5\u00a0ml');
    for (const locale of locales) {
      const technical = JSON.stringify(industryOf('industries.technicalSolutions', locale));
      expect(technical).toContain('6\u00a0bar');
      expect(technical).toContain('IP\u00a065');
    }
    expect(productRange.de.figures).toContain('Über eine Milliarde Kunststoffteile gefertigt');
    expect(productRange.de.figures).toContain('Über\u00a0400\u00a0Millionen Baugruppen montiert');
    expect(productRange.en.figures).toContain('Customers on three continents');
  });
});

describe('the content schemas', () => {
  const [firstCompetence, ...otherCompetences] = competences.de;
  const [firstIndustry, ...otherIndustries] = industries.de;

  it('stop the build, naming file and field, when a competence has three facts', () => {
    const broken = [{ ...firstCompetence, facts: firstCompetence!.facts.slice(0, 3) }, ...otherCompetences];
    expect(() => loadLocalizedContent('content/competences.ts', competencesSchema, { de: broken, en: competences.en })).toThrow(
      /content\/competences\.ts: de\.0\.facts: /,
    );
  });

  it('stop the build when an example links to a page that is not in the route table', () => {
    const [example, ...otherExamples] = firstIndustry!.examples;
    const broken = [{ ...firstIndustry, examples: [{ ...example, route: 'competences.tooling' }, ...otherExamples] }, ...otherIndustries];
    expect(() => loadLocalizedContent('content/industries.ts', industriesSchema, { de: broken, en: industries.en })).toThrow(
      /content\/industries\.ts: de\.0\.examples\.0\.route: /,
    );
  });

  it('stop the build when an industry is missing', () => {
    expect(() => loadLocalizedContent('content/industries.ts', industriesSchema, { de: otherIndustries, en: industries.en })).toThrow(
      /content\/industries\.ts: de: expected the industries/,
    );
  });
});
