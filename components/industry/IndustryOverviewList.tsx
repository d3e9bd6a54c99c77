import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/action/ButtonLink';
import { ContentImage } from '@/components/blocks/ContentImage';
import { FactsList } from '@/components/blocks/FactsList';
import type { Industry } from '@/lib/content/industry';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import styles from './IndustryOverviewList.module.scss';

/** Every industry with its drawing, teaser and facts, linking to its page. */
export function IndustryOverviewList({ industries, locale }: { industries: readonly Industry[]; locale: Locale }) {
  const t = useTranslations('Industries');
  return (
    <div className={styles.list}>
      {industries.map((industry, index) => {
        const id = industry.name.replace('industries.', 'industry-');
        return (
          <article key={industry.name} aria-labelledby={`${id}-heading`} className={styles.industry} data-tone={index % 2 === 0 ? 'light' : 'muted'}>
            <div className={styles.inner}>
              <ContentImage image={industry.image} className={styles.image} sizes="(min-width: 64rem) 30rem, 100vw" />
              <div className={styles.text}>
                <h2 id={`${id}-heading`} className={styles.title}>
                  {industry.title}
                </h2>
                <p className={styles.teaser}>{industry.teaser}</p>
                <h3 className={styles.factsTitle}>{industry.factsTitle}</h3>
                <FactsList facts={industry.facts} label={t('factsLabel', { industry: industry.title })} />
                <p className={styles.action}>
                  <ButtonLink href={localizedPath(industry.name, locale)} variant="secondary">
                    {t('industryLink', { industry: industry.title })}
                  </ButtonLink>
                </p>
              </div>
            </div>
          </article>
        );
      })}
    </div>
  );
}
