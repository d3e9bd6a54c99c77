import type { Metadata } from 'next';
import { LegalDocument } from '@/components/legal/LegalDocument';
import { StaticPage } from '@/components/page/StaticPage';
import { privacy } from '@/content/legal/privacy';
import { currentLocale } from '@/lib/i18n/current-locale';
import { pageMetadata } from '@/lib/metadata/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata('privacy', await currentLocale());
}

export default async function PrivacyPage() {
  const locale = await currentLocale();
  return (
    <>
      <StaticPage id="privacy" locale={locale} />
      <LegalDocument text={privacy[locale]} locale={locale} withTableOfContents />
    </>
  );
}
