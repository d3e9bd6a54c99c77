'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { enquiryBounds, mandatoryEnquiryFields, type EnquiryIssue, type EnquiryTextField } from '@/lib/contact/enquiry-fields';
import { useEnquiryIssueText } from './useEnquiryIssueText';
import { useTextTypedBeforeHydration } from './useTextTypedBeforeHydration';
import styles from './EnquiryForm.module.scss';

type TextFieldProps = {
  field: EnquiryTextField;
  registration: UseFormRegisterReturn<EnquiryTextField>;
  /** The value the server rendered into the page (the values of a post it sent back). */
  initialValue: string;
  type?: 'text' | 'email' | 'textarea';
  autoComplete?: string;
};

type ConsentFieldProps = {
  field: 'privacyConsent';
  registration: UseFormRegisterReturn<'privacyConsent'>;
  /** Whether the box was ticked in the post the server sent back. */
  initialValue: boolean;
  type: 'checkbox';
  /** The label with its link to the privacy page. */
  label: ReactNode;
};

type EnquiryFieldProps = (TextFieldProps | ConsentFieldProps) & {
  issue: EnquiryIssue | undefined;
};

const hints: Partial<Record<EnquiryTextField, true>> = { subject: true, message: true, email: true };

/**
 * One field of the enquiry: its label (with the mandatory mark), a hint where the field has one, the
 * control and its message, tied together for assistive technology. A text field has its label above;
 * the consent checkbox has it beside the box.
 */
export function EnquiryField(props: EnquiryFieldProps) {
  const { field, registration, issue } = props;
  const t = useTranslations('ContactForm');
  const issueText = useEnquiryIssueText();
  const id = `enquiry-${field}`;
  const hintId = props.type !== 'checkbox' && hints[props.field] ? `${id}-hint` : undefined;
  const issueId = issue ? `${id}-issue` : undefined;
  const mandatory = mandatoryEnquiryFields.has(field);
  const textAreaRef = useTextTypedBeforeHydration(id, registration.ref);
  const controlProps = {
    id,
    ...registration,
    'aria-required': mandatory || undefined,
    'aria-invalid': issue ? true : undefined,
    'aria-describedby': [issueId, hintId].filter(Boolean).join(' ') || undefined,
  };
  const mandatoryMark = mandatory && (
    <span className={styles.mandatoryMark} aria-hidden="true">
      {' *'}
    </span>
  );
  const message = issue && issueId && (
    <p id={issueId} className={styles.issue}>
      {issueText(field, issue)}
    </p>
  );

  if (props.type === 'checkbox') {
    return (
      <div className={styles.consent}>
        <input type="checkbox" {...controlProps} defaultChecked={props.initialValue} className={styles.checkbox} />
        <label htmlFor={id} className={styles.consentLabel}>
          {props.label}
          {mandatoryMark}
        </label>
        {message}
      </div>
    );
  }

  const { type = 'text', initialValue, autoComplete } = props;
  const inputProps = { ...controlProps, defaultValue: initialValue, className: styles.input, autoComplete };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t(`fields.${props.field}.label`)}
        {mandatoryMark}
      </label>
      {hintId && (
        <p id={hintId} className={styles.hint}>
          {props.field === 'message'
            ? t('fields.message.hint', { max: enquiryBounds.message })
            : t(`fields.${props.field as 'subject' | 'email'}.hint`)}
        </p>
      )}
      {type === 'textarea' ? <textarea rows={8} {...inputProps} ref={textAreaRef} /> : <input type={type} spellCheck={type === 'email' ? false : undefined} {...inputProps} />}
      {message}
    </div>
  );
}
