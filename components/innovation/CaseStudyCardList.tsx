import type { CaseStudy } from '@/lib/content/case-study';
import type { Locale } from '@/lib/routing/locales';
import { CaseStudyCard } from './CaseStudyCard';
import styles from './CaseStudyCardList.module.scss';

type CaseStudyCardListProps = {
  studies: readonly CaseStudy[];
  locale: Locale;
  withHighlights?: boolean;
};

/** Case studies side by side as cards, each leading to its page. */
export function CaseStudyCardList({ studies, locale, withHighlights }: CaseStudyCardListProps) {
  return (
    <ul className={styles.list} data-count={studies.length}>
      {studies.map((study) => (
        <li key={study.name}>
          <CaseStudyCard study={study} locale={locale} withHighlights={withHighlights} />
        </li>
      ))}
    </ul>
  );
}
