import { useTranslations } from 'next-intl';
import { Section } from '@/components/blocks/Section';
import type { Competence } from '@/lib/content/competence';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import styles from './ValueChainSteps.module.scss';

type ValueChainStepsProps = {
  /** The seven steps of the value chain, in order. */
  steps: readonly Competence[];
  locale: Locale;
};

/** The whole value chain as an ordered list: each step with its teaser, linking to its page. */
export function ValueChainSteps({ steps, locale }: ValueChainStepsProps) {
  const t = useTranslations('Competences');
  return (
    <Section id="value-chain" heading={t('valueChainHeading')} lead={t('valueChainLead')} tone="dark">
      <ol className={styles.steps} aria-label={t('valueChainLabel')}>
        {steps.map((step, index) => (
          <li key={step.name} className={styles.step}>
            <p className={styles.number}>{t('stepNumber', { number: index + 1 })}</p>
            <h3 className={styles.title}>
              <a href={localizedPath(step.name, locale)} className={styles.link}>
                {step.title}
              </a>
            </h3>
            <p className={styles.teaser}>{step.teaser}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
