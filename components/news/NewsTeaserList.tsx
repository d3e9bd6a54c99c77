import type { Ref } from 'react';
import type { NewsTeaser } from '@/lib/news/news-teaser';
import type { NewsTeaserLabels } from './news-labels';
import { NewsTeaserCard } from './NewsTeaserCard';
import styles from './NewsTeaserList.module.scss';

type NewsTeaserListProps = {
  items: readonly NewsTeaser[];
  labels: NewsTeaserLabels;
  /** Shown instead of the list when there are no news. */
  empty: string;
  /** While a further page is read. */
  busy?: boolean;
  ref?: Ref<HTMLUListElement>;
};

/** The news as a grid of teasers, or the message that there are none. */
export function NewsTeaserList({ items, labels, empty, busy = false, ref }: NewsTeaserListProps) {
  if (items.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul ref={ref} className={styles.list} aria-busy={busy || undefined}>
      {items.map((teaser) => (
        <li key={teaser.id} className={styles.item}>
          <NewsTeaserCard teaser={teaser} labels={labels} />
        </li>
      ))}
    </ul>
  );
}
