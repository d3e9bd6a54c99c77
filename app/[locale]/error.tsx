'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ButtonLink } from '@/components/action/ButtonLink';
import { buttonClassName } from '@/components/action/button-class';
import { ErrorNotice } from '@/components/errors/ErrorNotice';
import { useReloadOnChunkLoadFailure } from '@/components/resilience/useReloadOnChunkLoadFailure';
import { brand } from '@/content/brand';
import { statusCodeOf } from '@/lib/browser/error-status';
import { isLocale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';

/**
 * A page failed: its status code (500 unless the error says otherwise), a retry and the way home. A chunk
 * that failed to load reloads the page instead, at most once per 60 seconds.
 */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('ErrorPage');
  const locale = useLocale();
  const status = statusCodeOf(error);

  useEffect(() => {
    console.error(error);
  }, [error]);
  useReloadOnChunkLoadFailure(error);

  return (
    <>
      <title>{`${t('title', { status })} | ${brand}`}</title>
      <ErrorNotice status={status} heading={t('heading', { status })} text={t('text')}>
        <ButtonLink href={localizedPath('home', isLocale(locale) ? locale : 'de')}>{t('backHome')}</ButtonLink>
        <button type="button" className={buttonClassName('secondary')} onClick={() => retry()}>
          {t('retry')}
        </button>
      </ErrorNotice>
    </>
  );
}
