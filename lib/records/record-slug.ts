/**
 * The path segment of a record's page. Editors write slugs as they write German ("Stellenangebot
 * Verfahrensmechaniker Köln", "Messe-Düsseldorf 2026"), so the site never takes a slug as it comes: it
 * gives every record a clean one (docs/architecture.md, "The CMS contract") and redirects the CMS's own spelling to it.
 */

/** The longest clean slug; longer ones are cut at a hyphen where possible. */
const maxSlugLength = 100;

const germanLetters: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * A clean slug of any text: German umlauts and ß spelled out (`ä→ae`, `ß→ss`), other accents dropped,
 * lower case, every run of other characters one hyphen, no hyphen at either end. Empty when the text
 * has no letter or digit at all.
 */
export function cleanSlug(text: string): string {
  const slug = text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => germanLetters[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxSlugLength) return slug;
  const cut = slug.slice(0, maxSlugLength);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > maxSlugLength / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}

/** What slug assignment needs of a record. */
export interface SluggedRecord {
  id: string;
  /** The slug as the CMS sent it, if any. */
  slug: string | null;
  title: string;
  /** ISO 8601 or null. */
  publishedAt: string | null;
}

const publishedTime = (record: SluggedRecord): number => {
  const time = record.publishedAt === null ? Number.NaN : Date.parse(record.publishedAt);
  return Number.isFinite(time) ? time : Number.POSITIVE_INFINITY;
};

/**
 * The clean slug of every record of one collection (one type, one language), by record id. Each is
 * `cleanSlug` of the CMS's slug, or of the title when the CMS sent none (or one without a letter or
 * digit), or of the id. Where two records would share a slug, the one published first keeps it and
 * the later ones get `-2`, `-3`, …, so publishing a record never moves an older one's page, and both
 * stay reachable.
 */
export function assignRecordSlugs(records: readonly SluggedRecord[]): Map<string, string> {
  const ordered = [...records].sort((left, right) => publishedTime(left) - publishedTime(right) || left.id.localeCompare(right.id));
  const wanted = (record: SluggedRecord) =>
    cleanSlug(record.slug ?? '') || cleanSlug(record.title) || cleanSlug(record.id) || 'record';
  const taken = new Set<string>();
  const slugs = new Map<string, string>();
  for (const record of ordered) {
    const base = wanted(record);
    let slug = base;
    for (let suffix = 2; taken.has(slug); suffix += 1) slug = `${base}-${suffix}`;
    taken.add(slug);
    slugs.set(record.id, slug);
  }
  return slugs;
}
