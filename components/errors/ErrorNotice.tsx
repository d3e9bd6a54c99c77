import type { ReactNode } from 'react';
import styles from './ErrorNotice.module.scss';

type ErrorNoticeProps = {
  /** The HTTP status shown above the heading, e.g. 404 or 500. */
  status?: number;
  heading: string;
  text: string;
  /**
   * The way home first, then further actions (a retry button, a contact link). The caller renders
   * them, so the last-resort page can link home with a plain `<a>`, without the router.
   */
  children: ReactNode;
};

/** What the 404 page, the error page and the last-resort error fallback show: what happened and a way home. */
export function ErrorNotice({ status, heading, text, children }: ErrorNoticeProps) {
  return (
    <section className={styles.notice}>
      {status !== undefined && (
        <p className={styles.status} aria-hidden="true">
          {status}
        </p>
      )}
      <h1 className={styles.heading}>{heading}</h1>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>{children}</div>
    </section>
  );
}
