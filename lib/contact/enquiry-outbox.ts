import { randomUUID } from 'node:crypto';
import type { ContactRequestAttributes } from '@/lib/cms/resources/contact-request';
import { describeFailure } from './delivery-failure';
import type { FileOutbox } from './file-outbox';
import type { OutboxCourier } from './outbox-courier';
import { immediateDeliveryWaitMs, retryPauseMs, type OutboxEntry, type OutboxSettings } from './outbox-entry';
import type { RedisOutbox } from './redis-outbox';

/**
 * An outbox of enquiries (docs/architecture.md, "The contact delivery"), one per courier: the CMS's in
 * CMS mode, the mail server's with `SMTP_URL`. An accepted enquiry is stored first (Redis with
 * `REDIS_URL`, else — and while Redis cannot store — a file of the instance), then sent. The visitor
 * waits for the courier up to `immediateDeliveryWaitMs`; an enquiry it did not take by then is
 * delivered by the worker, with growing pauses, until it answers. What a failed send means is the
 * courier's verdict (`outbox-courier.ts`): it had the entry already (the CMS's 409) and it counts as
 * delivered, it refuses it for good (the CMS's 422, a mail server's 5xx) and the entry is held for a
 * person, never retried nor dropped, or it is tried again. Log lines name an entry by its id, never by
 * what the visitor wrote.
 */

/** What became of an accepted enquiry: at the CMS, or safe in the outbox (to be delivered, or held for a person). */
export type OutboxAcceptance = 'delivered' | 'kept';

export interface OutboxHealth {
  /** Where the counts come from: Redis and this instance's file outbox, or the file outbox alone (no Redis, or it did not answer). */
  store: 'redis' | 'file';
  /** Entries waiting for delivery. */
  depth: number;
  /** How long the oldest of them has waited, in seconds; null when none waits. */
  oldestAgeSeconds: number | null;
  /** Entries the courier refused for good (the CMS's 422, a mail server's 5xx), kept for a person. */
  held: number;
}

export interface EnquiryOutboxOptions {
  /** Who the entries go to, and what its failures mean. */
  courier: OutboxCourier;
  files: FileOutbox;
  /** The shared outbox; undefined without `REDIS_URL`. */
  redis?: RedisOutbox;
  settings: () => Pick<OutboxSettings, 'retryCapMs' | 'claimMs'>;
  log?: Pick<Console, 'info' | 'warn' | 'error'>;
  /** How long the visitor's send waits for the courier (tests shorten it). */
  waitMs?: number;
}

export interface EnquiryOutbox {
  /**
   * Stores an accepted enquiry under its id (the form's, `enquiry-id.ts`; a new one by default) and tries
   * to deliver it; rejects only when no store could keep it. The same id accepted twice is created once (409).
   */
  accept(attributes: ContactRequestAttributes, id?: string): Promise<OutboxAcceptance>;
  /** One turn of the worker: renews and takes over entries, then delivers every entry that is due, one at a time. */
  work(): Promise<void>;
  /** Runs `work` every `tickMs` until `stop` (timers that keep no process alive). */
  start(tickMs?: number): void;
  stop(): Promise<void>;
  health(): Promise<OutboxHealth>;
}

type Place = { kind: 'redis'; streamId: string } | { kind: 'file' };

/**
 * An entry this instance holds: where it is stored and when to try it next. Held by its place, not by
 * its id: an entry Redis stored but answered too late for is in the file outbox too, and each copy is
 * sent and deleted on its own (the second one's 409 counts as delivered).
 */
interface Held {
  key: string;
  entry: OutboxEntry;
  place: Place;
  failures: number;
  nextAttemptAt: number;
  sending: boolean;
  /** Delivered or refused, but not yet removed from its store (the store did not answer): only that is retried. */
  settled?: { outcome: 'delivered' } | { outcome: 'refused'; reason: string };
}

type Attempt = { outcome: 'delivered' } | { outcome: 'refused' } | { outcome: 'failed'; error: unknown };

const keyOf = (place: Place, entry: OutboxEntry) => (place.kind === 'redis' ? `redis:${place.streamId}` : `file:${entry.id}`);

function heldAt(place: Place, entry: OutboxEntry, nextAttemptAt: number, sending = false): Held {
  return { key: keyOf(place, entry), entry, place, failures: 0, nextAttemptAt, sending };
}

export function createEnquiryOutbox({ courier, files, redis, settings, log = console, waitMs = immediateDeliveryWaitMs }: EnquiryOutboxOptions): EnquiryOutbox {
  const { recipient, outbox } = courier;
  const name = `the ${outbox}`;
  const holding = new Map<string, Held>();
  let delivering: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let turn: Promise<void> | undefined;
  let halted = false;

  async function keep(entry: OutboxEntry): Promise<Place> {
    if (redis) {
      const streamId = await redis.keep(entry);
      if (streamId !== undefined) return { kind: 'redis', streamId };
      log.warn(`[contact] Contact enquiry ${entry.id} kept in this instance's file ${outbox}: Redis could not store it`);
    }
    await files.keep(entry);
    return { kind: 'file' };
  }

  /** Removes a settled entry from its store; false when the store did not answer (tried again on the next turn). */
  async function settle(held: Held): Promise<boolean> {
    const { entry, place, settled } = held;
    if (!settled) return false;
    let done: boolean;
    if (settled.outcome === 'delivered') {
      done = place.kind === 'redis' ? await redis!.remove(place.streamId) : await files.remove(entry.id).then(() => true, () => false);
    } else {
      done =
        place.kind === 'redis'
          ? await redis!.hold(place.streamId, entry, settled.reason)
          : await files.hold(entry, settled.reason).then(() => true, () => false);
    }
    if (done) holding.delete(held.key);
    return done;
  }

  async function attempt(held: Held): Promise<Attempt> {
    held.sending = true;
    try {
      if (!held.settled) {
        try {
          await courier.send(held.entry);
          held.settled = { outcome: 'delivered' };
        } catch (error) {
          const verdict = courier.verdict(error);
          if (verdict === 'delivered') held.settled = { outcome: 'delivered' };
          else if (verdict === 'refused') {
            const reason = describeFailure(error);
            held.settled = { outcome: 'refused', reason };
            log.error(`[contact] Contact enquiry ${held.entry.id} refused by ${recipient}: ${reason}; held in ${name} for a person (docs/operations.md)`);
          } else {
            held.failures += 1;
            held.nextAttemptAt = Date.now() + retryPauseMs(held.failures, settings().retryCapMs);
            return { outcome: 'failed', error };
          }
        }
        if (held.settled.outcome === 'delivered' && held.failures > 0) {
          log.info(`[contact] Contact enquiry ${held.entry.id} delivered from ${name} after ${held.failures + 1} attempts`);
        }
      }
      if (!(await settle(held))) held.nextAttemptAt = Date.now() + retryPauseMs(1, settings().retryCapMs);
      return { outcome: held.settled.outcome };
    } finally {
      held.sending = false;
    }
  }

  async function accept(attributes: ContactRequestAttributes, id: string = randomUUID()): Promise<OutboxAcceptance> {
    const entry: OutboxEntry = { id, acceptedAt: Date.now(), attributes };
    const held = heldAt(await keep(entry), entry, Number.POSITIVE_INFINITY, true);
    holding.set(held.key, held);
    let timeout: NodeJS.Timeout | undefined;
    const waited = new Promise<'waiting'>((resolve) => {
      timeout = setTimeout(() => resolve('waiting'), waitMs);
    });
    const result = await Promise.race([attempt(held), waited]).finally(() => clearTimeout(timeout));
    if (result === 'waiting') {
      log.warn(`[contact] Contact enquiry ${entry.id} kept in ${name}: ${recipient} did not answer within ${waitMs} ms; the worker delivers it`);
      return 'kept';
    }
    if (result.outcome === 'failed') log.warn(`[contact] Contact enquiry ${entry.id} kept in ${name}: ${describeFailure(result.error)}; the worker delivers it`);
    return result.outcome === 'delivered' ? 'delivered' : 'kept';
  }

  /** Learns of entries in the stores this instance does not hold yet: taken over in Redis, or files (its own from before a restart). */
  async function gather() {
    const now = Date.now();
    if (redis) {
      const ids = [...holding.values()].flatMap(({ place }) => (place.kind === 'redis' ? [place.streamId] : []));
      const present = await redis.renew(ids);
      if (present) {
        for (const held of holding.values()) {
          if (held.place.kind === 'redis' && !held.sending && !present.has(held.place.streamId)) holding.delete(held.key);
        }
      }
      for (const { streamId, entry } of await redis.claim(settings().claimMs)) {
        const taken = heldAt({ kind: 'redis', streamId }, entry, now);
        if (holding.has(taken.key)) continue;
        log.info(`[contact] Contact enquiry ${entry.id} taken over in ${name} from an instance that stopped renewing it`);
        holding.set(taken.key, taken);
      }
      for (const { streamId, entry } of await redis.released()) {
        log.info(`[contact] Contact enquiry ${entry.id} released by a person from the held entries of ${name}`);
        const released = heldAt({ kind: 'redis', streamId }, entry, now);
        holding.set(released.key, released);
      }
    }
    const stored = await files.entries().catch(() => undefined);
    if (stored) {
      const ids = new Set(stored.map((entry) => entry.id));
      for (const held of holding.values()) {
        if (held.place.kind === 'file' && !held.sending && !held.settled && !ids.has(held.entry.id)) holding.delete(held.key);
      }
      for (const entry of stored) {
        const found = heldAt({ kind: 'file' }, entry, now);
        if (!holding.has(found.key)) holding.set(found.key, found);
      }
    }
  }

  async function deliverDue() {
    for (;;) {
      const now = Date.now();
      const due = [...holding.values()].filter((held) => !held.sending && held.nextAttemptAt <= now).sort((a, b) => a.nextAttemptAt - b.nextAttemptAt)[0];
      if (!due || halted) return;
      await attempt(due);
    }
  }

  /** Gathers, then delivers what is due unless a delivery is under way already (one at a time per instance). */
  async function work() {
    await gather();
    delivering ??= deliverDue().finally(() => {
      delivering = undefined;
    });
    return delivering;
  }

  function schedule(tickMs: number) {
    timer = setTimeout(() => {
      // A turn does not wait for its deliveries: a slow courier never holds up the renewals.
      turn = gather()
        .then(() => {
          delivering ??= deliverDue().finally(() => {
            delivering = undefined;
          });
        })
        .catch((error) => log.error(`[contact] The enquiries' ${outbox} worker failed a turn: ${describeFailure(error)}`))
        .finally(() => {
          turn = undefined;
          if (!halted) schedule(tickMs);
        });
    }, tickMs);
    timer.unref();
  }

  return {
    accept,
    work,
    start(tickMs = Math.min(1000, Math.max(100, settings().claimMs / 4))) {
      if (timer !== undefined && !halted) return;
      halted = false;
      schedule(tickMs);
    },
    async stop() {
      halted = true;
      clearTimeout(timer);
      await turn;
      await delivering;
    },
    async health() {
      const now = Date.now();
      const [shared, local, localHeld] = await Promise.all([
        redis?.stats(),
        files.entries().catch(() => []),
        files.heldCount().catch(() => 0),
      ]);
      const accepted = [...local.map((entry) => entry.acceptedAt), ...(shared?.oldestAcceptedAt === undefined ? [] : [shared.oldestAcceptedAt])];
      const oldest = accepted.length ? Math.min(...accepted) : undefined;
      return {
        store: shared ? 'redis' : 'file',
        depth: (shared?.depth ?? 0) + local.length,
        oldestAgeSeconds: oldest === undefined ? null : Math.max(0, Math.round((now - oldest) / 1000)),
        held: (shared?.held ?? 0) + localHeld,
      };
    },
  };
}
