import '../styles/globals.scss';
import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { locale as rootLocale } from 'next/root-params';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/footer/SiteFooter';
import { SiteHeader } from '@/components/header/SiteHeader';
import { IntlClientProvider } from '@/components/i18n/IntlClientProvider';
import { SkipLink } from '@/components/layout/SkipLink';
import { LinkNavigation } from '@/components/navigation/LinkNavigation';
import { ChunkLoadRecovery } from '@/components/resilience/ChunkLoadRecovery';
import { OfflineNotice } from '@/components/resilience/OfflineNotice';
import { ScrollManager } from '@/components/scroll/ScrollManager';
import { company } from '@/content/company';
import { navigationLabels } from '@/content/navigation';
import { currentLocale } from '@/lib/i18n/current-locale';
import { clientMessages, timeZone } from '@/lib/i18n/message-scope';
import { siteUrl } from '@/lib/metadata/site-url';
import { navigationTree } from '@/lib/navigation/navigation-tree';
import { isLocale, locales } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import { sans } from '../fonts';

// No `dynamicParams = false` here: it would also forbid job and news pages published after the
// build. Only the two languages reach this layout anyway: the request interceptor answers every
// other path with the 404 page.

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export const metadata: Metadata = {
  metadataBase: siteUrl(),
  title: company.brand,
  applicationName: company.brand,
};

export default async function LocaleLayout({ children }: { children: ReactNode }) {
  // A path the interceptor skips (a missing `/media/…` file) lands here with a first segment that is no language.
  if (!isLocale(await rootLocale())) notFound();
  const locale = await currentLocale();
  const messages = await getMessages();
  const preview = (await draftMode()).isEnabled ? await getTranslations({ locale, namespace: 'Preview' }) : undefined;

  return (
    <html lang={locale} className={sans.variable}>
      <body>
        <IntlClientProvider locale={locale} messages={clientMessages(messages)} timeZone={timeZone}>
          <SkipLink />
          <SiteHeader
            brand={company.brand}
            homeHref={localizedPath('home', locale)}
            navigation={navigationTree(locale, navigationLabels[locale])}
            preview={preview && { label: preview('label'), exit: preview('exit') }}
          />
          <ScrollManager />
          <LinkNavigation />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter />
          <OfflineNotice />
          <ChunkLoadRecovery />
        </IntlClientProvider>
      </body>
    </html>
  );
}
