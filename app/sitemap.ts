import type { MetadataRoute } from 'next';
import { siteSitemap } from '@/lib/metadata/sitemap';

// Generated at build time and kept current like the job and news pages: the backend reads carry the
// cache tags `jobs` and `news`, so the webhook refreshes it, and this hour catches a missed webhook.
// While the CMS is unreachable a revalidation fails and the last good sitemap stays.
export const revalidate = 3600;

export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return siteSitemap();
}
