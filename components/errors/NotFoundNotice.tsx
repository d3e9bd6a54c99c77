import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/action/ButtonLink';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import { ErrorNotice } from './ErrorNotice';

/** "This page could not be found", in the language of the path that was asked for. */
export async function NotFoundNotice({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NotFoundPage' });
  return (
    <ErrorNotice status={404} heading={t('heading')} text={t('text')}>
      <ButtonLink href={localizedPath('home', locale)}>{t('backHome')}</ButtonLink>
      <ButtonLink href={localizedPath('contact', locale)} variant="secondary">
        {t('contact')}
      </ButtonLink>
    </ErrorNotice>
  );
}
