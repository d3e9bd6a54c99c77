import { getTranslations } from 'next-intl/server';
import styles from './SkipLink.module.scss';

/** The first focusable element of every page: jumps past the header to the page's content. */
export async function SkipLink() {
  const t = await getTranslations('SkipLink');
  return (
    <a className={styles.skipLink} href="#main">
      {t('label')}
    </a>
  );
}
