import { describe, expect, it } from 'vitest';
import { assignRecordSlugs, cleanSlug } from '@/lib/records/record-slug';

describe('cleanSlug', () => {
  it.each([
    ['Schichtleiter Spritzguss', 'schichtleiter-spritzguss'],
    ['Messe-Düsseldorf 2026', 'messe-duesseldorf-2026'],
    ['Größe & Maße', 'groesse-masse'],
    ['ÄÖÜ äöü ß', 'aeoeue-aeoeue-ss'],
    ['Café Crème – São Paulo', 'cafe-creme-sao-paulo'],
    ['  --Already-clean--  ', 'already-clean'],
    ['Mechatroniker/in (m/w/d)', 'mechatroniker-in-m-w-d'],
    ['Mu\u0308ller', 'mueller'],
    ['???', ''],
  ])('%j → %j', (text, slug) => {
    expect(cleanSlug(text)).toBe(slug);
  });

  it('cuts a very long slug at a hyphen', () => {
    const slug = cleanSlug('Spritzguss '.repeat(30));
    expect(slug.length).toBeLessThanOrEqual(100);
    expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});

describe('assignRecordSlugs', () => {
  const record = (id: string, slug: string | null, publishedAt: string | null, title = 'Titel') => ({ id, slug, title, publishedAt });

  it('gives colliding records distinct slugs, the first published keeping the plain one', () => {
    const slugs = assignRecordSlugs([
      record('new', 'Messe Düsseldorf', '2026-05-01'),
      record('old', 'messe-duesseldorf', '2025-05-01'),
      record('same', 'MESSE düsseldorf', '2026-06-01'),
    ]);
    expect(Object.fromEntries(slugs)).toEqual({ old: 'messe-duesseldorf', new: 'messe-duesseldorf-2', same: 'messe-duesseldorf-3' });
  });

  it('takes the title when the CMS sent no usable slug, and the id when the title has no letter either', () => {
    const slugs = assignRecordSlugs([record('a', null, '2026-01-01', 'Werkzeugmacher/in'), record('b', '!!!', null, '???'), record('c', '  ', null, 'Qualitätsprüfer')]);
    expect(Object.fromEntries(slugs)).toEqual({ a: 'werkzeugmacher-in', b: 'b', c: 'qualitaetspruefer' });
  });
});
