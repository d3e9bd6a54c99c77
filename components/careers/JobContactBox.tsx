import { company } from '@/content/company';
import { careers } from '@/content/careers';
import type { Locale } from '@/lib/routing/locales';
import styles from './JobContactBox.module.scss';

type JobContactBoxProps = {
  locale: Locale;
  /** 2 where the box is a part of the page of its own, 3 inside a section with an `<h2>`. */
  headingLevel?: 2 | 3;
  /** The anchor of the box (`#speculative-application`); unique on the page. */
  id?: string;
};

/**
 * The speculative application: by post to the company's address or by e-mail to the applications
 * address, with the rule that e-mail applications are accepted only as PDF (zipped files and other
 * formats are deleted unopened). Shared by the careers pages, the job offers and every job detail.
 */
export function JobContactBox({ locale, headingLevel = 2, id = 'speculative-application' }: JobContactBoxProps) {
  const content = careers[locale].jobContact;
  const Heading = `h${headingLevel}` as const;
  const Subheading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(company.address.country);
  const mailto = `mailto:${company.applicationsEmail}?subject=${encodeURIComponent(content.emailSubject)}`;

  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={styles.box}>
      <Heading id={`${id}-heading`} className={styles.heading}>
        {content.heading}
      </Heading>
      <p className={styles.text}>{content.text}</p>
      <div className={styles.channels}>
        <div className={styles.channel}>
          <Subheading className={styles.channelHeading}>{content.postHeading}</Subheading>
          <address className={styles.address}>
            {company.legalName}
            <br />
            {content.postRecipient}
            <br />
            {company.address.street}
            <br />
            {company.address.postalCode} {company.address.city}
            {country && (
              <>
                <br />
                {country}
              </>
            )}
          </address>
        </div>
        <div className={styles.channel}>
          <Subheading className={styles.channelHeading}>{content.emailHeading}</Subheading>
          <p className={styles.email}>
            {content.emailText}{' '}
            <a href={mailto} className={styles.emailLink}>
              {company.applicationsEmail}
            </a>
          </p>
          <p className={styles.rule} data-testid="pdf-rule">
            <svg className={styles.ruleIcon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M6 2h8l6 6v14H6z" fill="currentColor" opacity="0.18" />
              <path d="M6 2h8l6 6v14H6zM14 2v6h6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
            </svg>
            <span>{content.pdfRule}</span>
          </p>
        </div>
      </div>
    </section>
  );
}
