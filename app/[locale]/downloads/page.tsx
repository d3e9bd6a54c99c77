import { DownloadGroups } from '@/components/downloads/DownloadGroups';
import { StaticPage } from '@/components/page/StaticPage';
import { listDownloads } from '@/lib/records/downloads';
import { currentLocale } from '@/lib/i18n/current-locale';
import { pageMetadata } from '@/lib/metadata/page-metadata';

// Statically generated from the backend; the `downloads` tag (webhook) and this fallback keep it current.
export const revalidate = 3600;

export async function generateMetadata() {
  return pageMetadata('downloads', await currentLocale());
}

export default async function DownloadsPage() {
  const locale = await currentLocale();
  // Not caught on purpose: when the CMS fails during a revalidation, the render fails and Next.js keeps
  // serving the last good page instead of caching an empty one.
  const downloads = await listDownloads(locale);
  return (
    <>
      <StaticPage id="downloads" locale={locale} />
      <DownloadGroups downloads={downloads} />
    </>
  );
}
