import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/action/ButtonLink';
import { Quote } from '@/components/blocks/Quote';
import { Section } from '@/components/blocks/Section';
import type { CaseStudy } from '@/lib/content/case-study';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import { CaseStudyCardList } from './CaseStudyCardList';
import { CaseStudyChapterSection } from './CaseStudyChapterSection';
import { KeyFigureList } from './KeyFigureList';
import styles from './CaseStudyDetail.module.scss';

type CaseStudyDetailProps = {
  study: CaseStudy;
  /** The other case studies, linked at the end of the page. */
  further: readonly CaseStudy[];
  locale: Locale;
};

/**
 * The body of a case study page below its introduction: requirements, concept (with the drawing),
 * realisation, key figures, the quote from the project team and the further case studies.
 */
export function CaseStudyDetail({ study, further, locale }: CaseStudyDetailProps) {
  const t = useTranslations('Innovation');
  return (
    <>
      <CaseStudyChapterSection id="requirements" heading={t('requirements')} chapter={study.requirements} />
      <CaseStudyChapterSection
        id="concept"
        heading={t('concept')}
        chapter={study.concept}
        tone="muted"
        illustration={study.illustration}
      />
      <CaseStudyChapterSection id="realization" heading={t('realization')} chapter={study.realization} />
      <Section id="key-figures" heading={t('keyFigures')} tone="muted">
        <KeyFigureList figures={study.keyFigures} label={t('highlights', { title: study.title })} />
      </Section>
      <Section id="citation" heading={t('citation')} tone="dark">
        <Quote quote={study.citation.quote} speaker={study.citation.person} role={study.citation.role} size="large" tone="dark" />
      </Section>
      <Section id="further-case-studies" heading={t('furtherCaseStudies')}>
        <CaseStudyCardList studies={further} locale={locale} />
        <p className={styles.overviewLink}>
          <ButtonLink href={localizedPath('innovation.overview', locale)} variant="secondary">
            {t('toOverview')}
          </ButtonLink>
        </p>
      </Section>
    </>
  );
}
