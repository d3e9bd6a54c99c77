'use client';

import { useTranslations } from 'next-intl';
import { useWatch, type Control } from 'react-hook-form';
import { enquirySteps, type EnquiryDraft, type EnquiryStepId, type EnquiryTextField } from '@/lib/contact/enquiry-fields';
import styles from './EnquiryForm.module.scss';

type EnquiryReviewProps = {
  control: Control<EnquiryDraft, unknown, unknown>;
  /** Goes back to a step to change what it asks for. */
  onEdit: (step: EnquiryStepId) => void;
};

/** Everything entered in the first two steps, to check before sending (shown only with JavaScript). */
export function EnquiryReview({ control, onEdit }: EnquiryReviewProps) {
  const t = useTranslations('ContactForm');
  const values = useWatch({ control });
  const reviewed = enquirySteps.filter((step) => step.id !== 'review');

  return (
    <div className={styles.review} data-enhanced-only>
      <h4 className={styles.reviewHeading}>{t('review.heading')}</h4>
      {reviewed.map((step) => {
        const title = t(`steps.${step.id}.title`);
        return (
          <div key={step.id} className={styles.reviewGroup}>
            <dl className={styles.reviewList}>
              {(step.fields as readonly EnquiryTextField[]).map((field) => (
                <div key={field} className={styles.reviewEntry}>
                  <dt>{t(`fields.${field}.label`)}</dt>
                  <dd className={values[field] ? undefined : styles.notGiven}>{values[field] || t('review.notGiven')}</dd>
                </div>
              ))}
            </dl>
            <button type="button" className={styles.editButton} onClick={() => onEdit(step.id)} aria-label={t('review.editStep', { step: title })}>
              {t('review.edit')}
            </button>
          </div>
        );
      })}
    </div>
  );
}
