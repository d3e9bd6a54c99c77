// The site's one connection to Redis (`REDIS_URL`), shared by the cache handler (loaded by Node.js
// itself, hence plain JavaScript), the request interceptor and the contact form's rate limit. Redis is
// a cache, never the only copy of anything (docs/operations.md): every caller has a local fallback, so a
// command that cannot be answered at once fails fast instead of waiting, and the site keeps serving.
// Redis going away is logged once, its return once, not once per request.
import { createClient } from 'redis';
import { processState } from './process-state.mjs';

/** The connection of the process, whichever of its bundles opened it. */
const connection = processState('redis', () => ({ current: undefined }));

/** What runs each time the connection is (again) ready: writes that waited for Redis (`onRedisReady`). */
const readyListeners = processState('redis.readyListeners', () => new Set());

/**
 * Runs `listener` each time Redis becomes reachable (at the start and after every outage), from any
 * bundle: what could not be shared while Redis was away (a webhook's tag invalidations) is written then.
 * A listener that fails is logged; the others still run.
 * @param {() => unknown} listener
 */
export function onRedisReady(listener) {
  readyListeners.add(listener);
}

/** How long one command may take before its caller falls back to its local state. */
export const redisCommandTimeoutMs = 250;

/**
 * The process's Redis connection for `REDIS_URL`, or undefined without one. Connecting and
 * reconnecting happen in the background; `available` says whether commands can be sent now.
 * @returns {{ url: string, client: import('redis').RedisClientType, available: boolean, warned: boolean } | undefined}
 */
export function sharedRedis() {
  const url = process.env.REDIS_URL?.trim();
  if (!url) return undefined;
  const existing = connection.current;
  if (existing?.url === url) return existing;

  const client = createClient({
    url,
    // A command while disconnected fails at once (the caller falls back) rather than queueing.
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 2000) },
  });
  const state = { url, client, available: false, warned: false };
  client.on('ready', () => {
    state.available = true;
    if (state.warned) console.info('[redis] connected again: the cache and the limits are shared again');
    state.warned = false;
    for (const listener of readyListeners) {
      Promise.resolve()
        .then(listener)
        .catch((error) => console.error(`[redis] a write that waited for Redis failed: ${error?.message ?? error}`));
    }
  });
  client.on('error', (error) => {
    state.available = false;
    if (state.warned) return;
    state.warned = true;
    console.warn(`[redis] not reachable (${error?.message ?? error}): each instance serves from its local cache and counts alone until it is back`);
  });
  client.connect().catch(() => {
    // Reported by the 'error' listener; the client goes on reconnecting.
  });
  connection.current = state;
  return state;
}

/**
 * Runs commands on the shared connection within `timeoutMs` (default `redisCommandTimeoutMs`; longer only
 * for what has no local fallback as good, e.g. storing an enquiry in the outbox).
 * @template T
 * @param {(client: import('redis').RedisClientType) => Promise<T>} commands
 * @param {number} [timeoutMs]
 * @returns {Promise<{ ok: true, value: T } | { ok: false }>} `ok: false` without Redis, while it is unreachable or too slow.
 */
export async function withRedis(commands, timeoutMs = redisCommandTimeoutMs) {
  const state = sharedRedis();
  if (!state?.available) return { ok: false };
  let timer;
  try {
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
    });
    return { ok: true, value: await Promise.race([commands(state.client), timeout]) };
  } catch {
    return { ok: false };
  } finally {
    clearTimeout(timer);
  }
}

/** The process's subscribed connections, closed with the shared one. */
const subscribers = processState('redis.subscribers', () => new Set());

/**
 * Calls each channel's listener with the messages published on it, on a second connection of the
 * process's (a subscribed connection takes no other commands), and `onSubscribed` each time it is
 * subscribed. It connects and reconnects in the background and subscribes again after each outage; a
 * message published while it was away is not heard. Nothing happens without `REDIS_URL`.
 * @param {Record<string, (message: string) => void>} listeners by channel
 * @param {(subscribed: boolean) => void} [onSubscribed] told true as the subscription holds, false as its connection is lost
 */
export function subscribeShared(listeners, onSubscribed = () => undefined) {
  const state = sharedRedis();
  if (!state) return;
  const subscriber = state.client.duplicate();
  // Its outages are the shared connection's, which logs them.
  subscriber.on('error', () => onSubscribed(false));
  const subscribe = () =>
    Promise.all(Object.entries(listeners).map(([channel, listener]) => subscriber.subscribe(channel, listener))).then(
      () => onSubscribed(true),
      () => undefined,
    );
  subscriber.on('ready', () => void subscribe());
  subscriber.connect().catch(() => {
    // Not connected yet: the client goes on reconnecting, and subscribes as it is ready.
  });
  subscribers.add(subscriber);
}

/** Whether the process uses Redis (`REDIS_URL` set) and whether it is reachable now. */
export function redisStatus() {
  const state = sharedRedis();
  return state === undefined ? 'not-configured' : state.available ? 'connected' : 'unreachable';
}

/** Closes the connection (tests, shutdown). */
export async function closeSharedRedis() {
  for (const subscriber of subscribers) subscriber.destroy();
  subscribers.clear();
  const state = connection.current;
  if (!state) return;
  connection.current = undefined;
  try {
    await state.client.close();
  } catch {
    state.client.destroy();
  }
}
