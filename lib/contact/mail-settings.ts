import { defaultLocale, isLocale, type Locale } from '@/lib/routing/locales';
import { z } from '@/lib/validation/zod';

/**
 * Where enquiries are mailed (docs/operations.md, "Enquiries by mail"): `SMTP_URL` (the mail server,
 * with its credential: never in a log line or an answer), `ENQUIRY_MAIL_TO` (the sales inbox) and
 * `ENQUIRY_MAIL_FROM` (the site's own address; the inbox's by default) and `ENQUIRY_MAIL_LANGUAGE`
 * (the language the mail is written in, whatever the form's: the company's, German, by default).
 */
export interface EnquiryMailSettings {
  server: MailServerAddress;
  to: string;
  from: string;
  locale: Locale;
}

/** The mail server as `SMTP_URL` names it: read here, so that nothing of the address can set the client's other options. */
export interface MailServerAddress {
  host: string;
  port: number;
  /** TLS from the first byte (`smtps:`), else STARTTLS. */
  secure: boolean;
  user?: string;
  password?: string;
  /** On this machine's loopback: no one can listen in between, so STARTTLS is not required. */
  loopback: boolean;
}

/** Mail on (`settings`), off (neither), or set up wrongly (`problem`, in words without the credential). */
export type EnquiryMailSetup = { settings: EnquiryMailSettings } | { settings?: undefined; problem?: string };

const address = z.email();
const hostName = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$|^\[[0-9a-f:.]+\]$/i;

/** Whether a host name is this machine's own loopback, where no one can listen in between. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

function serverOf(url: string): MailServerAddress | string {
  let server: URL;
  try {
    server = new URL(url);
  } catch {
    return 'SMTP_URL is not an address (smtp://user:password@host:587 or smtps://…:465)';
  }
  if ((server.protocol !== 'smtp:' && server.protocol !== 'smtps:') || !server.hostname) return 'SMTP_URL is not an smtp:// or smtps:// address with a host';
  if (!hostName.test(server.hostname)) return 'SMTP_URL names no valid host';
  // nodemailer would read a query (?requireTLS=false, ?tls.rejectUnauthorized=false) as options of its own.
  if (server.search || server.hash || (server.pathname !== '' && server.pathname !== '/')) return 'SMTP_URL may hold only user, password, host and port';
  const secure = server.protocol === 'smtps:';
  const decoded = (part: string) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return undefined;
    }
  };
  const user = server.username ? decoded(server.username) : undefined;
  const password = server.password ? decoded(server.password) : undefined;
  if ((server.username && user === undefined) || (server.password && password === undefined)) return "SMTP_URL's user or password is not URL-encoded";
  return {
    host: server.hostname.replace(/^\[|\]$/g, ''),
    port: server.port ? Number(server.port) : secure ? 465 : 587,
    secure,
    ...(user === undefined ? {} : { user }),
    ...(password === undefined ? {} : { password }),
    loopback: isLoopbackHost(server.hostname),
  };
}

export function enquiryMailSetup(env: Record<string, string | undefined> = process.env): EnquiryMailSetup {
  const url = env.SMTP_URL?.trim();
  const to = env.ENQUIRY_MAIL_TO?.trim();
  if (!url && !to) return {};
  if (!url) return { problem: 'ENQUIRY_MAIL_TO is set but SMTP_URL is not' };
  if (!to) return { problem: 'SMTP_URL is set but ENQUIRY_MAIL_TO is not' };
  const server = serverOf(url);
  if (typeof server === 'string') return { problem: server };
  const from = env.ENQUIRY_MAIL_FROM?.trim() || to;
  if (!address.safeParse(to).success) return { problem: 'ENQUIRY_MAIL_TO is not one e-mail address' };
  if (!address.safeParse(from).success) return { problem: 'ENQUIRY_MAIL_FROM is not one e-mail address' };
  const locale = env.ENQUIRY_MAIL_LANGUAGE?.trim() || defaultLocale;
  if (!isLocale(locale)) return { problem: 'ENQUIRY_MAIL_LANGUAGE is neither de nor en' };
  return { settings: { server, to, from, locale } };
}
