'use client';

import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { enquiryBounds, mandatoryEnquiryFields, type EnquiryIssue, type EnquiryTextField } from '@/lib/contact/enquiry';
import { useEnquiryIssueText } from './useEnquiryIssueText';
import styles from './EnquiryForm.module.scss';

type EnquiryFieldProps = {
  field: EnquiryTextField;
  registration: UseFormRegisterReturn<EnquiryTextField>;
  /** The value the server rendered into the page (the values of a post it sent back). */
  initialValue: string;
  issue: EnquiryIssue | undefined;
  type?: 'text' | 'email' | 'textarea';
  autoComplete?: string;
};

const hints: Partial<Record<EnquiryTextField, true>> = { subject: true, message: true, email: true };

/** One text field of the enquiry: label (with the mandatory mark), hint, input and its message. */
export function EnquiryField({ field, registration, initialValue, issue, type = 'text', autoComplete }: EnquiryFieldProps) {
  const t = useTranslations('ContactForm');
  const issueText = useEnquiryIssueText();
  const id = `enquiry-${field}`;
  const hintId = hints[field] ? `${id}-hint` : undefined;
  const issueId = issue ? `${id}-issue` : undefined;
  const mandatory = mandatoryEnquiryFields.has(field);
  const describedBy = [issueId, hintId].filter(Boolean).join(' ') || undefined;
  const inputProps = {
    id,
    ...registration,
    defaultValue: initialValue,
    className: styles.input,
    'aria-required': mandatory || undefined,
    'aria-invalid': issue ? true : undefined,
    'aria-describedby': describedBy,
    autoComplete,
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t(`fields.${field}.label`)}
        {mandatory && (
          <span className={styles.mandatoryMark} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {hintId && (
        <p id={hintId} className={styles.hint}>
          {field === 'message'
            ? t('fields.message.hint', { max: enquiryBounds.message })
            : t(`fields.${field as 'subject' | 'email'}.hint`)}
        </p>
      )}
      {type === 'textarea' ? <textarea rows={8} {...inputProps} /> : <input type={type} spellCheck={type === 'email' ? false : undefined} {...inputProps} />}
      {issue && issueId && (
        <p id={issueId} className={styles.issue}>
          {issueText(field, issue)}
        </p>
      )}
    </div>
  );
}
