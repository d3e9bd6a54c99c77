import { DownloadGroups } from '@/components/downloads/DownloadGroups';
import { StaticPage } from '@/components/page/StaticPage';
import { downloadsPage } from '@/lib/content-store/page-reads';
import { currentLocale } from '@/lib/i18n/current-locale';
import { pageMetadata } from '@/lib/metadata/page-metadata';

// Statically generated from the content store; a change of the downloads renews it (lib/content-sync/).

export async function generateMetadata() {
  return pageMetadata('downloads', await currentLocale());
}

export default async function DownloadsPage() {
  const locale = await currentLocale();
  const downloads = await downloadsPage(locale);
  return (
    <>
      <StaticPage id="downloads" locale={locale} />
      <DownloadGroups downloads={downloads} />
    </>
  );
}
