import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/action/ButtonLink';
import { ContentImage } from '@/components/blocks/ContentImage';
import { Section } from '@/components/blocks/Section';
import type { CaseStudy, InnovationContent } from '@/lib/content/case-study';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import { CaseStudyCardList } from './CaseStudyCardList';
import styles from './InnovationLanding.module.scss';

type InnovationLandingProps = {
  content: InnovationContent;
  studies: readonly CaseStudy[];
  locale: Locale;
};

/**
 * The innovation page below its introduction: how a joint development runs, what our developments have
 * in common, the case studies as cards and the way to the overview.
 */
export function InnovationLanding({ content, studies, locale }: InnovationLandingProps) {
  const t = useTranslations('Innovation');
  const { approach, principles, caseStudies, overviewLink } = content;
  return (
    <>
      <Section id="approach" heading={approach.heading} lead={approach.lead}>
        <div className={styles.process}>
          <ContentImage image={approach.illustration} sizes="(min-width: 76rem) 76rem, 100vw" />
        </div>
        <ol className={styles.steps}>
          {approach.steps.map((step) => (
            <li key={step.title} className={styles.step}>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="principles" heading={principles.heading} tone="muted">
        <ul className={styles.principles}>
          {principles.items.map((item) => (
            <li key={item.title} className={styles.principle}>
              <h3 className={styles.principleTitle}>{item.title}</h3>
              <p className={styles.principleText}>{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="case-studies" heading={caseStudies.heading} lead={caseStudies.lead}>
        <CaseStudyCardList studies={studies} locale={locale} />
      </Section>

      <Section id="overview" heading={overviewLink.heading} lead={overviewLink.text} tone="dark">
        <ButtonLink href={localizedPath('innovation.overview', locale)} variant="onDark">
          {t('toOverview')}
        </ButtonLink>
      </Section>
    </>
  );
}
