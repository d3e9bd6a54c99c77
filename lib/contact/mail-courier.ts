import type { ConnectionOptions } from 'node:tls';
import nodemailer from 'nodemailer';
import type { OutboxEntry } from './outbox-entry';
import { enquiryMail } from './enquiry-mail';
import { isMailDeliveryError, mailDeliveryError, MailSentElsewhere } from './mail-delivery-error';
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
 * The mail server as the courier of the mail outbox: one mail per enquiry, over a connection of its own.
 * STARTTLS is required of a server off loopback, its certificate checked; on loopback it is used where
 * offered, unchecked (a local relay's own certificate: nothing leaves the machine). An enquiry is mailed
 * once: one send at a time per id in this process, a lease on it in Redis across instances, and none
 * for an id the ledger knows. A 5xx is a refusal for good (held for a person); everything else — a
 * 4xx, no connection, a time-out, another instance mailing it — is tried again.
 */
export function mailCourier({ settings, ledger, tls }: MailCourierOptions): OutboxCourier {
  const { host, port, secure, user, password, loopback } = settings.server;
  const transport = nodemailer.createTransport({
    host,
    port,
    secure,
    ...(user === undefined ? {} : { auth: { user, pass: password ?? '' } }),
    requireTLS: !loopback && !secure,
    connectionTimeout: mailTimeoutsMs.connection,
    greetingTimeout: mailTimeoutsMs.greeting,
    socketTimeout: mailTimeoutsMs.socket,
    tls: { ...(loopback ? { rejectUnauthorized: false } : {}), ...tls },
  });
  const sending = new Map<string, Promise<void>>();

  async function mailOnce(entry: OutboxEntry) {
    if (await ledger.has(entry.id)) return;
    if (!(await ledger.lease(entry.id))) throw new MailSentElsewhere();
    try {
      if (await ledger.has(entry.id)) return;
      try {
        await transport.sendMail(enquiryMail(entry, settings));
      } catch (error) {
        throw mailDeliveryError(error);
      }
      // Noted where it can be; a note that could not be written leaves a second mail possible, never a lost one.
      await ledger.add(entry.id).catch(() => undefined);
    } finally {
      await ledger.release(entry.id).catch(() => undefined);
    }
  }

  return {
    recipient: 'the mail server',
    outbox: 'mail outbox',
    send(entry) {
      // The same enquiry held twice here (accepted again, or in Redis and a file): one send, one outcome.
      const running = sending.get(entry.id);
      if (running) return running;
      const started = mailOnce(entry).finally(() => sending.delete(entry.id));
      sending.set(entry.id, started);
      return started;
    },
    verdict: (error) => (isMailDeliveryError(error) && error.permanent ? 'refused' : 'retry'),
  };
}
