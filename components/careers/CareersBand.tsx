import type { ReactNode } from 'react';
import styles from './CareersBand.module.scss';

/** A band of the page's width without a heading of its own, for a block that brings its own. */
export function CareersBand({ tone = 'light', children }: { tone?: 'light' | 'muted'; children: ReactNode }) {
  return (
    <div className={styles.band} data-tone={tone}>
      <div className={styles.inner}>{children}</div>
    </div>
  );
}
