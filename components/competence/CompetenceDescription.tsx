import { useTranslations } from 'next-intl';
import { FactsList } from '@/components/blocks/FactsList';
import { Section } from '@/components/blocks/Section';
import type { Competence } from '@/lib/content/competence';
import styles from './CompetenceDescription.module.scss';

/** What the competence does, in several paragraphs, and its four facts. */
export function CompetenceDescription({ competence }: { competence: Competence }) {
  const t = useTranslations('Competences');
  return (
    <>
      <Section id="description" heading={competence.headline}>
        <div className={styles.text}>
          {competence.description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section id="facts" heading={t('factsHeading')} tone="muted">
        <FactsList facts={competence.facts} label={t('factsLabel', { competence: competence.title })} />
      </Section>
    </>
  );
}
