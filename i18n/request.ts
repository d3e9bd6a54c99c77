import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { readableMessageFallback, warnAboutMessageError } from '@/lib/i18n/message-fallback';
import { timeZone } from '@/lib/i18n/message-scope';
import { routing } from './routing';

export default getRequestConfig(async ({ locale: explicitLocale }) => {
  const requested = explicitLocale ?? (await rootLocale());
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: (await import(`../messages/${locale}.json`)).default,
    timeZone,
    onError: warnAboutMessageError,
    getMessageFallback: readableMessageFallback,
  };
});
