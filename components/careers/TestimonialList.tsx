import { useTranslations } from 'next-intl';
import { Quote } from '@/components/blocks/Quote';
import { VideoPlayer } from '@/components/media/VideoPlayer';
import { company } from '@/content/company';
import type { Testimonial } from '@/lib/content/careers';
import styles from './TestimonialList.module.scss';

/** Every employee with their film (captioned in both languages), their words and their story. */
export function TestimonialList({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const t = useTranslations('Careers');
  return (
    <div className={styles.band}>
      <ul className={styles.list}>
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <article id={testimonial.id} aria-labelledby={`${testimonial.id}-heading`} className={styles.testimonial}>
              <VideoPlayer video={testimonial.video} className={styles.video} />
              <div className={styles.body}>
                <h2 id={`${testimonial.id}-heading`} className={styles.name}>
                  {testimonial.firstName}
                </h2>
                <p className={styles.meta}>
                  {testimonial.role} · {t('yearsWithCompany', { years: testimonial.yearsWithCompany, brand: company.brand })}
                </p>
                <Quote quote={testimonial.quote} speaker={testimonial.firstName} role={testimonial.role} size="large" attributed={false} />
                {testimonial.story.map((paragraph) => (
                  <p key={paragraph} className={styles.story}>
                    {paragraph}
                  </p>
                ))}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
