// The tag invalidations of every instance, shared through a Redis hash (`lumoplast:cache:tags`): a
// change of the content store renews its pages on every instance. Next.js judges an entry from the
// process's tag manifest (`{ stale, expired }` by tag); a revalidation's states are written here, and
// every read of the cache merges the shared states of its entry's tags into the manifest first. A
// revalidation made while Redis does not answer expires the tags on this instance at once and is written
// once Redis is back, re-dated to that moment: what the other instances rendered meanwhile, not knowing
// of it, is renewed too.
import { tagsManifest } from './next-cache-internals.mjs';
import { processState } from './process-state.mjs';
import { onRedisReady, withRedis } from './redis-connection.mjs';

export const tagsKey = 'lumoplast:cache:tags';

/**
 * Two states of a tag (`{ stale, expired }`) as one: the later revalidation's (every revalidation marks
 * the tag stale at its time, so the later `stale` is the later one), with the latest expiry of the two
 * that has come. An expiry that has come renews every entry older than it before it is served, and no
 * later revalidation undoes that (a stale mark, `'max'`, expires a year on). Only when neither has come
 * does the later revalidation's expiry replace the other's, as in Next.js's own manifest.
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
 * Tags' states as the shared hash holds them (JSON by tag) merged into the local ones (`mergeTagState`).
 * @param {Record<string, string | null | undefined>} shared
 */
export function mergeTagStates(shared) {
  for (const [tag, text] of Object.entries(shared)) {
    if (!text) continue;
    let state;
    try {
      state = JSON.parse(text);
    } catch {
      continue;
    }
    const local = tagsManifest.get(tag);
    const merged = mergeTagState(local, state);
    if (!local || merged.stale !== local.stale || merged.expired !== local.expired) tagsManifest.set(tag, merged);
  }
}

// Writes each tag's state (ARGV: now, then tag, state, tag, state, …) merged with the one in the hash
// as `mergeTagState` merges them, in one step, so an instance replaying an old revalidation never
// overwrites a newer one.
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

/** @param {[string, object][]} states tag and state */
function writeStates(states) {
  return withRedis((client) =>
    client.eval(writeLaterStates, { keys: [tagsKey], arguments: [String(Date.now()), ...states.flatMap(([tag, state]) => [tag, JSON.stringify(state)])] }),
  );
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
  console.info(`[cache] the revalidation of ${redated.length} tags made while Redis was away now reaches every instance`);
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
  console.warn(`[cache] the revalidation of ${tags.length} tags reached only this instance: Redis did not answer; it is shared once Redis is back`);
  return false;
}

/** Whether a revalidation of this instance waits for Redis to reach the others. */
export function sharingPending() {
  return pending.size > 0;
}
