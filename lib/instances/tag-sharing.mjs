// The tag invalidations of every instance, shared through a Redis hash (`lumoplast:cache:tags`): a
// webhook received by one instance revalidates the pages of all. Next.js judges an entry from the
// process's tag manifest (`{ stale, expired }` by tag); the cache handler writes a revalidation's states
// here and merges the hash into the manifest on every read. A revalidation made while Redis does not
// answer expires the tags on this instance at once and is written once Redis is back, re-dated to that
// moment: what the other instances rendered meanwhile, not knowing of it, is renewed too.
import { tagsManifest } from './next-cache-internals.mjs';
import { processState } from './process-state.mjs';
import { onRedisReady, withRedis } from './redis-connection.mjs';

export const tagsKey = 'lumoplast:cache:tags';

/** A tag's state in the shared hash replaces the local one when it is a later revalidation. */
export function mergeTagStates(shared) {
  for (const [tag, text] of Object.entries(shared)) {
    let state;
    try {
      state = JSON.parse(text);
    } catch {
      continue;
    }
    const local = tagsManifest.get(tag);
    // Every revalidation marks the tag stale at its time: the later `stale` is the later revalidation.
    if (!local || (state.stale ?? 0) > (local.stale ?? 0)) tagsManifest.set(tag, state);
  }
}

// Writes each tag's state (ARGV: tag, state, tag, state, …) unless the hash holds a later revalidation
// of it, in one step, so an instance replaying an old revalidation never overwrites a newer one.
const writeLaterStates = `
local written = 0
for i = 1, #ARGV, 2 do
  local current = redis.call('HGET', KEYS[1], ARGV[i])
  local newer = true
  if current then
    local ok, state = pcall(cjson.decode, current)
    if ok and type(state) == 'table' and tonumber(state.stale or 0) >= tonumber(cjson.decode(ARGV[i + 1]).stale or 0) then newer = false end
  end
  if newer then
    redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1])
    written = written + 1
  end
end
return written`;

/** @param {[string, object][]} states tag and state */
const writeStates = (states) =>
  withRedis((client) => client.eval(writeLaterStates, { keys: [tagsKey], arguments: states.flatMap(([tag, state]) => [tag, JSON.stringify(state)]) }));

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
