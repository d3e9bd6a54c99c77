import type { IntlError } from 'next-intl';

/**
 * A missing message must never break a page: it logs a warning and the page shows the key turned
 * into words (`NotFoundPage.backHome` → "back home") instead.
 */
export function warnAboutMessageError(error: IntlError): void {
  console.warn(`[i18n] ${error.code}: ${error.message}`);
}

export function readableMessageFallback({ namespace, key }: { namespace?: string; key: string }): string {
  const lastSegment = `${namespace ? `${namespace}.` : ''}${key}`.split('.').pop() ?? key;
  const words = lastSegment
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
