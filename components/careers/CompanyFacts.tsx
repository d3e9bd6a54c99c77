import { Section } from '@/components/blocks/Section';
import type { CareersContent } from '@/lib/content/careers';
import styles from './CompanyFacts.module.scss';

/** The company in figures: each figure large, with what it counts below it. */
export function CompanyFacts({ content }: { content: CareersContent['aboutUs']['facts'] }) {
  return (
    <Section id="facts" heading={content.heading} lead={content.lead}>
      <ul className={styles.facts}>
        {content.items.map((fact) => (
          <li key={fact.value} className={styles.fact}>
            <strong className={styles.value}>{fact.value}</strong> <span className={styles.label}>{fact.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
