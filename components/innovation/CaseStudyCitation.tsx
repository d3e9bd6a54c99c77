import type { Citation } from '@/lib/content/case-study';
import styles from './CaseStudyCitation.module.scss';

/** A quote from the project team: the words in a `<blockquote>`, the speaker and role in the caption. */
export function CaseStudyCitation({ citation }: { citation: Citation }) {
  return (
    <figure className={styles.citation}>
      <blockquote className={styles.quote}>
        <p>{citation.quote}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        {citation.person}, <cite className={styles.role}>{citation.role}</cite>
      </figcaption>
    </figure>
  );
}
