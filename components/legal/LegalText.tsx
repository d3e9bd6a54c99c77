import { legalTextHtml } from '@/lib/content/legal-html';
import { tableOfContents, type LegalText as LegalTextContent } from '@/lib/content/legal-text';
import styles from './LegalText.module.scss';

type LegalTextProps = {
  text: LegalTextContent;
  /** The heading of the table of contents; without it the text has none (the short imprint). */
  tableOfContentsLabel?: string;
};

/**
 * A long legal text below the page intro: its sections (`<h2>`) and sub-sections (`<h3>`) in order and,
 * for the long texts, a table of contents whose links jump to the sections. The sections go out as one
 * HTML string (escaped by `legalTextHtml`), so the browser hydrates one element instead of hundreds.
 */
export function LegalText({ text, tableOfContentsLabel }: LegalTextProps) {
  return (
    <div className={styles.legal}>
      <div className={styles.inner} data-with-contents={tableOfContentsLabel ? true : undefined}>
        {tableOfContentsLabel && (
          <nav className={styles.contents} aria-labelledby="legal-contents-heading">
            <h2 id="legal-contents-heading" className={styles.contentsHeading}>
              {tableOfContentsLabel}
            </h2>
            <ol className={styles.contentsList}>
              {tableOfContents(text).map((entry) => (
                <li key={entry.id}>
                  <a href={`#${entry.id}`}>{entry.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className={styles.text} dangerouslySetInnerHTML={{ __html: legalTextHtml(text, styles) }} />
      </div>
    </div>
  );
}
