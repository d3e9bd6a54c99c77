import 'server-only';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { backendMode } from '@/lib/cms/connection';
import { processState } from '@/lib/instances/process-state.mjs';
import { sendContactRequest } from './contact-requests';
import { createEnquiryOutbox, type EnquiryOutbox } from './enquiry-outbox';
import { createFileOutbox } from './file-outbox';
import { outboxSettings } from './outbox-entry';
import { createRedisOutbox } from './redis-outbox';

/**
 * The process's one outbox (docs/architecture.md, "The contact delivery"), whichever bundle asks (the
 * contact action, the health route, `instrumentation.ts`): made on first use with the environment of
 * then, its worker started at once. Its consumer name in Redis is this process's own.
 */
export function siteOutbox(): EnquiryOutbox {
  const state = processState('contact.outbox', () => {
    const settings = outboxSettings();
    const outbox = createEnquiryOutbox({
      send: (entry) => sendContactRequest(entry.attributes, { id: entry.id }),
      files: createFileOutbox(settings.folder),
      redis: process.env.REDIS_URL?.trim() ? createRedisOutbox(`${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`) : undefined,
      settings: outboxSettings,
    });
    outbox.start();
    return { outbox };
  });
  return state.outbox;
}

/** Starts the worker at the server's start (`instrumentation.ts`), so entries are delivered with no traffic too: in CMS mode only. */
export function startOutboxWorker(): void {
  if (backendMode() === 'cms') siteOutbox();
}
