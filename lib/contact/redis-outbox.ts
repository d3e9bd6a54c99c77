import { withRedis } from '@/lib/instances/redis-connection.mjs';
import { parseOutboxEntry, type OutboxEntry } from './outbox-entry';

/**
 * The outbox shared by every instance (`REDIS_URL`): a Redis stream with one consumer group. An entry
 * is added and, in the same step, taken by the instance that accepted it (`XCLAIM … FORCE`: it is in
 * that instance's pending list at once, so no other tries it while the visitor waits). The holder
 * renews what it holds on every turn of its worker (`XCLAIM … JUSTID`); an entry left unrenewed for the
 * claim time (its instance died) is taken over by any worker (`XAUTOCLAIM`). Delivered: `XACK` and
 * `XDEL`, which deletes its personal data. Refused for good (the CMS's 422, a mail server's 5xx):
 * moved to a hash for a person.
 * Every call answers within `withRedis`'s time limit (storing: `outboxKeepTimeoutMs`); undefined or
 * false means Redis did not answer.
 */
export interface RedisOutbox {
  /** Adds an entry held by this instance: its stream id, or undefined when Redis could not store it. */
  keep(entry: OutboxEntry): Promise<string | undefined>;
  /** Renews the entries this instance holds: the stream ids still in the stream (the others were delivered by another). */
  renew(streamIds: readonly string[]): Promise<Set<string> | undefined>;
  /** Takes over entries no instance renewed within the claim time (their holder died). */
  claim(claimMs: number): Promise<{ streamId: string; entry: OutboxEntry }[]>;
  /** Deletes a delivered entry. */
  remove(streamId: string): Promise<boolean>;
  /** Moves an entry the courier refused out of the stream into the hash of held entries. */
  hold(streamId: string, entry: OutboxEntry, reason: string): Promise<boolean>;
  /** Puts the held entries a person released back into the stream, held by this instance. */
  released(): Promise<{ streamId: string; entry: OutboxEntry }[]>;
  /** Entries waiting, the time the oldest was accepted, entries held. */
  stats(): Promise<{ depth: number; oldestAcceptedAt: number | undefined; held: number } | undefined>;
}

/** Where one outbox lives in Redis: its stream and the hash of its held entries. */
export interface RedisOutboxKeys {
  stream: string;
  held: string;
  /** A list of held entries' ids a person released (`RPUSH`): each goes back into the stream. */
  release: string;
}

/** The CMS's outbox. */
export const outboxStreamKey = 'lumoplast:outbox';
export const outboxHeldKey = 'lumoplast:outbox:held';
export const cmsOutboxKeys: RedisOutboxKeys = { stream: outboxStreamKey, held: outboxHeldKey, release: 'lumoplast:outbox:release' };
/** The mail server's outbox (`SMTP_URL`), beside the CMS's: each enquiry is an entry in both. */
export const mailOutboxKeys: RedisOutboxKeys = { stream: 'lumoplast:mail-outbox', held: 'lumoplast:mail-outbox:held', release: 'lumoplast:mail-outbox:release' };
export const outboxGroup = 'couriers';

// Creates the group with the stream when missing, adds the entry and puts it in the pending list of
// the consumer that added it, atomically: no entry is ever outside a pending list, where XAUTOCLAIM finds it.
const keepScript = `
redis.pcall('XGROUP', 'CREATE', KEYS[1], ARGV[1], '0', 'MKSTREAM')
local id = redis.call('XADD', KEYS[1], '*', 'entry', ARGV[3])
redis.call('XCLAIM', KEYS[1], ARGV[1], ARGV[2], '0', id, 'FORCE', 'JUSTID')
return id`;

// Takes up to 25 released ids off the list; each held entry found goes back into the stream, pending for
// this consumer, and out of the hash, in one step. An id with no held entry (released twice) is dropped.
const releaseScript = `
local released = {}
for _ = 1, 25 do
  local id = redis.call('LPOP', KEYS[3])
  if not id then break end
  local held = redis.call('HGET', KEYS[2], id)
  if held then
    redis.pcall('XGROUP', 'CREATE', KEYS[1], ARGV[1], '0', 'MKSTREAM')
    local streamId = redis.call('XADD', KEYS[1], '*', 'entry', held)
    redis.call('XCLAIM', KEYS[1], ARGV[1], ARGV[2], '0', streamId, 'FORCE', 'JUSTID')
    redis.call('HDEL', KEYS[2], id)
    table.insert(released, streamId)
    table.insert(released, held)
  end
end
return released`;

type StreamMessage = [string, string[] | null];

/**
 * How long storing an entry may take before it goes to the file outbox instead. Longer than the 250 ms
 * of the cache's commands (`withRedis`): a store that Redis makes but answers late leaves the entry in
 * both outboxes (sent twice, created once), which a busy machine met at 250 ms; the visitor waits for it.
 */
export const outboxKeepTimeoutMs = 2000;

function entryOf(message: StreamMessage): { streamId: string; entry: OutboxEntry } | undefined {
  const [streamId, fields] = message;
  const index = fields?.indexOf('entry') ?? -1;
  const entry = index >= 0 ? parseOutboxEntry(fields?.[index + 1] ?? '') : undefined;
  return entry ? { streamId, entry } : undefined;
}

/** The outbox in Redis for the worker called `consumer` (one per process). */
export function createRedisOutbox(consumer: string, keys: RedisOutboxKeys = cmsOutboxKeys): RedisOutbox {
  const ok = (result: { ok: boolean }) => result.ok;
  return {
    async keep(entry) {
      const result = await withRedis(
        (client) => client.sendCommand(['EVAL', keepScript, '1', keys.stream, outboxGroup, consumer, JSON.stringify(entry)]),
        outboxKeepTimeoutMs,
      );
      return result.ok && typeof result.value === 'string' ? result.value : undefined;
    },
    async renew(streamIds) {
      if (streamIds.length === 0) return new Set();
      const result = await withRedis((client) => client.sendCommand(['XCLAIM', keys.stream, outboxGroup, consumer, '0', ...streamIds, 'JUSTID']));
      return result.ok ? new Set(result.value as unknown as string[]) : undefined;
    },
    async claim(claimMs) {
      const result = await withRedis((client) =>
        client.sendCommand(['XAUTOCLAIM', keys.stream, outboxGroup, consumer, String(Math.round(claimMs)), '0-0', 'COUNT', '25']),
      );
      if (!result.ok) return [];
      const messages = ((result.value as unknown as [string, StreamMessage[]] | null)?.[1] ?? []) as StreamMessage[];
      return messages.map(entryOf).filter((taken) => taken !== undefined);
    },
    async remove(streamId) {
      return ok(await withRedis((client) => client.multi().xAck(keys.stream, outboxGroup, streamId).xDel(keys.stream, streamId).exec()));
    },
    async hold(streamId, entry, reason) {
      const held = JSON.stringify({ ...entry, heldAt: Date.now(), reason });
      return ok(
        await withRedis((client) =>
          client.multi().hSet(keys.held, entry.id, held).xAck(keys.stream, outboxGroup, streamId).xDel(keys.stream, streamId).exec(),
        ),
      );
    },
    async released() {
      const result = await withRedis((client) =>
        client.sendCommand(['EVAL', releaseScript, '3', keys.stream, keys.held, keys.release, outboxGroup, consumer]),
      );
      if (!result.ok) return [];
      const flat = (result.value as unknown as string[] | null) ?? [];
      const taken: { streamId: string; entry: OutboxEntry }[] = [];
      for (let index = 0; index + 1 < flat.length; index += 2) {
        const entry = parseOutboxEntry(flat[index + 1]!);
        if (entry) taken.push({ streamId: flat[index]!, entry });
      }
      return taken;
    },
    async stats() {
      const result = await withRedis(async (client) => {
        const [depth, first, held] = await Promise.all([
          client.sendCommand(['XLEN', keys.stream]),
          client.sendCommand(['XRANGE', keys.stream, '-', '+', 'COUNT', '1']),
          client.sendCommand(['HLEN', keys.held]),
        ]);
        const oldest = ((first as unknown as StreamMessage[] | null) ?? [])[0];
        return { depth: Number(depth), oldestAcceptedAt: oldest ? entryOf(oldest)?.entry.acceptedAt : undefined, held: Number(held) };
      });
      return result.ok ? result.value : undefined;
    },
  };
}
