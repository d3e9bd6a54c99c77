import { useTranslations } from 'next-intl';
import { ContentImage } from '@/components/blocks/ContentImage';
import { Section } from '@/components/blocks/Section';
import { valueChainStepIds, type Competence, type ValueChainStepId } from '@/lib/content/competence';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import cards from '@/components/blocks/LinkCards.module.scss';
import styles from './CompetenceCards.module.scss';

type CompetenceCardsProps = {
  /** All competences in the order of the value chain. */
  competences: readonly Competence[];
  locale: Locale;
};

/** The number of a step of the value chain (1 to 7), or `undefined` for the overview of the chain. */
function stepNumber(competence: Competence): number | undefined {
  const index = valueChainStepIds.indexOf(competence.name as ValueChainStepId);
  return index === -1 ? undefined : index + 1;
}

/** Every competence as a card linking to its page: the whole chain first, then its seven steps. */
export function CompetenceCards({ competences, locale }: CompetenceCardsProps) {
  const t = useTranslations('Competences');
  return (
    <Section id="competence-list" heading={t('listHeading')} lead={t('listLead')}>
      <ul className={`${cards.cards} ${styles.cards}`}>
        {competences.map((competence) => {
          const step = stepNumber(competence);
          return (
            <li key={competence.name} className={step === undefined ? `${cards.card} ${styles.featured}` : cards.card}>
              <ContentImage
                image={{ ...competence.headerImage, alt: '' }}
                className={cards.image}
                sizes="(min-width: 64rem) 36rem, 100vw"
              />
              <div className={cards.body}>
                <p className={styles.kicker}>{step === undefined ? t('wholeChain') : t('stepNumber', { number: step })}</p>
                <h3 className={cards.title}>
                  <a href={localizedPath(competence.name, locale)} className={cards.link}>
                    {competence.title}
                  </a>
                </h3>
                <p className={cards.teaser}>{competence.teaser}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
