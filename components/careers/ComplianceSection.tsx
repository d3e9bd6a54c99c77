import { ButtonLink } from '@/components/action/ButtonLink';
import { ContentImage } from '@/components/blocks/ContentImage';
import { Section } from '@/components/blocks/Section';
import { company } from '@/content/company';
import type { ComplianceContent } from '@/lib/content/careers';
import styles from './ComplianceSection.module.scss';

/**
 * Compliance and the whistleblower procedure (HinSchG): who can report, what, confidentiality,
 * protection from reprisals and the external ombudsperson; the steps of a report; and the two ways
 * on: the external reporting system (same tab) and the guide as a PDF of the page's language.
 */
export function ComplianceSection({ content }: { content: ComplianceContent }) {
  return (
    <Section id="compliance" heading={content.heading} lead={content.lead} tone="muted">
      <div className={styles.layout}>
        <div className={styles.topics}>
          {content.topics.map((topic) => (
            <div key={topic.heading} className={styles.topic}>
              <h3 className={styles.topicHeading}>{topic.heading}</h3>
              {topic.paragraphs.map((paragraph) => (
                <p key={paragraph} className={styles.paragraph}>
                  {paragraph}
                </p>
              ))}
              {topic.points.length > 0 && (
                <ul className={styles.points}>
                  {topic.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </div>
        <div className={styles.procedure}>
          <ContentImage image={content.illustration} className={styles.image} sizes="(min-width: 64rem) 24rem, 60vw" />
          <h3 className={styles.topicHeading}>{content.procedure.heading}</h3>
          <ol className={styles.steps}>
            {content.procedure.steps.map((step) => (
              <li key={step} className={styles.step}>
                {step}
              </li>
            ))}
          </ol>
        </div>
      </div>
      <div className={styles.actions}>
        <ButtonLink href={company.whistleblowerSystemUrl} rel="noopener">
          {content.systemLinkText}
        </ButtonLink>
        <ButtonLink href={content.guide.file} type="application/pdf" variant="secondary">
          {content.guide.linkText}
        </ButtonLink>
      </div>
    </Section>
  );
}
