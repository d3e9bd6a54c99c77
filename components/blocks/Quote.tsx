import styles from './Quote.module.scss';

type QuoteProps = {
  /** The words, without quotation marks: the stylesheet sets those of the page's language. */
  quote: string;
  /** Who says it: an employee's first name, a member of a project team. */
  speaker: string;
  role: string;
  /** `large` for a quote that stands alone (a teaser, a testimonial, a case study's citation); `regular` in a grid of quotes. */
  size?: 'regular' | 'large';
  /** `dark` on a dark band: the role in the band's muted colour. */
  tone?: 'light' | 'dark';
  /** `false` where the heading above already names the speaker. */
  attributed?: boolean;
};

/** What a person says: the words in a `<blockquote>`, the speaker and their role in the caption. */
export function Quote({ quote, speaker, role, size = 'regular', tone = 'light', attributed = true }: QuoteProps) {
  return (
    <figure className={styles.figure} data-size={size} data-tone={tone}>
      <blockquote className={styles.quote}>
        <p>{quote}</p>
      </blockquote>
      {attributed && (
        <figcaption className={styles.caption}>
          <span className={styles.speaker}>{speaker}</span>, <span className={styles.role}>{role}</span>
        </figcaption>
      )}
    </figure>
  );
}
