import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brands } from '@/content/brands';
import { businessAreas } from '@/content/business-areas';
import { home } from '@/content/home';
import { keyNumbers } from '@/content/key-numbers';
import { brandsSchema, businessAreasSchema, homeSchema, keyNumbersSchema } from '@/lib/content/home';
import { valueChainStepIds } from '@/lib/content/competence';
import { loadLocalizedContent } from '@/lib/content/localized';
import { industryRouteIds } from '@/lib/routing/route-table';

const languages = ['de', 'en'] as const;
const publicFile = (path: string) => join(process.cwd(), 'public', path);

describe('the home page content', () => {
  it.each(languages)('validates in %s', (locale) => {
    expect(homeSchema.safeParse(home[locale]).success).toBe(true);
    expect(brandsSchema.safeParse(brands[locale]).success).toBe(true);
    expect(keyNumbersSchema.safeParse(keyNumbers[locale]).success).toBe(true);
    expect(businessAreasSchema.safeParse(businessAreas[locale]).success).toBe(true);
  });

  // The seven steps themselves, in order, are checked once: tests/unit/content/competences-industries.test.ts.
  it('lists the seven competences of the value chain in order', () => {
    expect(valueChainStepIds).toHaveLength(7);
    for (const locale of languages) {
      expect(home[locale].valueChain.steps.map((step) => step.competence)).toEqual(valueChainStepIds);
    }
  });

  it('stops the build, naming file and field, when a step is out of order or a text is missing', () => {
    const steps = [...home.de.valueChain.steps].reverse();
    const broken = { ...home.de, valueChain: { ...home.de.valueChain, steps } };
    expect(() => loadLocalizedContent('content/home.ts', homeSchema, { de: broken, en: home.en })).toThrow(
      /content\/home\.ts: de\.valueChain\.steps: /,
    );
    const withoutLead = { ...home.en, brands: { heading: home.en.brands.heading } };
    expect(() => loadLocalizedContent('content/home.ts', homeSchema, { de: home.de, en: withoutLead })).toThrow(
      /content\/home\.ts: en\.brands\.lead: /,
    );
  });

  it('has the business areas of the four industry pages, in both languages', () => {
    for (const locale of languages) {
      expect(businessAreas[locale].map((area) => area.industry)).toEqual(industryRouteIds);
    }
    expect(businessAreas.de.map((area) => area.title)).toEqual(['Kosmetik', 'Lebensmittel', 'Medizin', 'Technische Lösungen']);
    expect(businessAreas.en.map((area) => area.title)).toEqual(['Cosmetics', 'Food', 'Medicine', 'Technical solutions']);
  });

  it('states the key numbers of the specification, written as each language writes them', () => {
    const phrases = (locale: (typeof languages)[number]) => keyNumbers[locale].map((item) => `${item.figure} ${item.text}`);
    expect(phrases('de')).toEqual([
      '2004 gegründet',
      'über\u00a070 Spritzgießmaschinen',
      'bis\u00a06.500\u00a0kN Schließkraft',
      'über eine Milliarde Kunststoffteile gefertigt',
      'über\u00a0400\u00a0Millionen Baugruppen montiert',
      'drei Kontinente auf denen unsere Kunden zu Hause sind',
    ]);
    expect(phrases('en')).toEqual([
      '2004 founded',
      'more\u00a0than\u00a070 injection-moulding machines',
      'up\u00a0to\u00a06,500\u00a0kN clamping force',
      'over one billion plastic parts produced',
      'over\u00a0400\u00a0million assemblies built',
      'three continents on which our customers are based',
    ]);
    const everything = JSON.stringify([home, keyNumbers]);
    expect(everything).not.toMatch(/\b71\b/);
  });

  it('puts the sustainability facts into the teaser', () => {
    expect(home.de.sustainability.points.join(' ')).toMatch(/20\u00a0%.*2013.*ISO\u00a014001.*ISO\u00a050001/);
    expect(home.en.sustainability.points.join(' ')).toMatch(/20\u00a0%.*2013.*ISO\u00a014001.*ISO\u00a050001/);
  });

  it('shows three or four product lines of the company, the same brands in both languages', () => {
    expect(brands.de.length).toBeGreaterThanOrEqual(3);
    expect(brands.de.length).toBeLessThanOrEqual(4);
    expect(brands.en.map((brand) => [brand.key, brand.name])).toEqual(brands.de.map((brand) => [brand.key, brand.name]));
  });

  it('refers only to files that exist, with real alternative texts in both languages', () => {
    const images = languages.flatMap((locale) => [
      home[locale].hero.illustration,
      home[locale].sustainability.illustration,
      ...brands[locale].map((brand) => brand.logo),
      ...businessAreas[locale].map((area) => area.image),
    ]);
    for (const image of images) {
      expect(existsSync(publicFile(image.src)), image.src).toBe(true);
      expect(image.alt.length, image.src).toBeGreaterThanOrEqual(20);
      const svg = readFileSync(publicFile(image.src), 'utf8');
      expect(svg).toContain(`viewBox="0 0 ${image.width} ${image.height}"`);
      expect(svg).toContain(`width="${image.width}" height="${image.height}"`);
      expect(svg).not.toMatch(/<text|https?:\/\/(?!www\.w3\.org)/);
    }
  });
});

describe('the company film', () => {
  const film = home.de.film.video;

  it('is the same film in both languages, with its own title in each', () => {
    expect({ ...home.en.film.video, title: '' }).toEqual({ ...film, title: '' });
    expect(home.en.film.video.title).not.toBe(film.title);
  });

  it('exists as WebM and MP4, each well under 1 MB, with a poster', () => {
    for (const file of [film.webm, film.mp4, film.poster]) {
      expect(existsSync(publicFile(file)), file).toBe(true);
    }
    expect(statSync(publicFile(film.webm)).size).toBeLessThan(800_000);
    expect(statSync(publicFile(film.mp4)).size).toBeLessThan(800_000);
  });

  it.each(languages)('has %s captions that narrate it from start to end', (locale) => {
    const vtt = readFileSync(publicFile(film.captions[locale]), 'utf8');
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    const cues = [...vtt.matchAll(/(\d\d):(\d\d):(\d\d)\.(\d{3}) --> (\d\d):(\d\d):(\d\d)\.(\d{3})/g)];
    expect(cues.length).toBeGreaterThanOrEqual(5);
    const end = cues.at(-1)!;
    expect(Number(end[7]) + Number(end[6]) * 60).toBeGreaterThanOrEqual(15);
    expect(Number(end[7]) + Number(end[6]) * 60).toBeLessThanOrEqual(20);
  });
});
