import type { PageIntro as PageIntroContent } from '@/lib/content/page-intro';
import styles from './PageIntro.module.scss';

type PageIntroProps = {
  content: PageIntroContent;
  /** Continues the dark header of the pages that have one. */
  tone: 'light' | 'dark';
};

/** The opening of a page: its one `<h1>` and the introduction below it. */
export function PageIntro({ content, tone }: PageIntroProps) {
  return (
    <header className={styles.intro} data-tone={tone}>
      <div className={styles.inner}>
        <h1 className={styles.heading}>{content.heading}</h1>
        {content.intro.map((paragraph, index) => (
          <p key={index} className={index === 0 ? styles.lead : styles.paragraph}>
            {paragraph}
          </p>
        ))}
      </div>
    </header>
  );
}
