'use client';

import './styles/globals.scss';
import { usePathname } from 'next/navigation';
import { ErrorNotice } from '@/components/errors/ErrorNotice';
import { useReloadOnChunkLoadFailure } from '@/components/resilience/useReloadOnChunkLoadFailure';
import { localeOfPath, localizedPath } from '@/lib/routing/paths';
// Its own small file: this page is in every page's JavaScript, the whole message files are not.
import globalErrorMessages from '@/messages/global-error.json';

/**
 * The last resort when even the page layout fails: a whole document of its own, without the
 * translation provider, so it takes its few texts straight from the message files. A chunk that failed
 * to load reloads the page instead, at most once per 60 seconds, as on the error page.
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
          <ErrorNotice heading={t.heading} text={t.text} home={{ href: localizedPath('home', locale), label: t.backHome }} />
        </main>
      </body>
    </html>
  );
}
