'use client';

import './styles/globals.scss';
import { usePathname } from 'next/navigation';
import { ErrorNotice } from '@/components/errors/ErrorNotice';
import { localeOfPath, localizedPath } from '@/lib/routing/paths';
import de from '@/messages/de.json';
import en from '@/messages/en.json';

const messages = { de: de.GlobalError, en: en.GlobalError };

/**
 * The last resort when even the page layout fails: a whole document of its own, without the
 * translation provider, so it takes its few texts straight from the message files.
 */
export default function GlobalError() {
  const locale = localeOfPath(usePathname() ?? '/');
  const t = messages[locale];
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
