import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { documentTitle } from '@/lib/metadata/document-title';
import { NotFoundNotice } from '@/components/errors/NotFoundNotice';
import { currentLocale } from '@/lib/i18n/current-locale';

// Not a page of the route table: the request interceptor rewrites every unknown path here with status 404.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('NotFoundPage');
  return { title: documentTitle(t('title')), robots: { index: false } };
}

export default async function PageNotFound() {
  return <NotFoundNotice locale={await currentLocale()} />;
}
