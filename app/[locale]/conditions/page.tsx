import type { Metadata } from 'next';
import { LegalDocument } from '@/components/legal/LegalDocument';
import { StaticPage } from '@/components/page/StaticPage';
import { conditions } from '@/content/legal/conditions';
import { currentLocale } from '@/lib/i18n/current-locale';
import { pageMetadata } from '@/lib/metadata/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata('conditions', await currentLocale());
}

export default async function ConditionsPage() {
  const locale = await currentLocale();
  return (
    <>
      <StaticPage id="conditions" locale={locale} />
      <LegalDocument text={conditions[locale]} locale={locale} withTableOfContents />
    </>
  );
}
