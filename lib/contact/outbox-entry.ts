import { join } from 'node:path';
import { contactRequestAttributes, type ContactRequestAttributes } from '@/lib/cms/resources/contact-request';
import { z } from '@/lib/validation/zod';

/**
 * One enquiry in the outbox: the attributes the CMS is sent, the id the site gave it when it accepted
 * it (sent as `data.id`, so the CMS creates it once however often it is sent) and when that was.
 */
export interface OutboxEntry {
  id: string;
  /** Milliseconds since the epoch. */
  acceptedAt: number;
  attributes: ContactRequestAttributes;
}

/** An entry as it is read back from a store (a file, a Redis stream): checked, never trusted. */
export const outboxEntrySchema = z.object({
  id: z.uuid(),
  acceptedAt: z.number().int().nonnegative(),
  attributes: contactRequestAttributes,
});

export function parseOutboxEntry(text: string): OutboxEntry | undefined {
  try {
    const parsed = outboxEntrySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** How long the visitor's send waits for the CMS before the enquiry is left to the outbox's worker. */
export const immediateDeliveryWaitMs = 3000;

/** The first pause after a failed delivery; each further failure doubles it, up to the cap. */
export const firstRetryPauseMs = 1000;

export interface OutboxSettings {
  /** The longest pause between two deliveries of one entry (`OUTBOX_RETRY_CAP_MS`, default 5 min). */
  retryCapMs: number;
  /**
   * How long an entry another instance took may go unrenewed before any instance takes it over
   * (`OUTBOX_CLAIM_MS`, default 60 s): what an instance that died holding it costs in delay.
   */
  claimMs: number;
  /** The file outbox's folder (`OUTBOX_DIR`, default `.data/outbox` of the working directory). */
  folder: string;
}

function positiveMs(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value?.trim() && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/** The outbox's settings from the environment. */
export function outboxSettings(): OutboxSettings {
  return {
    retryCapMs: positiveMs(process.env.OUTBOX_RETRY_CAP_MS, 5 * 60_000),
    claimMs: positiveMs(process.env.OUTBOX_CLAIM_MS, 60_000),
    folder: process.env.OUTBOX_DIR?.trim() || join(process.cwd(), '.data', 'outbox'),
  };
}

/** The pause after an entry's `failures`-th failed delivery: 1 s, 2 s, 4 s, … up to `capMs`. */
export function retryPauseMs(failures: number, capMs: number): number {
  return Math.min(capMs, firstRetryPauseMs * 2 ** Math.max(0, Math.min(failures - 1, 30)));
}
