import { createTranslator } from 'next-intl';
import type { SendMailOptions } from 'nodemailer';
import { timeZone } from '@/lib/i18n/message-scope';
import deMessages from '@/messages/de.json';
import enMessages from '@/messages/en.json';
import type { EnquiryMailSettings } from './mail-settings';
import type { OutboxEntry } from './outbox-entry';

const messages = { de: deMessages, en: enMessages } as const;

/** The enquiry's `Message-ID`: its id at the site's sending domain, the same however often it is sent. */
export function enquiryMessageId(id: string, from: string): string {
  return `<${id}@${from.slice(from.lastIndexOf('@') + 1).toLowerCase()}>`;
}

/**
 * The mail a salesperson gets of one enquiry: from the site's address, `Reply-To` the visitor (answering
 * is one click), the visitor's subject in the subject, every field as plain text in the mail's language,
 * with the form's language and the time it came in in the company's zone. The envelope names the inbox
 * alone, and what the visitor typed goes only into values nodemailer encodes (a display name, the
 * subject, the body): it can add no header and no recipient.
 */
export function enquiryMail({ id, acceptedAt, attributes }: OutboxEntry, { from, to, locale }: Pick<EnquiryMailSettings, 'from' | 'to' | 'locale'>): SendMailOptions {
  const t = createTranslator({ locale, messages: messages[locale], namespace: 'EnquiryMail' });
  const given = (value: string) => value.trim() || t('notGiven');
  const languageOfForm = new Intl.DisplayNames([locale], { type: 'language' }).of(attributes.locale) ?? attributes.locale;
  const receivedAt = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(acceptedAt));
  const lines: [string, string][] = [
    [t('labels.subject'), attributes.subject],
    [t('labels.name'), attributes.name],
    [t('labels.company'), given(attributes.company ?? '')],
    [t('labels.city'), given(attributes.city ?? '')],
    [t('labels.email'), attributes.email],
    [t('labels.locale'), languageOfForm],
    [t('labels.receivedAt'), receivedAt],
    [t('labels.privacyConsent'), t('consentGiven')],
    [t('labels.id'), id],
  ];
  const text = [
    t('intro', { name: attributes.name }),
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t('labels.message')}:`,
    attributes.message,
    '',
  ].join('\n');
  return {
    from: { name: t('fromName'), address: from },
    to,
    replyTo: { name: attributes.name, address: attributes.email },
    // Only the inbox is a recipient: nodemailer would otherwise read the envelope from the headers.
    envelope: { from, to: [to] },
    subject: t('subject', { subject: attributes.subject }),
    text,
    messageId: enquiryMessageId(id, from),
    date: new Date(acceptedAt),
    headers: {
      // An out-of-office reply of the inbox must not go to the address the visitor typed (RFC 3834).
      'Auto-Submitted': 'auto-generated',
    },
    // The mail carries no attachments: nothing in it may read a file or an address.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
