import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/action/ButtonLink';
import { Section } from '@/components/blocks/Section';
import { navigationLabels } from '@/content/navigation';
import type { HomeContent } from '@/lib/content/home';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import styles from './ValueChainTeaser.module.scss';

/** The seven competences in the order a product passes through them, each leading to its page. */
export async function ValueChainTeaser({ content, locale }: { content: HomeContent['valueChain']; locale: Locale }) {
  const t = await getTranslations('Home');
  const labels = navigationLabels[locale];
  return (
    <Section id="value-chain" heading={content.heading} lead={content.lead} tone="muted">
      <ol className={styles.steps}>
        {content.steps.map((step, index) => (
          <li key={step.competence} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className={styles.title}>
              <a href={localizedPath(step.competence, locale)} className={styles.link}>
                {labels[step.competence]?.label}
              </a>
            </h3>
            <p className={styles.text}>{step.text}</p>
          </li>
        ))}
      </ol>
      <ButtonLink href={localizedPath('competences.fromIdeaToProduct', locale)} className={styles.more}>
        {t('valueChainLink')}
      </ButtonLink>
    </Section>
  );
}
