/**
 * The cache tags of the backend's reads, and so of the pages built from them (docs/architecture.md,
 * "Where freshness is decided"). Each read carries the tags of what it shows:
 * - a type's list (`news`): every read of a whole collection: the lists, their further pages and
 *   categories, the feeds, the sitemap, and a job offer's page (its further vacancies);
 * - a type's addresses (`news:addresses`): the record pages' read of which record a path shows;
 * - one record (`news:record:<id>`) and every record of a type (`news:records`): a record page's read of
 *   its record.
 * A publish of one record expires its record tag and its type's list tag, and the addresses tag only
 * when an address came or went; a type alone (`{"type":"news"}`) expires all three.
 */
export const backendTags = {
  jobs: 'jobs',
  news: 'news',
  downloads: 'downloads',
} as const;

export type BackendTag = (typeof backendTags)[keyof typeof backendTags];

/** The tags of a read of a whole collection. */
export const listTags = (type: string): string[] => [type];

/** The tag of the read of which record each path of a type shows (a sparse list of ids and slugs). */
export const addressesTag = (type: string): string => `${type}:addresses`;

/** The tag every one-record read of a type carries, so a type-wide refresh reaches them. */
export const recordsTag = (type: string): string => `${type}:records`;

/** The tag of one record's reads. */
export const recordTag = (type: string, id: string): string => `${type}:record:${id}`;

/** The tags of a read of one record. */
export const recordTags = (type: string, id: string): string[] => [recordsTag(type), recordTag(type, id)];

/** The time fallback of every backend read: one hour catches a missed webhook. */
export const backendRevalidateSeconds = 3600;

export function isBackendTag(value: unknown): value is BackendTag {
  return typeof value === 'string' && (Object.values(backendTags) as string[]).includes(value);
}
