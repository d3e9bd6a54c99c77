import { ContentImage } from '@/components/blocks/ContentImage';
import { Section } from '@/components/blocks/Section';
import type { CareersContent } from '@/lib/content/careers';
import { TitledTextList } from './TitledTextList';
import styles from './TrainingSection.module.scss';

/** The apprenticeships: how many start each year and the professions we train in. */
export function TrainingSection({ content }: { content: CareersContent['landing']['training'] }) {
  return (
    <Section id="apprenticeships" heading={content.heading} lead={content.lead} tone="muted">
      <div className={styles.layout}>
        <TitledTextList items={content.professions} variant="stack" />
        <div className={styles.aside}>
          <ContentImage image={content.illustration} className={styles.image} sizes="(min-width: 64rem) 28rem, 100vw" />
          <p className={styles.note}>{content.note}</p>
        </div>
      </div>
    </Section>
  );
}
