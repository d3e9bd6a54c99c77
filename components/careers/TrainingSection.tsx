import { ContentImage } from '@/components/blocks/ContentImage';
import { Section } from '@/components/blocks/Section';
import type { CareersContent } from '@/lib/content/careers';
import styles from './TrainingSection.module.scss';

/** The apprenticeships: how many start each year and the professions we train in. */
export function TrainingSection({ content }: { content: CareersContent['landing']['training'] }) {
  return (
    <Section id="apprenticeships" heading={content.heading} lead={content.lead} tone="muted">
      <div className={styles.layout}>
        <ul className={styles.professions}>
          {content.professions.map((profession) => (
            <li key={profession.title} className={styles.profession}>
              <h3 className={styles.title}>{profession.title}</h3>
              <p className={styles.text}>{profession.text}</p>
            </li>
          ))}
        </ul>
        <div className={styles.aside}>
          <ContentImage image={content.illustration} className={styles.image} sizes="(min-width: 64rem) 28rem, 100vw" />
          <p className={styles.note}>{content.note}</p>
        </div>
      </div>
    </Section>
  );
}
