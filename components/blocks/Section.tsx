import type { ReactNode } from 'react';
import styles from './Section.module.scss';

type SectionProps = {
  /** Unique on the page: names the section for assistive technology and for links (`#id`). */
  id: string;
  heading: string;
  /** An optional lead paragraph below the heading. */
  lead?: string;
  tone?: 'light' | 'muted' | 'dark';
  children?: ReactNode;
};

/** A titled band of a page: `<section>` labelled by its `<h2>`. */
export function Section({ id, heading, lead, tone = 'light', children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={styles.section} data-tone={tone}>
      <div className={styles.inner}>
        <h2 id={`${id}-heading`} className={styles.heading}>
          {heading}
        </h2>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </section>
  );
}
