import type { NewsDate } from '@/lib/news/news-date';
import styles from './NewsMeta.module.scss';

type NewsMetaProps = {
  /** The category's name, or null when the article has none. */
  categoryLabel: string | null;
  /** The publication day as the server wrote it, or null when the CMS sent no valid date. */
  published: NewsDate | null;
  labels: { categoryPrefix: string; publishedPrefix: string };
  /** The card's or the article's own class for the line: its margin and padding there. */
  className?: string;
};

/** The category and the date of a news item, each with a prefix for screen readers; what is unknown is left out. */
export function NewsMeta({ categoryLabel, published, labels, className }: NewsMetaProps) {
  if (categoryLabel === null && published === null) return null;
  return (
    <p className={[styles.meta, className].filter(Boolean).join(' ')}>
      {categoryLabel !== null && (
        <span className={styles.category}>
          <span className={styles.visuallyHidden}>{labels.categoryPrefix} </span>
          {categoryLabel}
        </span>
      )}
      {published !== null && (
        <span>
          <span className={styles.visuallyHidden}>{labels.publishedPrefix} </span>
          <time dateTime={published.dateTime}>{published.text}</time>
        </span>
      )}
    </p>
  );
}
