import type { Metadata } from 'next';
import { LegalDocument } from '@/components/legal/LegalDocument';
import { StaticPage } from '@/components/page/StaticPage';
import { imprint } from '@/content/legal/imprint';
import { currentLocale } from '@/lib/i18n/current-locale';
import { pageMetadata } from '@/lib/metadata/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata('imprint', await currentLocale());
}

export default async function ImprintPage() {
  const locale = await currentLocale();
  return (
    <>
      <StaticPage id="imprint" locale={locale} />
      <LegalDocument text={imprint[locale]} locale={locale} />
    </>
  );
}
