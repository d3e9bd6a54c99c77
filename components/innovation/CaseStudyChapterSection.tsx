import type { z } from '@/lib/validation/zod';
import { ContentImage } from '@/components/blocks/ContentImage';
import { Section } from '@/components/blocks/Section';
import type { CaseStudyChapter } from '@/lib/content/case-study';
import type { image } from '@/lib/content/localized';
import styles from './CaseStudyChapterSection.module.scss';

type CaseStudyChapterSectionProps = {
  id: string;
  heading: string;
  chapter: CaseStudyChapter;
  tone?: 'light' | 'muted';
  /** A drawing shown beside the text on wide screens, below it on narrow ones. */
  illustration?: z.output<typeof image>;
};

/** One chapter of a case study (requirements, concept or realisation): its paragraphs and bullet points. */
export function CaseStudyChapterSection({ id, heading, chapter, tone = 'light', illustration }: CaseStudyChapterSectionProps) {
  return (
    <Section id={id} heading={heading} tone={tone}>
      <div className={styles.layout} data-illustrated={illustration ? 'true' : 'false'}>
        <div className={styles.text}>
          {chapter.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          {chapter.points.length > 0 && (
            <ul className={styles.points}>
              {chapter.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
        </div>
        {illustration && (
          <div className={styles.illustration}>
            <ContentImage image={illustration} sizes="(min-width: 64rem) 36rem, 100vw" />
          </div>
        )}
      </div>
    </Section>
  );
}
