import { Fragment } from 'react';
import type { LegalBlock as LegalBlockContent } from '@/lib/content/legal-text';
import { LegalInline } from './LegalInline';
import styles from './LegalText.module.scss';

/** One block of a legal text: a paragraph, a list, lines such as an address, or terms with descriptions. */
export function LegalBlock({ block }: { block: LegalBlockContent }) {
  if (typeof block === 'string' || Array.isArray(block)) {
    return (
      <p className={styles.paragraph}>
        <LegalInline paragraph={block} />
      </p>
    );
  }
  if ('list' in block) {
    const items = block.list.map((item, index) => (
      <li key={index}>
        <LegalInline paragraph={item} />
      </li>
    ));
    return block.ordered ? <ol className={styles.list}>{items}</ol> : <ul className={styles.list}>{items}</ul>;
  }
  if ('lines' in block) {
    return (
      <p className={styles.lines}>
        {block.lines.map((line, index) => (
          <Fragment key={index}>
            {index > 0 && <br />}
            <LegalInline paragraph={line} />
          </Fragment>
        ))}
      </p>
    );
  }
  return (
    <dl className={styles.terms}>
      {block.terms.map(({ term, description }) => (
        <div key={term} className={styles.term}>
          <dt>{term}</dt>
          <dd>
            <LegalInline paragraph={description} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
