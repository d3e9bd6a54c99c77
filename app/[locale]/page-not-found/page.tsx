import type { Metadata } from 'next';
import { NotFoundNotice } from '@/components/errors/NotFoundNotice';
import { currentLocale } from '@/lib/i18n/current-locale';
import { notFoundMetadata } from '@/lib/metadata/not-found-metadata';

// Not a page of the route table: the request interceptor rewrites every unknown path here with status 404.
export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata(await currentLocale());
}

export default async function PageNotFound() {
  return <NotFoundNotice locale={await currentLocale()} />;
}
