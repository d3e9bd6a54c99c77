import { useTranslations } from 'next-intl';
import { ContentImage } from '@/components/blocks/ContentImage';
import { FactsList } from '@/components/blocks/FactsList';
import { Section } from '@/components/blocks/Section';
import { IndustryOverviewLink } from './IndustryOverviewLink';
import type { Industry } from '@/lib/content/industry';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import styles from './IndustryDetail.module.scss';

/** What the company makes for the industry: the teaser beside the industry's drawing. */
export function IndustryTeaser({ industry }: { industry: Industry }) {
  const t = useTranslations('Industries');
  return (
    <Section id="offer" heading={t('teaserHeading')}>
      <div className={styles.teaserLayout}>
        <p className={styles.teaser}>{industry.teaser}</p>
        <ContentImage image={industry.image} className={styles.teaserImage} priority sizes="(min-width: 64rem) 30rem, 100vw" />
      </div>
    </Section>
  );
}

/** The industry's project example: its title and text. */
export function IndustryCase({ industry }: { industry: Industry }) {
  return (
    <Section id="case" heading={industry.caseTitle} tone="muted">
      <div className={styles.caseText}>
        {industry.caseText.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Section>
  );
}

/** The four examples, each with its drawing, its description and a link to the page that tells more. */
export function IndustryExamples({ industry, locale }: { industry: Industry; locale: Locale }) {
  return (
    <Section id="examples" heading={industry.exampleTitle}>
      <ul className={styles.examples}>
        {industry.examples.map((example) => (
          <li key={example.title} className={styles.example}>
            <ContentImage image={example.image} className={styles.exampleImage} sizes="(min-width: 64rem) 18rem, 100vw" />
            <div className={styles.exampleBody}>
              <h3 className={styles.exampleTitle}>{example.title}</h3>
              <p className={styles.exampleDescription}>{example.description}</p>
              <a href={localizedPath(example.route, locale)} className={styles.exampleLink}>
                {example.linkLabel}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The industry's four facts under their title. */
export function IndustryFacts({ industry }: { industry: Industry }) {
  const t = useTranslations('Industries');
  return (
    <Section id="facts" heading={industry.factsTitle} tone="muted">
      <FactsList facts={industry.facts} label={t('factsLabel', { industry: industry.title })} />
    </Section>
  );
}

type MoreIndustriesProps = {
  /** The other industries, linked by name. */
  others: readonly Industry[];
  locale: Locale;
};

/** The way on: the other industries and the link to the overview of all of them. */
export function MoreIndustries({ others, locale }: MoreIndustriesProps) {
  const t = useTranslations('Industries');
  return (
    <Section id="more-industries" heading={t('moreIndustriesHeading')}>
      <ul className={styles.others}>
        {others.map((industry) => (
          <li key={industry.name}>
            <a href={localizedPath(industry.name, locale)} className={styles.otherLink}>
              {industry.title}
            </a>
          </li>
        ))}
      </ul>
      <IndustryOverviewLink locale={locale} />
    </Section>
  );
}
