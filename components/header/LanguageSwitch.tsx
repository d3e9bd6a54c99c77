'use client';

import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { isLocale, otherLocale } from '@/lib/routing/locales';
import { alternatePath } from '@/lib/routing/paths';

/**
 * Leads to the same page in the other language. A plain link: changing the language loads the
 * other language's document (and next-intl remembers the choice in the `NEXT_LOCALE` cookie).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useTranslations('LanguageSwitch');
  const locale = useLocale();
  const target = otherLocale(isLocale(locale) ? locale : 'de');
  const href = alternatePath(usePathname(), target);
  return (
    <a href={href} hrefLang={target} lang={target} className={className} data-testid="language-switch">
      {t('linkText')}
    </a>
  );
}
