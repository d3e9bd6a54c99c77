import type { ReactNode } from 'react';
import { IntlClientProvider } from '@/components/i18n/IntlClientProvider';
import type { Locale } from '@/lib/routing/locales';
import de from '@/messages/de.json';
import en from '@/messages/en.json';

export const messages = { de, en } as const;

/** The client translation provider as the layout sets it up. */
export function WithIntl({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IntlClientProvider locale={locale} messages={messages[locale]} timeZone="Europe/Berlin">
      {children}
    </IntlClientProvider>
  );
}
