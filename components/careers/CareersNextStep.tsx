import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/action/ButtonLink';
import { Section } from '@/components/blocks/Section';
import type { CareersContent } from '@/lib/content/careers';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import styles from './CareersNextStep.module.scss';

/** The way on from the testimonials: to the job offers, or to more about the company. */
export function CareersNextStep({ content, locale }: { content: CareersContent['testimonials']['next']; locale: Locale }) {
  const t = useTranslations('Careers');
  return (
    <Section id="next-step" heading={content.heading} lead={content.text} tone="muted">
      <div className={styles.actions}>
        <ButtonLink href={localizedPath('careers.jobOffers', locale)}>{t('jobOffersLink')}</ButtonLink>
        <ButtonLink href={localizedPath('careers.aboutUs', locale)} variant="secondary">
          {t('aboutUsLink')}
        </ButtonLink>
      </div>
    </Section>
  );
}
