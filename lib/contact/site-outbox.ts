import 'server-only';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { backendMode } from '@/lib/cms/connection';
import { processState } from '@/lib/instances/process-state.mjs';
import { sendContactRequest } from './contact-requests';
import { createEnquiryOutbox, type EnquiryOutbox } from './enquiry-outbox';
import { createFileOutbox } from './file-outbox';
import { mailCourier } from './mail-courier';
import { createMailLedger } from './mail-ledger';
import { enquiryMailSetup } from './mail-settings';
import { cmsCourier } from './outbox-courier';
import { outboxSettings } from './outbox-entry';
import { createRedisOutbox, mailOutboxKeys } from './redis-outbox';

/** This process's consumer name in the outboxes' Redis streams. */
const consumerName = () => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
const shared = () => Boolean(process.env.REDIS_URL?.trim());

/**
 * The process's one outbox to the CMS (docs/architecture.md, "The contact delivery"), whichever bundle
 * asks (the contact action, the health route, `instrumentation.ts`): made on first use with the
 * environment of then, its worker started at once.
 */
export function siteOutbox(): EnquiryOutbox {
  const state = processState('contact.outbox', () => {
    const settings = outboxSettings();
    const outbox = createEnquiryOutbox({
      courier: cmsCourier((entry) => sendContactRequest(entry.attributes, { id: entry.id })),
      files: createFileOutbox(settings.folder),
      redis: shared() ? createRedisOutbox(consumerName()) : undefined,
      settings: outboxSettings,
    });
    outbox.start();
    return { outbox };
  });
  return state.outbox;
}

/**
 * The process's outbox to the mail server, with `SMTP_URL` and `ENQUIRY_MAIL_TO` (docs/operations.md,
 * "Enquiries by mail"), in either mode; undefined without them, or when they are set up wrongly (said
 * once, when it is first asked for). Its file outbox is the `mail/` folder of the CMS's.
 */
export function siteMailOutbox(): EnquiryOutbox | undefined {
  const state = processState('contact.mail-outbox', () => {
    const setup = enquiryMailSetup();
    if (!setup.settings) {
      if (setup.problem) console.error(`[contact] Enquiries are not mailed: ${setup.problem} (docs/operations.md, "Enquiries by mail")`);
      return { outbox: undefined };
    }
    const folder = join(outboxSettings().folder, 'mail');
    const consumer = consumerName();
    const outbox = createEnquiryOutbox({
      courier: mailCourier({ settings: setup.settings, ledger: createMailLedger(folder, { shared: shared(), sender: consumer }) }),
      files: createFileOutbox(folder),
      redis: shared() ? createRedisOutbox(consumer, mailOutboxKeys) : undefined,
      settings: outboxSettings,
    });
    outbox.start();
    return { outbox };
  });
  return state.outbox;
}

/** Starts the workers at the server's start (`instrumentation.ts`), so entries are delivered with no traffic too. */
export function startOutboxWorker(): void {
  if (backendMode() === 'cms') siteOutbox();
  siteMailOutbox();
}
