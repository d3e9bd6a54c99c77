import { cleanSlug } from '../records/record-slug';

/** What a record path is: a record's page, another spelling (or a former address) of one, or no record. */
export type RecordPathVerdict = { kind: 'record' } | { kind: 'spelling'; slug: string } | { kind: 'none' };

/**
 * What the request interceptor makes of a record's path (`/news/{slug}/`, a job offer's page) from the
 * content store, before any page renders: an unknown record's path gets the prerendered 404 page (its
 * text in the HTML as served, unlike a `notFound()` rendered on demand: vercel/next.js#62228); the slug
 * as the CMS spells it (`Messe Düsseldorf`), another spelling of a clean slug, or an address the record
 * had before it moved leads to the record's clean path.
 */
export function recordPathVerdict(
  shelf: { bySlug: ReadonlyMap<string, unknown>; spellings: ReadonlyMap<string, string>; formerSlugs: ReadonlyMap<string, string> },
  slug: string,
): RecordPathVerdict {
  if (shelf.bySlug.has(slug)) return { kind: 'record' };
  const spelled = shelf.spellings.get(slug.normalize('NFC'));
  if (spelled !== undefined) return { kind: 'spelling', slug: spelled };
  const cleaned = cleanSlug(slug);
  if (shelf.bySlug.has(cleaned)) return { kind: 'spelling', slug: cleaned };
  const moved = shelf.formerSlugs.get(slug) ?? shelf.formerSlugs.get(cleaned);
  return moved === undefined ? { kind: 'none' } : { kind: 'spelling', slug: moved };
}

