// The tag invalidations of every instance, shared through a Redis hash (`lumoplast:cache:tags`): a
// webhook received by one instance revalidates the pages of all. Next.js judges an entry from the
// process's tag manifest (`{ stale, expired }` by tag); the cache handler writes a revalidation's states
// here and merges the hash into the manifest on every read. A revalidation made while Redis does not
// answer expires the tags on this instance at once and is written once Redis is back, re-dated to that
// moment: what the other instances rendered meanwhile, not knowing of it, is renewed too.
//
// Each write is also published (`lumoplast:cache:tag-states`), so every instance hears of a revalidation
// at once, not only with its next read of the cache: it merges the states and announces an expiry to its
// process (tag-expiries.mjs), which abandons the CMS reads begun before it. An instance that heard of an
// expiry answers (`lumoplast:cache:tag-expiries-settled`) once its own re-renders begun before it heard
// of it have ended (work-starts.mjs): the webhook waits for every instance's answer (`othersSettled`),
// because Next.js hands every visit of a page the page as it was while a re-render of it runs.
import { randomUUID } from 'node:crypto';
import { tagsManifest } from './next-cache-internals.mjs';
import { processState } from './process-state.mjs';
import { onRedisReady, subscribeShared, withRedis } from './redis-connection.mjs';
import { announceTagExpiries } from './tag-expiries.mjs';
import { workUnderWay } from './work-starts.mjs';

export const tagsKey = 'lumoplast:cache:tags';
export const tagStatesChannel = 'lumoplast:cache:tag-states';
export const settledChannel = 'lumoplast:cache:tag-expiries-settled';

/** How long a publish waits at most for the re-renders begun before it to end, on each instance. */
export const settlingTimeoutMs = 3_000;

/**
 * Two states of a tag (`{ stale, expired }`) as one: the later revalidation's (every revalidation marks
 * the tag stale at its time, so the later `stale` is the later one), with the latest expiry of the two
 * that has come. An expiry that has come is a publish: every entry older than it renders anew before it
 * is served, and no later revalidation undoes that. An instance that had not heard of a publish yet may
 * mark the tag stale after it (its CMS answers again, or a webhook came while the CMS failed) with the
 * expiry it knew, none or one still to come (`'max'`, a year on): the publish's expiry stays. Only
 * when neither has come does the later revalidation's expiry replace the other's, as in Next.js's own
 * manifest.
 * @param {{ stale?: number, expired?: number } | undefined} a
 * @param {{ stale?: number, expired?: number }} b
 */
export function mergeTagState(a, b, now = Date.now()) {
  if (!a) return b;
  const [later, earlier] = (b.stale ?? 0) > (a.stale ?? 0) ? [b, a] : [a, b];
  const come = [later.expired, earlier.expired].filter((time) => typeof time === 'number' && time <= now);
  const expired = come.length > 0 ? Math.max(...come) : later.expired;
  const merged = { ...later, expired };
  if (expired === undefined) delete merged.expired;
  return merged;
}

/**
 * A tag's state in the shared hash (or a published message) merged into the local one
 * (`mergeTagState`); the expiries among the changed are announced to the process.
 * @param {Record<string, string>} shared each tag's state as JSON
 */
export function mergeTagStates(shared) {
  const replaced = [];
  for (const [tag, text] of Object.entries(shared)) {
    let state;
    try {
      state = JSON.parse(text);
    } catch {
      continue;
    }
    const local = tagsManifest.get(tag);
    const merged = mergeTagState(local, state);
    if (!local || merged.stale !== local.stale || merged.expired !== local.expired) {
      tagsManifest.set(tag, merged);
      replaced.push([tag, merged]);
    }
  }
  if (replaced.length > 0) announceTagExpiries(replaced);
}

/** Whether states (JSON by tag) hold an expiry that has come: a publish, not only a stale mark. */
function holdsExpiry(states, now = Date.now()) {
  return Object.values(states).some((text) => {
    try {
      const expired = JSON.parse(text)?.expired;
      return typeof expired === 'number' && expired <= now;
    } catch {
      return false;
    }
  });
}

/** This process's part in the published revalidations: its name, whether it listens, the answers it waits for. */
const sharing = processState('cache.tagSharing', () => ({
  instance: randomUUID(),
  listening: false,
  /** @type {Map<string, { received: number, expected?: number, resolve: (settled: boolean) => void, settled: Promise<boolean> }>} by message id */
  waiting: new Map(),
  /** @type {Map<string, Promise<boolean>>} the answers to the last published revalidation of each tag */
  lastShared: new Map(),
}));

/** Hears the revalidations other instances publish and answers their expiries; once per process. */
export function listenForTagStates() {
  processState('cache.tagStatesSubscription', () => {
    subscribeShared(
      {
        [tagStatesChannel]: (message) => void heard(message),
        [settledChannel]: (message) => answered(message),
      },
      (listening) => {
        sharing.listening = listening;
      },
    );
    return {};
  });
}

/**
 * A revalidation another instance published: merged, and answered once this instance's renders begun
 * before it heard of its expiry have ended.
 */
async function heard(message) {
  let published;
  try {
    published = JSON.parse(message);
  } catch {
    return;
  }
  if (published?.from === sharing.instance || typeof published?.states !== 'object' || published.states === null) return;
  const heardAt = Date.now();
  mergeTagStates(published.states);
  if (!holdsExpiry(published.states)) return;
  // Not only the renders begun before the expiry: one begun after it, but before this instance knew of
  // it, judged its page stale (not expired), and Next.js hands every visit of the page the page from
  // before the publish until that render ends.
  await workUnderWay().settled(heardAt, settlingTimeoutMs);
  await withRedis((client) => client.publish(settledChannel, JSON.stringify({ to: published.from, id: published.id })));
}

/** An instance's answer that its renders from before an expiry this instance published have ended. */
function answered(message) {
  let answer;
  try {
    answer = JSON.parse(message);
  } catch {
    return;
  }
  if (answer?.to !== sharing.instance) return;
  const waiter = sharing.waiting.get(answer.id);
  if (!waiter) return;
  waiter.received += 1;
  settleIfAnswered(waiter);
}

function settleIfAnswered(waiter) {
  if (waiter.expected !== undefined && waiter.received >= waiter.expected) waiter.resolve(true);
}

/**
 * Resolves once every other instance answered that its re-renders begun before it heard of the last
 * published expiry of `tags` have ended: true, or false after `timeoutMs` (an instance that is busy, or gone).
 * @param {string[]} tags
 * @returns {Promise<boolean>}
 */
export async function othersSettled(tags, timeoutMs = settlingTimeoutMs) {
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
    timer.unref?.();
  });
  try {
    const answers = Promise.all(tags.map((tag) => sharing.lastShared.get(tag) ?? true)).then((all) => all.every(Boolean));
    return await Promise.race([answers, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// Writes each tag's state (ARGV: now, then tag, state, tag, state, …) merged with the one in the hash
// as `mergeTagState` merges them, in one step, so an instance replaying an old revalidation never
// overwrites a newer one, and one that had not heard of a publish's expiry never undoes it.
const writeLaterStates = `
local now = tonumber(ARGV[1])
local written = 0
for i = 2, #ARGV, 2 do
  local incoming = cjson.decode(ARGV[i + 1])
  local current = redis.call('HGET', KEYS[1], ARGV[i])
  local merged = incoming
  if current then
    local ok, state = pcall(cjson.decode, current)
    if ok and type(state) == 'table' then
      local later, earlier = incoming, state
      if tonumber(state.stale or 0) >= tonumber(incoming.stale or 0) then later, earlier = state, incoming end
      local laterExpiry, earlierExpiry = tonumber(later.expired), tonumber(earlier.expired)
      local come = nil
      if laterExpiry and laterExpiry <= now then come = laterExpiry end
      if earlierExpiry and earlierExpiry <= now and (not come or earlierExpiry > come) then come = earlierExpiry end
      later.expired = come or laterExpiry
      merged = later
    end
  end
  local text = cjson.encode(merged)
  if text ~= current then
    redis.call('HSET', KEYS[1], ARGV[i], text)
    written = written + 1
  end
end
return written`;

/**
 * Writes the states and publishes them to the instances listening, in one round trip; then waits for
 * their answers to an expiry among them (`othersSettled`), all but this instance's own listener.
 * @param {[string, object][]} states tag and state
 */
async function writeStates(states) {
  const id = randomUUID();
  const encoded = Object.fromEntries(states.map(([tag, state]) => [tag, JSON.stringify(state)]));
  const waiter = { received: 0, expected: undefined, resolve: () => undefined };
  waiter.settled = new Promise((resolve) => {
    waiter.resolve = resolve;
  });
  sharing.waiting.set(id, waiter);
  const forget = setTimeout(() => {
    sharing.waiting.delete(id);
    waiter.resolve(false);
  }, settlingTimeoutMs);
  forget.unref?.();
  waiter.settled.then(() => {
    clearTimeout(forget);
    sharing.waiting.delete(id);
  });
  const written = await withRedis((client) =>
    client
      .multi()
      .eval(writeLaterStates, { keys: [tagsKey], arguments: [String(Date.now()), ...states.flatMap(([tag]) => [tag, encoded[tag]])] })
      .publish(tagStatesChannel, JSON.stringify({ from: sharing.instance, id, states: encoded }))
      .exec(),
  );
  if (!written.ok) {
    waiter.resolve(false);
    return written;
  }
  if (!holdsExpiry(encoded)) {
    waiter.resolve(true);
  } else {
    const receivers = Number(written.value[1]);
    waiter.expected = Math.max(0, receivers - (sharing.listening ? 1 : 0));
    settleIfAnswered(waiter);
  }
  for (const [tag] of states) sharing.lastShared.set(tag, waiter.settled);
  return written;
}

/** A revalidation's states moved to `now`, the profile kept: stale now, expiring as long after it as before. */
export function redatedState(state, now) {
  const stale = state.stale ?? state.expired ?? now;
  return { ...state, stale: now, ...(typeof state.expired === 'number' && { expired: state.expired + (now - stale) }) };
}

/** The states of the tags revalidated on this instance while Redis did not answer, to write once it is back. */
const pending = processState('cache.pendingTagSharing', () => {
  const states = new Map();
  onRedisReady(() => replayPending(states));
  return states;
});

async function replayPending(states) {
  if (states.size === 0) return;
  const now = Date.now();
  const redated = [...states].map(([tag, state]) => [tag, redatedState(state, now)]);
  for (const [tag, state] of redated) tagsManifest.set(tag, state);
  if (!(await writeStates(redated)).ok) return; // Redis went away again: its next return tries again.
  for (const [tag] of redated) states.delete(tag);
  console.info(`[cache] the revalidation of ${redated.map(([tag]) => tag).join(', ')} made while Redis was away now reaches every instance`);
}

/**
 * Shares the manifest's states of `tags` (just revalidated on this instance) with every instance.
 * Resolves false when Redis did not answer: they are written once it is back (`sharingPending`).
 * @param {string[]} tags
 */
export async function shareTagStates(tags) {
  const states = tags.map((tag) => [tag, tagsManifest.get(tag) ?? {}]);
  if ((await writeStates(states)).ok) return true;
  for (const [tag, state] of states) pending.set(tag, state);
  console.warn(`[cache] the revalidation of ${tags.join(', ')} reached only this instance: Redis did not answer; it is shared once Redis is back`);
  return false;
}

/** Whether a revalidation of this instance waits for Redis to reach the others. */
export function sharingPending() {
  return pending.size > 0;
}
