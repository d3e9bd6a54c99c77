import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/action/ButtonLink';
import { caseStudies } from '@/content/case-studies';
import type { NewsItem } from '@/lib/cms/resources/news-item';
import { newsDate } from '@/lib/news/news-date';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import { NewsImage } from './NewsImage';
import { NewsMeta } from './NewsMeta';
import styles from './NewsArticle.module.scss';

type NewsArticleProps = {
  item: NewsItem;
  /** The article's body, sanitized (`sanitizeBackendHtml`). */
  bodyHtml: string;
  locale: Locale;
};

/**
 * A news article: category and date, the title (the page's `<h1>`), the teaser, the image, the
 * body, and buttons to all news, to the article as PDF and to the case study it reports on.
 */
export async function NewsArticle({ item, bodyHtml, locale }: NewsArticleProps) {
  const t = await getTranslations({ locale, namespace: 'NewsArticle' });
  const tNews = await getTranslations({ locale, namespace: 'News' });
  const caseStudy = item.caseStudy ? caseStudies[locale].find((study) => study.name === item.caseStudy) : undefined;
  const image = item.image;

  return (
    <article className={styles.article} aria-labelledby="news-article-title">
      <header className={styles.header}>
        <div className={styles.inner}>
          <h1 id="news-article-title" className={styles.title}>
            {item.title}
          </h1>
          <NewsMeta
            categoryLabel={item.category && tNews(`categories.${item.category}`)}
            published={newsDate(item.publishedAt, locale)}
            labels={{ categoryPrefix: tNews('categoryPrefix'), publishedPrefix: tNews('publishedPrefix') }}
            className={styles.meta}
          />
          {item.teaser && <p className={styles.lead}>{item.teaser}</p>}
        </div>
      </header>
      <div className={styles.inner}>
        {image && (
          <div className={styles.media}>
            <NewsImage src={image.url} alt={image.alt} sizes="(min-width: 64rem) 48rem, 100vw" priority />
          </div>
        )}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: bodyHtml }} />
        <ul className={styles.actions} aria-label={t('actionsLabel')}>
          <li>
            <ButtonLink href={localizedPath('news', locale)} variant="secondary">
              {t('allNews')}
            </ButtonLink>
          </li>
          {item.articlePdf && (
            <li>
              <ButtonLink href={item.articlePdf.url} type="application/pdf">
                {t('pdf', { size: Math.max(1, Math.round(item.articlePdf.filesize / 1024)) })}
              </ButtonLink>
            </li>
          )}
          {caseStudy && (
            <li>
              <ButtonLink href={localizedPath(caseStudy.name, locale)}>{t('caseStudy', { title: caseStudy.title })}</ButtonLink>
            </li>
          )}
        </ul>
      </div>
    </article>
  );
}
