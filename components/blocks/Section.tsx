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
  /** What spans the whole width of the window below the column (a film); the band then ends with it. */
  fullBleed?: ReactNode;
};

/** A titled band of a page: `<section>` labelled by its `<h2>`. */
export function Section({ id, heading, lead, tone = 'light', children, fullBleed }: SectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={styles.section} data-tone={tone} data-full-bleed={fullBleed ? '' : undefined}>
      <div className={styles.inner}>
        <h2 id={`${id}-heading`} className={styles.heading}>
          {heading}
        </h2>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
      {fullBleed}
    </section>
  );
}
