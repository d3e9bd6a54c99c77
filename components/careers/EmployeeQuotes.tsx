import { Quote } from '@/components/blocks/Quote';
import { Section } from '@/components/blocks/Section';
import type { CareersContent } from '@/lib/content/careers';
import styles from './EmployeeQuotes.module.scss';

/** Quotes of employees from several departments, attributed by first name and role. */
export function EmployeeQuotes({ content }: { content: CareersContent['aboutUs']['quotes'] }) {
  return (
    <Section id="quotes" heading={content.heading} lead={content.lead}>
      <ul className={styles.quotes}>
        {content.items.map((item) => (
          <li key={item.firstName}>
            <Quote quote={item.quote} speaker={item.firstName} role={item.role} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
