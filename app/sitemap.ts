import type { MetadataRoute } from 'next';
import { staticPagesSitemap } from '@/lib/metadata/sitemap';

export default function sitemap(): MetadataRoute.Sitemap {
  return staticPagesSitemap();
}
