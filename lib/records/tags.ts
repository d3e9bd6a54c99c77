/**
 * Cache tags of the backend's collections. Every read of a type is tagged with its name, and the
 * revalidation webhook (`POST /api/revalidate/`) revalidates the same constants, so a tag is written once.
 */
export const backendTags = {
  jobs: 'jobs',
  news: 'news',
  downloads: 'downloads',
} as const;

export type BackendTag = (typeof backendTags)[keyof typeof backendTags];

/** The time fallback of every backend read: one hour catches a missed webhook. */
export const backendRevalidateSeconds = 3600;

export function isBackendTag(value: unknown): value is BackendTag {
  return typeof value === 'string' && (Object.values(backendTags) as string[]).includes(value);
}
