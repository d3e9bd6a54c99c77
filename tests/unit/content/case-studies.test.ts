import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { caseStudies, caseStudiesOf, caseStudyOf } from '@/content/case-studies';
import { innovation } from '@/content/innovation';
import {
  caseStudiesSchema,
  caseStudySchema,
  furtherCaseStudies,
  innovationSchema,
  keyFigureHighlights,
  type CaseStudy,
} from '@/lib/content/case-study';
import { loadLocalizedContent } from '@/lib/content/localized';
import { locales } from '@/lib/routing/locales';
import { caseStudyRouteIds } from '@/lib/routing/route-table';
import { specifiedFigures } from '@/tests/specification/case-study-figures';

const keyFigureText = (study: CaseStudy) => study.keyFigures.map((figure) => `${figure.value} ${figure.label}`).join('\n');
const storyText = (study: CaseStudy) =>
  [study.requirements, study.concept, study.realization].flatMap((chapter) => [...chapter.paragraphs, ...chapter.points]).join('\n');

const everyStudy = locales.flatMap((locale) => caseStudies[locale].map((study) => ({ locale, name: study.name, study })));

describe('the case studies', () => {
  it('are the three of the route table, in its order, in both languages', () => {
    for (const locale of locales) {
      expect(caseStudiesOf(locale).map((study) => study.name)).toEqual([...caseStudyRouteIds]);
    }
  });

  it.each(everyStudy)('$name validates against the schema in $locale', ({ study }) => {
    expect(caseStudySchema.safeParse(study).success).toBe(true);
  });

  it.each(everyStudy)('$name has requirements, concept, realisation and a citation in $locale', ({ study }) => {
    for (const chapter of [study.requirements, study.concept, study.realization]) {
      expect(chapter.paragraphs.length).toBeGreaterThan(0);
      for (const paragraph of chapter.paragraphs) expect(paragraph.length).toBeGreaterThan(60);
    }
    expect(study.citation.quote.length).toBeGreaterThan(80);
    expect(study.citation.person).not.toBe('');
    expect(study.citation.role).not.toBe('');
    expect(study.title).not.toBe('');
    expect(study.teaser.length).toBeGreaterThan(60);
  });

  it.each(everyStudy)('$name shows every figure of the specification in $locale, in its key figures and its story', ({ name, locale, study }) => {
    for (const figure of specifiedFigures[name][locale]) {
      expect(keyFigureText(study), figure).toContain(figure);
    }
    // The figures of the product are part of the story too, not only of the tiles.
    const story = storyText(study);
    for (const figure of specifiedFigures[name][locale].filter((value) => !value.startsWith('ISO'))) {
      expect(story, figure).toContain(figure);
    }
  });

  it('never uses the figures of the other language or a wrong machine count', () => {
    for (const study of caseStudies.de) expect(JSON.stringify(study)).not.toMatch(/\b\d+\.\d+\s+m[lm]\b|\b71\b/);
    for (const study of caseStudies.en) expect(JSON.stringify(study)).not.toMatch(/\b\d+,\d+\s+m[lm]\b|\b71\b/);
  });

  it.each(caseStudyRouteIds)('%s has the same structure in German and English', (name) => {
    const [de, en] = [caseStudyOf(name, 'de'), caseStudyOf(name, 'en')];
    for (const chapter of ['requirements', 'concept', 'realization'] as const) {
      expect(en[chapter].paragraphs).toHaveLength(de[chapter].paragraphs.length);
      expect(en[chapter].points).toHaveLength(de[chapter].points.length);
    }
    expect(en.keyFigures.map((figure) => figure.highlight)).toEqual(de.keyFigures.map((figure) => figure.highlight));
    expect(en.citation.person).toBe(de.citation.person);
    expect(en.illustration.src).toBe(de.illustration.src);
    expect(en.illustration.alt).not.toBe(de.illustration.alt);
    expect(en.title).not.toBe(de.title);
  });

  it.each(everyStudy)('$name in $locale has an illustration drawn in this repository', ({ study }) => {
    const file = join(process.cwd(), 'public', study.illustration.src);
    expect(existsSync(file)).toBe(true);
    const svg = readFileSync(file, 'utf8');
    expect(svg).toContain(`viewBox="0 0 ${study.illustration.width} ${study.illustration.height}"`);
    expect(svg).toContain(`width="${study.illustration.width}"`);
    expect(svg).toContain(`height="${study.illustration.height}"`);
    expect(svg).not.toMatch(/(?:href|src)="https?:/);
    expect(study.illustration.alt.length).toBeGreaterThan(40);
  });

  it('show one to three key figures of each as highlights', () => {
    for (const study of [...caseStudies.de, ...caseStudies.en]) {
      const highlights = keyFigureHighlights(study);
      expect(highlights.length).toBeGreaterThanOrEqual(1);
      expect(highlights.length).toBeLessThanOrEqual(3);
      expect(highlights.every((figure) => study.keyFigures.includes(figure))).toBe(true);
    }
  });

  it('link every case study to the other two', () => {
    for (const name of caseStudyRouteIds) {
      const further = furtherCaseStudies(caseStudiesOf('en'), name).map((study) => study.name);
      expect(further).toHaveLength(2);
      expect(further).not.toContain(name);
      expect(new Set([...further, name])).toEqual(new Set(caseStudyRouteIds));
    }
  });

  it('stop the build naming file and field of a malformed or missing entry', () => {
    const [first, ...rest] = caseStudies.de as CaseStudy[];
    const withoutCitation = [{ ...first, citation: { ...first!.citation, quote: '' } }, ...rest];
    expect(() => loadLocalizedContent('content/case-studies.ts', caseStudiesSchema, { de: withoutCitation, en: caseStudies.en })).toThrow(
      /content\/case-studies\.ts: de\.0\.citation\.quote: /,
    );
    const withoutConcept = caseStudies.en.map((study) => ({ ...study, concept: undefined }));
    expect(() => loadLocalizedContent('content/case-studies.ts', caseStudiesSchema, { de: caseStudies.de, en: withoutConcept })).toThrow(
      /content\/case-studies\.ts: en\.0\.concept: /,
    );
    expect(caseStudiesSchema.safeParse(caseStudies.de.slice(0, 2)).success).toBe(false);
    expect(caseStudiesSchema.safeParse([...caseStudies.de].reverse()).success).toBe(false);
  });
});

describe('the innovation page content', () => {
  it('validates and has the same steps and principles in both languages', () => {
    for (const locale of locales) expect(innovationSchema.safeParse(innovation[locale]).success).toBe(true);
    expect(innovation.en.approach.steps).toHaveLength(innovation.de.approach.steps.length);
    expect(innovation.en.principles.items).toHaveLength(innovation.de.principles.items.length);
    expect(innovation.de.approach.lead).toContain('Lumoplast');
    expect(existsSync(join(process.cwd(), 'public', innovation.de.approach.illustration.src))).toBe(true);
  });
});
