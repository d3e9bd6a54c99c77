'use client';

import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { isLocale, otherLocale } from '@/lib/routing/locales';
import { languageSwitchHref } from '@/lib/routing/language-switch-href';

/**
 * Leads to the same page in the other language (a job or news record to its translation). A plain
 * link: changing the language loads the other language's document, whose path alone decides its
 * language; nothing is remembered (no cookie), the visitor's next links stay in that language.
 */
export function LanguageSwitch({ ref, className }: { ref?: Ref<HTMLAnchorElement>; className?: string }) {
  const t = useTranslations('LanguageSwitch');
  const locale = useLocale();
  const target = otherLocale(isLocale(locale) ? locale : 'de');
  const href = languageSwitchHref(usePathname(), target);
  return (
    <a ref={ref} href={href} hrefLang={target} lang={target} className={className} data-testid="language-switch">
      {t('linkText')}
    </a>
  );
}
