import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { navigationLabels } from '@/content/navigation';
import { pageIntroOf } from '@/content/pages';
import { pageIntrosDe } from '@/content/pages/de';
import { pageIntrosEn } from '@/content/pages/en';
import { loadContent } from '@/lib/content/load-content';
import { pageIntrosSchema, staticRouteIds } from '@/lib/content/page-intro';
import { routeTable } from '@/lib/routing/route-table';

describe('the page introductions', () => {
  it('exist for every page with a fixed path, in both languages', () => {
    expect(Object.keys(pageIntrosDe).sort()).toEqual([...staticRouteIds].sort());
    expect(Object.keys(pageIntrosEn).sort()).toEqual([...staticRouteIds].sort());
    // All but the job and news detail patterns and the further pages of the five news lists, which
    // take their list's introduction.
    expect(staticRouteIds).toHaveLength(routeTable.length - 2 - 5);
  });

  it.each([
    ['de', pageIntrosDe],
    ['en', pageIntrosEn],
  ])('give every page its own title and heading in %s', (_, intros) => {
    const titles = Object.values(intros).map((intro) => intro.title);
    expect(new Set(titles).size).toBe(titles.length);
    const headings = Object.values(intros).map((intro) => intro.heading);
    expect(new Set(headings).size).toBe(headings.length);
  });

  it('hold no placeholder text and never the raw brand twice in a title', () => {
    for (const intro of [...Object.values(pageIntrosDe), ...Object.values(pageIntrosEn)]) {
      expect(JSON.stringify(intro)).not.toMatch(/lorem|ipsum|todo|tbd|coming soon|demnächst|in kürze/i);
      expect(intro.title).not.toMatch(/Lumoplast/);
    }
  });

  it('are written in each page’s own language', () => {
    expect(pageIntroOf('imprint', 'de').heading).toBe('Impressum');
    expect(pageIntroOf('imprint', 'en').heading).toBe('Imprint');
    expect(pageIntroOf('careers.jobOffers', 'de').heading).not.toBe(pageIntroOf('careers.jobOffers', 'en').heading);
  });

  it('stop the build with the file and field of a malformed entry', () => {
    const broken = { ...pageIntrosDe, imprint: { ...pageIntrosDe.imprint, heading: '' } };
    expect(() => loadContent('content/pages/de.ts', pageIntrosSchema, broken)).toThrow(/content\/pages\/de\.ts: imprint\.heading: /);
    const withoutPrivacy = Object.fromEntries(Object.entries(pageIntrosDe).filter(([id]) => id !== 'privacy'));
    expect(() => loadContent('content/pages/de.ts', pageIntrosSchema, withoutPrivacy)).toThrow(/content\/pages\/de\.ts: privacy: /);
  });
});

describe('the navigation labels', () => {
  it('exist in both languages for the same entries', () => {
    expect(Object.keys(navigationLabels.en).sort()).toEqual(Object.keys(navigationLabels.de).sort());
  });
});

describe('loadContent', () => {
  it('returns the parsed data of a valid entry', () => {
    expect(loadContent('content/x.ts', z.object({ a: z.number() }), { a: 1 })).toEqual({ a: 1 });
  });
});
