'use client';

import { useTranslations } from 'next-intl';
import { enquiryBounds, type EnquiryField, type EnquiryIssue } from '@/lib/contact/enquiry-fields';

/** Words a field's issue for the visitor, naming the field where the message needs it. */
export function useEnquiryIssueText() {
  const t = useTranslations('ContactForm');
  return (field: EnquiryField, issue: EnquiryIssue): string => {
    if (field === 'privacyConsent') return t('issues.consentRequired');
    const label = t(`fields.${field}.label`);
    switch (issue) {
      case 'required':
        return field === 'company' || field === 'city' ? t('issues.invalid', { label }) : t(`issues.required.${field}`);
      case 'tooLong':
        return t('issues.tooLong', { label, max: enquiryBounds[field] });
      case 'singleLine':
        return t('issues.singleLine', { label });
      case 'email':
        return t('issues.email');
      case 'invalid':
      case 'consentRequired':
        return t('issues.invalid', { label });
    }
  };
}
