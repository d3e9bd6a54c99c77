import { NotFoundNotice } from '@/components/errors/NotFoundNotice';
import { currentLocale } from '@/lib/i18n/current-locale';

/** Shown when a page calls `notFound()`, e.g. for a record the backend does not have. */
export default async function NotFound() {
  return <NotFoundNotice locale={await currentLocale()} />;
}
