import { ButtonLink } from '@/components/action/ButtonLink';
import type { NewsTeaser } from '@/lib/news/news-teaser';
import type { NewsTeaserLabels } from './news-labels';
import { NewsImage } from './NewsImage';
import { NewsMeta } from './NewsMeta';
import styles from './NewsTeaserCard.module.scss';

type NewsTeaserCardProps = {
  teaser: NewsTeaser;
  labels: NewsTeaserLabels;
};

/**
 * A news item in the list: image, category and date, the title (a link to the article), the teaser
 * text and a button that opens the article. Renders on the server and in the list's island alike.
 */
export function NewsTeaserCard({ teaser, labels }: NewsTeaserCardProps) {
  const titleId = `news-${teaser.id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        <a href={teaser.href} className={styles.titleLink} data-news-title="">
          {teaser.title}
        </a>
      </h3>
      <NewsMeta
        categoryLabel={teaser.category && labels.categories[teaser.category]}
        published={teaser.published}
        labels={labels}
        className={styles.meta}
      />
      {teaser.image && (
        <div className={styles.media}>
          <NewsImage src={teaser.image.src} alt={teaser.image.alt} sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw" />
        </div>
      )}
      {teaser.teaser && <p className={styles.teaser}>{teaser.teaser}</p>}
      <ButtonLink href={teaser.href} variant="secondary" className={styles.button} aria-label={`${labels.readArticle}: ${teaser.title}`}>
        {labels.readArticle}
      </ButtonLink>
    </article>
  );
}
