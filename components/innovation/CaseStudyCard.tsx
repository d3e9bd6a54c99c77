import { useTranslations } from 'next-intl';
import { ContentImage } from '@/components/blocks/ContentImage';
import { keyFigureHighlights, type CaseStudy } from '@/lib/content/case-study';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import { KeyFigureList } from './KeyFigureList';
import styles from './CaseStudyCard.module.scss';

type CaseStudyCardProps = {
  study: CaseStudy;
  locale: Locale;
  /** Shows the highlighted key figures below the teaser (on the overview). */
  withHighlights?: boolean;
};

/**
 * A case study as a card: drawing, title (the link to its page), teaser and, on the overview, its key
 * figure highlights. The whole card is clickable; the title is the link's name.
 */
export function CaseStudyCard({ study, locale, withHighlights = false }: CaseStudyCardProps) {
  const t = useTranslations('Innovation');
  return (
    <article className={styles.card}>
      <div className={styles.illustration}>
        {/* The drawing repeats the title on the card; its full description is on the case study page. */}
        <ContentImage image={{ ...study.illustration, alt: '' }} sizes="(min-width: 64rem) 24rem, 100vw" />
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <a href={localizedPath(study.name, locale)} className={styles.link}>
            {study.title}
          </a>
        </h3>
        <p className={styles.teaser}>{study.teaser}</p>
        {withHighlights && (
          <KeyFigureList figures={keyFigureHighlights(study)} label={t('highlights', { title: study.title })} variant="compact" />
        )}
        <span className={styles.more} aria-hidden="true">
          {t('readCaseStudy')} →
        </span>
      </div>
    </article>
  );
}
