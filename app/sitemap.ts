import type { MetadataRoute } from 'next';
import { sitemapRecords } from '@/lib/content-store/page-reads';
import { siteSitemap } from '@/lib/metadata/sitemap';

// Generated at build time from the content store; a change of the jobs or news renews it (lib/content-sync/).
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return siteSitemap(await sitemapRecords());
}
