import { defaultLocale, isLocale, type Locale } from '@/lib/routing/locales';
import { z } from '@/lib/validation/zod';

/**
 * Where enquiries are mailed (docs/operations.md, "Enquiries by mail"): `SMTP_URL` (the mail server,
 * with its credential: never in a log line or an answer), `ENQUIRY_MAIL_TO` (the sales inbox) and
 * `ENQUIRY_MAIL_FROM` (the site's own address; the inbox's by default) and `ENQUIRY_MAIL_LANGUAGE`
 * (the language the mail is written in, whatever the form's: the company's, German, by default).
 */
export interface EnquiryMailSettings {
  url: string;
  to: string;
  from: string;
  locale: Locale;
  /** STARTTLS is required of every mail server but one on this machine's loopback. */
  requireTls: boolean;
}

/** Mail on (`settings`), off (neither), or set up wrongly (`problem`, in words without the credential). */
export type EnquiryMailSetup = { settings: EnquiryMailSettings } | { settings?: undefined; problem?: string };

const address = z.email();

/** Whether a host name is this machine's own loopback, where no one can listen in between. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

export function enquiryMailSetup(env: Record<string, string | undefined> = process.env): EnquiryMailSetup {
  const url = env.SMTP_URL?.trim();
  const to = env.ENQUIRY_MAIL_TO?.trim();
  if (!url && !to) return {};
  if (!url) return { problem: 'ENQUIRY_MAIL_TO is set but SMTP_URL is not' };
  if (!to) return { problem: 'SMTP_URL is set but ENQUIRY_MAIL_TO is not' };
  let server: URL;
  try {
    server = new URL(url);
  } catch {
    return { problem: 'SMTP_URL is not an address (smtp://user:password@host:587 or smtps://…:465)' };
  }
  if ((server.protocol !== 'smtp:' && server.protocol !== 'smtps:') || !server.hostname) {
    return { problem: 'SMTP_URL is not an smtp:// or smtps:// address with a host' };
  }
  const from = env.ENQUIRY_MAIL_FROM?.trim() || to;
  if (!address.safeParse(to).success) return { problem: 'ENQUIRY_MAIL_TO is not one e-mail address' };
  if (!address.safeParse(from).success) return { problem: 'ENQUIRY_MAIL_FROM is not one e-mail address' };
  const locale = env.ENQUIRY_MAIL_LANGUAGE?.trim() || defaultLocale;
  if (!isLocale(locale)) return { problem: 'ENQUIRY_MAIL_LANGUAGE is neither de nor en' };
  return { settings: { url, to, from, locale, requireTls: !isLoopbackHost(server.hostname) } };
}
