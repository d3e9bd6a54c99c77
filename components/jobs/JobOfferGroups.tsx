import { getTranslations } from 'next-intl/server';
import type { JobKind, JobOffer } from '@/lib/records/job-offers';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import { JobOfferMeta } from './JobOfferMeta';
import styles from './JobOfferGroups.module.scss';

const groupOrder: readonly JobKind[] = ['employee', 'trainee'];

/** The open positions in two groups, vacancies and training positions, each with its empty text. */
export async function JobOfferGroups({ jobs, locale }: { jobs: readonly JobOffer[]; locale: Locale }) {
  const t = await getTranslations('Jobs');
  return (
    <div className={styles.groups}>
      {groupOrder.map((kind) => {
        const group = jobs.filter((job) => job.kind === kind);
        return (
          <section key={kind} id={`jobs-${kind}`} aria-labelledby={`jobs-${kind}-heading`} className={styles.group}>
            <h2 id={`jobs-${kind}-heading`} className={styles.heading}>
              {t(`groups.${kind}`)}
            </h2>
            {group.length === 0 ? (
              <p className={styles.empty}>{t(`empty.${kind}`)}</p>
            ) : (
              <ul className={styles.list}>
                {group.map((job) => (
                  <li key={job.id} className={styles.job}>
                    <h3 className={styles.title}>
                      <a href={localizedPath('careers.jobOffer', locale, { slug: job.slug })} className={styles.link}>
                        {job.title}
                      </a>
                    </h3>
                    <JobOfferMeta job={job} className={styles.meta} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
