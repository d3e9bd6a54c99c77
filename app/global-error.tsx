'use client';

import './styles/globals.scss';
import { usePathname } from 'next/navigation';
import { buttonClassName } from '@/components/action/button-class';
import { ErrorNotice } from '@/components/errors/ErrorNotice';
import { useReloadOnChunkLoadFailure } from '@/components/resilience/useReloadOnChunkLoadFailure';
import { homePathOf, localeOfPath } from '@/lib/routing/locales';
// Its own small file: this page is in every page's JavaScript, the whole message files are not.
import globalErrorMessages from '@/messages/global-error.json';

/**
 * The last resort when even the page layout fails: a whole document of its own, without the
 * translation provider, so it takes its few texts straight from the message files. Its link home is a
 * plain `<a>`, a full page load without the router or the route table: this page is in every page's
 * JavaScript, and a page whose layout failed should not lean on them. A chunk that failed to load
 * reloads the page instead, at most once per 60 seconds, as on the error page.
 */
export default function GlobalError({ error }: { error: unknown }) {
  const locale = localeOfPath(usePathname() ?? '/');
  useReloadOnChunkLoadFailure(error);
  const t = globalErrorMessages[locale];
  return (
    <html lang={locale}>
      <body>
        <title>{t.heading}</title>
        <main>
          <ErrorNotice heading={t.heading} text={t.text}>
            <a href={homePathOf(locale)} className={buttonClassName()}>
              {t.backHome}
            </a>
          </ErrorNotice>
        </main>
      </body>
    </html>
  );
}
