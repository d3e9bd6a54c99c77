import 'server-only';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { laterOutsideRequests } from '@/lib/instances/outside-requests.mjs';
import { processState } from '@/lib/instances/process-state.mjs';
import { onTagExpiry, type TagExpiries } from '@/lib/instances/tag-expiries.mjs';
import { markTagsStale } from '@/lib/instances/tag-revalidation.mjs';
import { backendRevalidateSeconds } from '../records/tags';
import { BackendError, backendErrorStatus, isBackendError } from './backend-error';
import { noteBackendAnswer } from './backend-health';
import type { BackendReads } from './client';
import { jsonApiDocument } from './json-api-document';
import type { BackendRequest, BackendResponse, Transport } from './transport';

/**
 * - `deadlineMs`: how long a published read that has a last good answer waits for the CMS before it
 *   answers with that; also how fast an answer must come to show that the CMS is back (a slower one
 *   keeps the outage, so a CMS hovering around the deadline does not flap in and out of it);
 * - `firstRetryMs`, `longestRetryMs`: the pauses between the retries during an outage, doubling.
 */
export const lastKnownTiming = { deadlineMs: 1_000, firstRetryMs: 1_000, longestRetryMs: 10_000 };

/** What is remembered at most: answers, and characters of their JSON; the least recently used go first. */
export const lastKnownLimits = { answers: 300, characters: 24_000_000 };

type Remembered = {
  text: string;
  tags: readonly string[];
  /** Read past every cache (the webhook, the record index, a retry), not through Next.js's data cache. */
  fresh: boolean;
  at: number;
  /**
   * Remembered before a publish of its type that it is not the reading of: a read no longer answers with
   * it at the deadline, but waits for the CMS (only a failure still falls back to it).
   */
  olderThanPublish?: boolean;
};

type Outcome =
  | { kind: 'usable'; response: BackendResponse; ms: number }
  | { kind: 'failed'; reason: string; ms: number; garbage: boolean; response?: BackendResponse; error?: BackendError }
  /** Begun before a publish expired its type: its answer would be older than the publish. Not the CMS's failure. */
  | { kind: 'abandoned'; reason: string; ms: number };

/** A page's read under way, which a publish of its type abandons. */
type UnderWay = { tags: readonly string[]; started: number; controller: AbortController };

type Retry = { request: BackendRequest; transport: Transport };

export interface LastKnownReadsOptions {
  timing?: typeof lastKnownTiming;
  limits?: typeof lastKnownLimits;
  now?: () => number;
  /** What `revalidateTag(tag, 'max')` does, outside a request (default `markTagsStale`). */
  markStale?: (tags: string[]) => Promise<unknown>;
  /** Runs a retry later, outside the request that met the failure (default `laterOutsideRequests`); answers a cancel. */
  later?: (task: () => void, delayMs: number) => () => void;
  /** Hears of every expiry of cache tags in the process (default `onTagExpiry`: a publish here or on another instance). */
  onExpiry?: (listener: (expiries: TagExpiries) => void) => () => void;
  log?: Pick<Console, 'warn' | 'info' | 'error'>;
}

export interface LastKnownReads {
  /**
   * The transport of a client that reads `reads`. With `fallBack` (default: for published reads) a read
   * the CMS fails answers from the last good answer; without, it fails (the webhook must know).
   */
  over(transport: Transport, reads: BackendReads, fallBack?: boolean): Transport;
  /**
   * The webhook's word that the fresh answers of `tags` remembered since `since` are its reading of the
   * publish it is about to expire them for: they stay good answers after the expiry, while every other
   * answer of those types becomes older than the publish.
   */
  publishing(tags: readonly string[], since: number): void;
  /** What is remembered now (tests, the limits). */
  size(): { answers: number; characters: number };
  /** Since when and why the CMS does not answer, or undefined while it does. */
  outage(): { since: number; reason: string } | undefined;
}

/** A failed answer of the CMS: what it said, or undefined for one the site can use (a 404 is one). */
function failureOf(request: BackendRequest, response: BackendResponse): { reason: string; garbage: boolean } | undefined {
  const { method, target } = request;
  if (response.status >= 500 || response.status === 401 || response.status === 403) {
    return { reason: `${method} ${target} answered ${response.status}`, garbage: false };
  }
  if (method === 'GET' && response.status >= 200 && response.status < 300 && !jsonApiDocument.safeParse(response.body).success) {
    return { reason: `${method} ${target} answered ${response.status} with something that is not a JSON:API document`, garbage: true };
  }
  return undefined;
}

/**
 * The CMS's reads as the site lives with a CMS that fails (docs/architecture.md, "From the CMS to the
 * page"). Every published and fresh read remembers its last good answer per request target, in the
 * process, within `lastKnownLimits` (never a preview's `latest` read). A read that falls back (a page's,
 * the record index's) and whose request fails (refused, timed out, 5xx, 401/403, an answer that is no
 * JSON:API document) answers with that instead of failing; one that has such an answer waits for the
 * CMS `deadlineMs` at most (the request goes on and updates it), and while the CMS is known to be down
 * it does not ask it at all: only Next.js's data cache (`cachedOnly`), which also tags the page, so
 * marking its type stale reaches it. The webhook's reads do not fall back: it must know whether the CMS
 * answered. Fresh answers count as good ones: right after a publish, the last known answer is the
 * published one; a published read, which may come from Next.js's data cache and be older, does not
 * replace a fresh answer younger than the hourly revalidation.
 *
 * An outage starts with the first failure of a request and is logged once; one retry at a time (the
 * last read that failed, past every cache, with growing pauses) finds the CMS back: an answer within
 * the deadline ends it, logged once, and the types whose pages were built from remembered answers (or
 * met an answer that was no document, which Next.js's data cache keeps like any other) are marked stale,
 * so those pages re-render in the background and their cached reads are read again.
 *
 * A publish (the expiry of a type, made on this instance or heard of from another: `onExpiry`) makes
 * what was read of its type before it old: a page's read still under way is abandoned (it answers at
 * once from memory, or fails), so the re-render that waits for it ends and the next visit renders
 * anew; and a remembered answer from before it no longer answers at the deadline (the webhook's own
 * reading of the publish aside, `publishing`).
 */
export function createLastKnownReads(options: LastKnownReadsOptions = {}): LastKnownReads {
  const timing = options.timing ?? lastKnownTiming;
  const limits = options.limits ?? lastKnownLimits;
  const now = options.now ?? Date.now;
  const markStale = options.markStale ?? markTagsStale;
  const later = options.later ?? laterOutsideRequests;
  const log = options.log ?? console;
  const onExpiry = options.onExpiry ?? onTagExpiry;

  const answers = new Map<string, Remembered>();
  let characters = 0;
  let outage: { since: number; reason: string } | undefined;
  /** The tags of the reads answered from memory (or met by an answer that was no document) since the CMS last answered. */
  const staleTags = new Set<string>();
  let retryWith: Retry | undefined;
  let retryDelay = timing.firstRetryMs;
  let cancelRetry: (() => void) | undefined;
  let retrying = false;
  /** Since when the webhook of this instance read each type for the publish it is about to expire (`publishing`). */
  const publishReads = new Map<string, number>();
  const underWay = new Set<UnderWay>();

  onExpiry((expiries) => {
    for (const [tag, at] of expiries) {
      const since = publishReads.get(tag);
      publishReads.delete(tag);
      for (const answer of answers.values()) {
        const readForThisPublish = answer.fresh && since !== undefined && answer.at >= since;
        if (answer.tags.includes(tag) && answer.at <= at && !readForThisPublish) answer.olderThanPublish = true;
      }
    }
    for (const read of underWay) {
      const expiry = Math.max(0, ...read.tags.map((tag) => expiries.get(tag) ?? 0));
      if (expiry > read.started) read.controller.abort();
    }
  });

  const keyOf = (transport: Transport, request: BackendRequest) => new URL(request.target, transport.baseUrl).href;

  function remember(key: string, request: BackendRequest, body: unknown, fresh: boolean): void {
    const existing = answers.get(key);
    if (!fresh && existing?.fresh && !existing.olderThanPublish && now() - existing.at < backendRevalidateSeconds * 1000) return;
    const text = JSON.stringify(body);
    if (existing) {
      answers.delete(key);
      characters -= existing.text.length;
    }
    if (text.length > limits.characters) return;
    answers.set(key, { text, tags: request.cacheTags, fresh, at: now() });
    characters += text.length;
    for (const [oldest, answer] of answers) {
      if (answers.size <= limits.answers && characters <= limits.characters) break;
      answers.delete(oldest);
      characters -= answer.text.length;
    }
  }

  function fromMemory(key: string, known: Remembered, request: BackendRequest, transport: Transport, buildsPages: boolean): BackendResponse {
    answers.delete(key);
    answers.set(key, known);
    if (buildsPages) for (const tag of request.cacheTags) staleTags.add(tag);
    retryWith = { request, transport };
    scheduleRetry();
    return { status: 200, body: JSON.parse(known.text) as unknown };
  }

  function failed(reason: string, request: BackendRequest, transport: Transport): void {
    noteBackendAnswer('failed');
    if (request.method === 'GET') retryWith = { request, transport };
    if (!outage) {
      outage = { since: now(), reason };
      log.warn(`[cms] the CMS does not answer (${reason}): pages are built from what the site last read from it, and it is tried again in the background`);
    }
    scheduleRetry();
  }

  function answered(): void {
    noteBackendAnswer('answered');
    cancelRetry?.();
    cancelRetry = undefined;
    retryDelay = timing.firstRetryMs;
    const tags = [...staleTags];
    staleTags.clear();
    if (outage) {
      const seconds = Math.round((now() - outage.since) / 1000);
      outage = undefined;
      log.info(
        `[cms] the CMS answers again (after ${seconds} s)${tags.length > 0 ? `: the pages of ${tags.join(', ')} built meanwhile re-render in the background` : ''}`,
      );
    }
    if (tags.length > 0) {
      markStale(tags).catch((error: unknown) => log.error(`[cms] the pages of ${tags.join(', ')} could not be marked stale: ${error instanceof Error ? error.message : String(error)}`));
    }
  }

  function scheduleRetry(): void {
    if (cancelRetry || retrying || !retryWith || (!outage && staleTags.size === 0)) return;
    cancelRetry = later(() => {
      cancelRetry = undefined;
      void retry();
    }, retryDelay);
  }

  /** Asks the CMS again, past every cache, for the last read that failed; one at a time. */
  async function retry(): Promise<void> {
    const target = retryWith;
    if (!target || retrying || (!outage && staleTags.size === 0)) return;
    retrying = true;
    let outcome: Outcome;
    try {
      outcome = await exchange(target.transport, { ...target.request, uncached: true });
    } catch (error) {
      outcome = { kind: 'failed', reason: error instanceof Error ? error.message : String(error), ms: 0, garbage: false };
    } finally {
      retrying = false;
    }
    if (outcome.kind === 'usable') {
      if (outcome.response.status >= 200 && outcome.response.status < 300) remember(keyOf(target.transport, target.request), target.request, outcome.response.body, true);
      if (outcome.ms <= timing.deadlineMs) return answered();
    } else {
      failed(outcome.reason, target.request, target.transport);
    }
    retryDelay = Math.min(retryDelay * 2, timing.longestRetryMs);
    scheduleRetry();
  }

  /**
   * One request to the transport. An `abandonable` one (a page's read) is kept among the reads under way
   * while it runs: a publish of its type makes what it would answer old, so it is abandoned then (else
   * the page's re-render, which every visit of the page waits for, would hold them all on the page from
   * before the publish until the CMS answered).
   */
  async function exchange(transport: Transport, request: BackendRequest, abandonable = false): Promise<Outcome> {
    const started = now();
    const read: UnderWay | undefined = abandonable ? { tags: request.cacheTags, started, controller: new AbortController() } : undefined;
    if (read) underWay.add(read);
    try {
      const response = await transport.send(read ? { ...request, signal: read.controller.signal } : request);
      const failure = failureOf(request, response);
      const ms = now() - started;
      return failure ? { kind: 'failed', ...failure, ms, response } : { kind: 'usable', response, ms };
    } catch (error) {
      if (read?.controller.signal.aborted) {
        return { kind: 'abandoned', reason: `${request.method} ${request.target}: begun before a publish of ${request.cacheTags.join(', ')}, abandoned`, ms: now() - started };
      }
      if (!isBackendError(error)) throw error;
      return { kind: 'failed', reason: error.message, ms: now() - started, garbage: false, error };
    } finally {
      if (read) underWay.delete(read);
    }
  }

  /** The outcome as the client expects it: the response, or the transport's error. */
  function passOn(outcome: Outcome, request: BackendRequest): BackendResponse {
    if (outcome.kind === 'usable') return outcome.response;
    if (outcome.kind === 'abandoned') throw new BackendError({ method: request.method, target: request.target, status: backendErrorStatus.network, reason: outcome.reason });
    if (outcome.response) return outcome.response;
    throw outcome.error;
  }

  /** The outcome before the deadline, or undefined when it did not come in time. */
  async function beforeDeadline(attempt: Promise<Outcome>): Promise<Outcome | undefined> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), timing.deadlineMs);
    });
    try {
      return await Promise.race([attempt, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  function over(transport: Transport, reads: BackendReads, fallBack = reads === 'published'): Transport {
    // `next build` fails on a CMS that fails, as it always did: no build is made of remembered answers.
    if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return transport;
    const published = reads === 'published';

    /** A write or a preview's read: never remembered, but what it meets tells whether the CMS answers. */
    async function sendPastMemory(request: BackendRequest): Promise<BackendResponse> {
      const outcome = await exchange(transport, request);
      if (outcome.kind === 'usable' && outcome.ms <= timing.deadlineMs) answered();
      if (outcome.kind === 'failed') failed(outcome.reason, request, transport);
      return passOn(outcome, request);
    }

    async function send(request: BackendRequest): Promise<BackendResponse> {
      if (request.method !== 'GET' || reads === 'latest') return sendPastMemory(request);
      const key = keyOf(transport, request);
      const known = fallBack ? answers.get(key) : undefined;
      // Only what pages were built from needs re-rendering once the CMS is back.
      const recall = (remembered: Remembered) => fromMemory(key, remembered, request, transport, published);
      /** Whether this read goes to the CMS itself, past Next.js's data cache, so its answer shows whether the CMS answers. */
      let pastTheDataCache = !published;
      if (known && outage) {
        // The record index's read: from memory, unless a publish came since (the CMS is asked then, as
        // outside an outage: a record published meanwhile must not be taken for one that does not exist).
        if (!published && !known.olderThanPublish) return recall(known);
        if (published) {
          // Not the CMS, but Next.js's data cache may answer (a page's read also tags the page that way, so
          // marking the type stale reaches it once the CMS is back).
          const cached = await exchange(transport, { ...request, cachedOnly: true });
          if (cached.kind === 'usable') return cached.response;
          if (cached.kind === 'failed' && cached.garbage) {
            for (const tag of request.cacheTags) staleTags.add(tag);
            return recall(known);
          }
        }
        // The data cache has nothing: a publish expired the type (its webhook found the CMS answering, on
        // this instance or another), or the read is new. The CMS is asked, within the deadline, as outside
        // an outage: else the page would show what was read before the publish until the retry ends the outage.
        pastTheDataCache = true;
      }

      const attempt = exchange(transport, request, published);
      // What was remembered before a publish is older than it: the read waits for the CMS.
      const hurried = known !== undefined && !known.olderThanPublish;
      const outcome = hurried ? await beforeDeadline(attempt) : await attempt;
      if (known && outcome === undefined) {
        failed(`${request.method} ${request.target}: no answer within ${timing.deadlineMs} ms`, request, transport);
        // The request goes on: a late answer still updates what is remembered.
        attempt.then(
          (late) => {
            if (late.kind === 'usable' && late.response.status >= 200 && late.response.status < 300) remember(key, request, late.response.body, !published);
          },
          () => undefined,
        );
        return recall(known);
      }
      if (outcome === undefined) throw new Error('unreachable: a read without a remembered answer has no deadline');
      if (outcome.kind === 'abandoned') {
        // A publish came meanwhile: the render that asked must end at once, for every visit of its page
        // waits for it. What it renders is dated before the publish (the cache handler stamps it with its
        // start), so the next visit renders anew whatever it is: the last good answer will do.
        const latest = answers.get(key) ?? known;
        return latest ? { status: 200, body: JSON.parse(latest.text) as unknown } : passOn(outcome, request);
      }

      if (outcome.kind === 'usable') {
        if (outcome.response.status >= 200 && outcome.response.status < 300) remember(key, request, outcome.response.body, !published);
        // Only a read past every cache shows that the CMS answers: a published one may come from the data cache.
        if (pastTheDataCache && outcome.ms <= timing.deadlineMs) answered();
        return outcome.response;
      }
      if (published && outcome.garbage) {
        // Perhaps the data cache's copy of an earlier bad answer: the retry, past every cache, tells.
        for (const tag of request.cacheTags) staleTags.add(tag);
        retryWith = { request, transport };
        scheduleRetry();
      } else {
        failed(outcome.reason, request, transport);
      }
      return known ? recall(known) : passOn(outcome, request);
    }

    return { baseUrl: transport.baseUrl, send, fileUrl: (url) => transport.fileUrl(url) };
  }

  return {
    over,
    publishing(tags, since) {
      for (const tag of tags) publishReads.set(tag, since);
    },
    size: () => ({ answers: answers.size, characters }),
    outage: () => outage,
  };
}

/** The process's last-known reads, one for all of Next.js's bundles (the pages, the route handlers, the interceptor). */
export function lastKnownReads(): LastKnownReads {
  return processState('cms.lastKnownReads', () => createLastKnownReads());
}
