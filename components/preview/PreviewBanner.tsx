import { getTranslations } from 'next-intl/server';
import { previewExitPath } from '@/lib/publishing/end-preview';
import type { Locale } from '@/lib/routing/locales';
import styles from './PreviewBanner.module.scss';

/**
 * Shown on every page while an editor previews unpublished records (draft mode): says so, keeps the page
 * out of search engines (`noindex`; React places the meta tag in the head) and offers the way out. A
 * plain link, so it works without JavaScript and reloads the page without draft mode.
 */
export async function PreviewBanner({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Preview' });
  return (
    <aside className={styles.banner} aria-label={t('label')}>
      <meta name="robots" content="noindex, nofollow" />
      <p className={styles.label}>{t('label')}</p>
      <a className={styles.exit} href={`${previewExitPath}?locale=${locale}`} data-preview-exit="">
        {t('exit')}
      </a>
    </aside>
  );
}
