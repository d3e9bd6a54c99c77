import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/action/ButtonLink';
import { ContentImage } from '@/components/blocks/ContentImage';
import { Quote } from '@/components/blocks/Quote';
import { careers } from '@/content/careers';
import { testimonials } from '@/content/testimonials';
import { testimonialById } from '@/lib/content/careers';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import styles from './EmployeeTeaser.module.scss';

type EmployeeTeaserProps = {
  locale: Locale;
  /** The employee whose quote is shown (the `id` of a testimonial); the content's choice by default. */
  testimonialId?: string;
  /** The anchor of the teaser; unique on the page. */
  id?: string;
};

/**
 * A teaser for the careers pages: one employee's quote beside a still of their film, and a link to
 * that employee on the testimonials page. Shared by the careers landing page and other pages.
 */
export function EmployeeTeaser({ locale, testimonialId, id = 'employee-teaser' }: EmployeeTeaserProps) {
  const t = useTranslations('Careers');
  const content = careers[locale].employeeTeaser;
  const testimonial = testimonialById(testimonials[locale], testimonialId ?? content.testimonial);
  const href = `${localizedPath('careers.employeeTestimonials', locale)}#${testimonial.id}`;

  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={styles.teaser}>
      <div className={styles.inner}>
        <div className={styles.still}>
          <ContentImage
            image={{ src: testimonial.video.poster, width: testimonial.video.width, height: testimonial.video.height, alt: '' }}
            className={styles.image}
            sizes="(min-width: 64rem) 36rem, 100vw"
          />
        </div>
        <div className={styles.body}>
          <h2 id={`${id}-heading`} className={styles.heading}>
            {content.heading}
          </h2>
          <p className={styles.lead}>{content.lead}</p>
          <Quote quote={testimonial.quote} speaker={testimonial.firstName} role={testimonial.role} size="large" tone="dark" />
          <ButtonLink href={href} variant="onDark" className={styles.link}>
            {t('teaserLink')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
