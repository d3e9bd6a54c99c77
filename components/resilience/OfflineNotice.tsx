'use client';

import { useTranslations } from 'next-intl';
import styles from './OfflineNotice.module.scss';
import { useOnlineStatus } from './useOnlineStatus';

/**
 * Tells the visitor, politely, that they are offline. The live region is always in the page (empty and
 * without height while online), so screen readers announce the text when it appears; it floats above
 * the page, so nothing moves when it does.
 */
export function OfflineNotice() {
  const t = useTranslations('Connection');
  const online = useOnlineStatus();
  return (
    <div role="status" className={styles.region}>
      {!online && (
        <p className={styles.notice} data-testid="offline-notice">
          {t('offline')}
        </p>
      )}
    </div>
  );
}
