import { Section } from '@/components/blocks/Section';
import type { CareersContent } from '@/lib/content/careers';
import styles from './WorkingValues.module.scss';

/** How we work together: a few values, each with what it means in practice. */
export function WorkingValues({ content }: { content: CareersContent['aboutUs']['values'] }) {
  return (
    <Section id="values" heading={content.heading} tone="muted">
      <ul className={styles.values}>
        {content.items.map((value) => (
          <li key={value.title} className={styles.value}>
            <h3 className={styles.title}>{value.title}</h3>
            <p className={styles.text}>{value.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
