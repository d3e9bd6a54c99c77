import { tableOfContents, type LegalSection, type LegalSubsection, type LegalText as LegalTextContent } from '@/lib/content/legal-text';
import { LegalBlock } from './LegalBlock';
import styles from './LegalText.module.scss';

type LegalTextProps = {
  text: LegalTextContent;
  /** The heading of the table of contents; without it the text has none (the short imprint). */
  tableOfContentsLabel?: string;
};

function Subsection({ subsection }: { subsection: LegalSubsection }) {
  return (
    <div id={subsection.id} className={styles.subsection} data-emphasized={subsection.emphasized || undefined}>
      <h3 className={styles.subheading}>{subsection.heading}</h3>
      {subsection.body.map((block, index) => (
        <LegalBlock key={index} block={block} />
      ))}
    </div>
  );
}

function Section({ section }: { section: LegalSection }) {
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} aria-labelledby={headingId} className={styles.section} data-emphasized={section.emphasized || undefined}>
      <h2 id={headingId} className={styles.heading}>
        {section.heading}
      </h2>
      {section.body.map((block, index) => (
        <LegalBlock key={index} block={block} />
      ))}
      {section.subsections?.map((subsection) => (
        <Subsection key={subsection.id} subsection={subsection} />
      ))}
    </section>
  );
}

/**
 * A long legal text below the page intro: its sections (`<h2>`) and sub-sections (`<h3>`) in order and,
 * for the long texts, a table of contents whose links jump to the sections.
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
        <div className={styles.text}>
          {text.sections.map((section) => (
            <Section key={section.id} section={section} />
          ))}
          {text.version && <p className={styles.version}>{text.version}</p>}
        </div>
      </div>
    </div>
  );
}
