import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/action/ButtonLink';
import type { JobOffer } from '@/lib/records/job-offers';
import type { FurtherJob } from '@/lib/content-store/page-views';
import { applicationMailto } from '@/lib/jobs/job-application';
import { jobDetailParts } from '@/lib/jobs/job-detail';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import { JobOfferMeta } from './JobOfferMeta';
import styles from './JobOfferDetail.module.scss';

type JobOfferDetailProps = {
  job: JobOffer;
  /** The job's detail text, already sanitized. */
  detailHtml: string;
  furtherJobs: readonly FurtherJob[];
  locale: Locale;
};

/**
 * One position, in the order a job seeker reads it: its heading (kind, title, location), the
 * introduction with the facts (working hours, start, …), then tasks, requirements and benefits, the
 * rest of the detail text and how to apply.
 */
export async function JobOfferDetail({ job, detailHtml, furtherJobs, locale }: JobOfferDetailProps) {
  const t = await getTranslations('Jobs');
  const { introduction, closing } = jobDetailParts(detailHtml);
  const lists = [
    { id: 'tasks', items: job.tasks },
    { id: 'requirements', items: job.requirements },
    { id: 'benefits', items: job.benefits },
  ] as const;

  return (
    <article className={styles.job}>
      <header className={styles.header}>
        <p className={styles.kind}>{t(`kinds.${job.kind}`)}</p>
        <h1 className={styles.title}>{job.title}</h1>
        <JobOfferMeta job={job} className={styles.meta} />
      </header>
      <div className={styles.body}>
        {introduction && <div className={styles.detail} dangerouslySetInnerHTML={{ __html: introduction }} />}
        {lists.map(
          ({ id, items }) =>
            items.length > 0 && (
              <section key={id} aria-labelledby={`job-${id}`} className={styles.section}>
                <h2 id={`job-${id}`}>{t(`sections.${id}`)}</h2>
                <ul>
                  {items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </section>
            ),
        )}
        {closing && <div className={styles.detail} dangerouslySetInnerHTML={{ __html: closing }} />}
        <section aria-labelledby="job-apply" className={styles.apply}>
          <h2 id="job-apply">{t('apply.heading')}</h2>
          <p>{t('apply.pdfOnly')}</p>
          <ButtonLink href={applicationMailto(t('apply.subjectPrefix'), job.title)}>{t('apply.button')}</ButtonLink>
        </section>
      </div>
      {furtherJobs.length > 0 && (
        <section aria-labelledby="further-jobs" className={styles.further}>
          <h2 id="further-jobs">{t('furtherJobs')}</h2>
          <ul>
            {furtherJobs.map((other) => (
              <li key={other.id}>
                <a href={localizedPath('careers.jobOffer', locale, { slug: other.slug })}>{other.title}</a>
              </li>
            ))}
          </ul>
          <p>
            <a href={localizedPath('careers.jobOffers', locale)}>{t('allJobs')}</a>
          </p>
        </section>
      )}
    </article>
  );
}
