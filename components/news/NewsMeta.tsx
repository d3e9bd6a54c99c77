import { formatNewsDate } from '@/lib/news/news-date';
import type { Locale } from '@/lib/routing/locales';

type NewsMetaProps = {
  /** The category's name, or null when the article has none. */
  categoryLabel: string | null;
  /** ISO 8601, or null when the CMS sent no valid date. */
  publishedAt: string | null;
  locale: Locale;
  labels: { categoryPrefix: string; publishedPrefix: string };
  /** The card's or the article's own classes for the line, the category and the hidden prefixes. */
  classNames: { meta?: string; category?: string; visuallyHidden?: string };
};

/** The category and the date of a news item, each with a prefix for screen readers; what is unknown is left out. */
export function NewsMeta({ categoryLabel, publishedAt, locale, labels, classNames }: NewsMetaProps) {
  if (categoryLabel === null && publishedAt === null) return null;
  return (
    <p className={classNames.meta}>
      {categoryLabel !== null && (
        <span className={classNames.category}>
          <span className={classNames.visuallyHidden}>{labels.categoryPrefix} </span>
          {categoryLabel}
        </span>
      )}
      {publishedAt !== null && (
        <span>
          <span className={classNames.visuallyHidden}>{labels.publishedPrefix} </span>
          <time dateTime={publishedAt}>{formatNewsDate(publishedAt, locale)}</time>
        </span>
      )}
    </p>
  );
}
