import type { ConnectionOptions } from 'node:tls';
import nodemailer from 'nodemailer';
import { enquiryMail } from './enquiry-mail';
import { isMailDeliveryError, mailDeliveryError } from './mail-delivery-error';
import type { MailLedger } from './mail-ledger';
import type { EnquiryMailSettings } from './mail-settings';
import type { OutboxCourier } from './outbox-courier';

/** How long one delivery may take, in steps: connecting, the server's greeting, any silence after. */
export const mailTimeoutsMs = { connection: 10_000, greeting: 10_000, socket: 30_000 } as const;

export interface MailCourierOptions {
  settings: EnquiryMailSettings;
  ledger: MailLedger;
  /** What the TLS connection trusts beyond Node.js's own store (tests: the local certificate). */
  tls?: ConnectionOptions;
}

/**
 * The mail server as the courier of the mail outbox: one mail per enquiry, over a connection of its own
 * (SMTP_URL; STARTTLS required but on loopback). A mail the ledger knows is not sent again; a 5xx is a
 * refusal for good (held for a person), everything else — a 4xx, no connection, a time-out — is tried again.
 */
export function mailCourier({ settings, ledger, tls }: MailCourierOptions): OutboxCourier {
  const transport = nodemailer.createTransport({
    url: settings.url,
    requireTLS: settings.requireTls,
    connectionTimeout: mailTimeoutsMs.connection,
    greetingTimeout: mailTimeoutsMs.greeting,
    socketTimeout: mailTimeoutsMs.socket,
    ...(tls ? { tls } : {}),
  });
  return {
    recipient: 'the mail server',
    outbox: 'mail outbox',
    async send(entry) {
      if (await ledger.has(entry.id)) return;
      try {
        await transport.sendMail(enquiryMail(entry, settings));
      } catch (error) {
        throw mailDeliveryError(error);
      }
      // Noted where it can be; a note that could not be written leaves a second mail possible, never a lost one.
      await ledger.add(entry.id).catch(() => undefined);
    },
    verdict: (error) => (isMailDeliveryError(error) && error.permanent ? 'refused' : 'retry'),
  };
}
