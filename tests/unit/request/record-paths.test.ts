import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendError, backendErrorStatus } from '@/lib/cms/backend-error';
import { createBackendClient, type BackendClient } from '@/lib/cms/client';
import { createEmbeddedTransport } from '@/lib/cms/embedded-transport';
import { announceTagExpiries } from '@/lib/instances/tag-expiries.mjs';
import { createRecordPaths, recordPathTiming } from '@/lib/request/record-paths';
import { until } from '../instances/redis-server';

vi.mock('server-only', () => ({}));

afterEach(() => vi.restoreAllMocks());

/**
 * A publish of `tag` as every instance hears it: its expiry (the webhook's here, another instance's
 * through Redis). Each expiry of a test file is a moment later than the one before.
 */
let lastExpiry = 0;
function publish(tag: string, announce = announceTagExpiries) {
  lastExpiry = Math.max(Date.now() - 1, lastExpiry + 1);
  announce([[tag, { expired: lastExpiry }]], lastExpiry + 1);
}

const fixtures = path.join(process.cwd(), 'tests', 'unit', 'cms', 'fixtures');

/** The fixtures' backend, counting its reads; `down` makes it fail like an unreachable CMS. */
function countingBackend() {
  const state = { reads: 0, down: false };
  const embedded = createEmbeddedTransport({ directory: fixtures });
  const client: BackendClient = createBackendClient({
    baseUrl: embedded.baseUrl,
    fileUrl: embedded.fileUrl,
    send: async (request) => {
      state.reads += 1;
      if (state.down) throw new BackendError({ method: 'GET', target: request.target, status: backendErrorStatus.network, reason: 'connect ECONNREFUSED' });
      return embedded.send(request);
    },
  });
  return { state, client: () => client };
}

describe('the record index of the request interceptor', () => {
  it('knows a record page, redirects the CMS spelling of a slug and says none for an unknown one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client } = countingBackend();
    const paths = createRecordPaths(client);
    expect(await paths.verdict('jobs', 'de', 'einrichter-spritzguss')).toEqual({ kind: 'record' });
    expect(await paths.verdict('jobs', 'de', 'ungueltiger-slug')).toEqual({ kind: 'record' });
    expect(await paths.verdict('jobs', 'de', 'Ungültiger Slug')).toEqual({ kind: 'spelling', slug: 'ungueltiger-slug' });
    expect(await paths.verdict('jobs', 'de', 'Ungu\u0308ltiger Slug')).toEqual({ kind: 'spelling', slug: 'ungueltiger-slug' });
    expect(await paths.verdict('jobs', 'de', 'Einrichter-Spritzguss')).toEqual({ kind: 'spelling', slug: 'einrichter-spritzguss' });
    expect(await paths.verdict('jobs', 'en', 'einrichter-spritzguss')).toEqual({ kind: 'none' });
    expect(await paths.verdict('news', 'de', 'fakuma')).toEqual({ kind: 'record' });
  });

  it('knows how many records each news list holds, for the pages of the lists', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const paths = createRecordPaths(countingBackend().client);
    // The fixtures: three published German news (fair, press, product) and one English; the untitled one is skipped.
    expect(await paths.listSize('news', 'de', undefined, 1)).toEqual({ kind: 'size', size: 3 });
    expect(await paths.listSize('news', 'de', 'press', 1)).toEqual({ kind: 'size', size: 1 });
    expect(await paths.listSize('news', 'de', 'newspaper', 0)).toEqual({ kind: 'size', size: 0 });
    expect(await paths.listSize('news', 'en', undefined, 7)).toEqual({ kind: 'size', size: 1 });
  });

  it('reads a list found too short again like a missing slug, and says unknown while the backend has never answered', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let time = 1_000_000;
    const { state, client } = countingBackend();
    const paths = createRecordPaths(client, () => time);
    await paths.listSize('news', 'de', undefined, 1);
    const afterFirst = state.reads;
    // Page 2 of a list of three (at least seven records): asked again and again, read once.
    for (let guess = 0; guess < 5; guess += 1) expect(await paths.listSize('news', 'de', undefined, 7)).toEqual({ kind: 'size', size: 3 });
    expect(state.reads).toBe(afterFirst);
    time += recordPathTiming.missRetryMs + 1;
    await paths.listSize('news', 'de', undefined, 7);
    expect(state.reads).toBe(afterFirst * 2);

    const down = countingBackend();
    down.state.down = true;
    expect(await createRecordPaths(down.client).listSize('news', 'de', undefined, 7)).toEqual({ kind: 'unknown' });
  });

  it('reads a list again on a miss at most every few seconds, and at once after a publish of its collection', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let time = 1_000_000;
    const { state, client } = countingBackend();
    const paths = createRecordPaths(client, () => time);
    await paths.verdict('jobs', 'de', 'einrichter-spritzguss');
    const afterFirst = state.reads;
    for (let guess = 0; guess < 20; guess += 1) expect(await paths.verdict('jobs', 'de', `guess-${guess}`)).toEqual({ kind: 'none' });
    expect(state.reads).toBe(afterFirst);
    time += recordPathTiming.missRetryMs + 1;
    await paths.verdict('jobs', 'de', 'guess-again');
    expect(state.reads).toBe(afterFirst * 2);
    // After a publish of another collection it reads nothing; after one of its own it reads the list again.
    publish('news');
    expect(await paths.verdict('jobs', 'de', 'einrichter-spritzguss')).toEqual({ kind: 'record' });
    expect(state.reads).toBe(afterFirst * 2);
    time += 1;
    publish('jobs');
    expect(await paths.verdict('jobs', 'de', 'einrichter-spritzguss')).toEqual({ kind: 'record' });
    await until(() => state.reads === afterFirst * 3);
  });

  it('reads a list again after a publish that another bundle of the process heard of (the cache handler, the route handler)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { state, client } = countingBackend();
    const paths = createRecordPaths(client);
    await paths.verdict('jobs', 'de', 'einrichter-spritzguss');
    const afterFirst = state.reads;
    // Another bundle has a copy of the module of its own, as a fresh import has.
    vi.resetModules();
    const otherCopy = await import('@/lib/instances/tag-expiries.mjs');
    expect(otherCopy.announceTagExpiries).not.toBe(announceTagExpiries);
    publish('jobs:addresses', otherCopy.announceTagExpiries);
    await paths.verdict('jobs', 'de', 'einrichter-spritzguss');
    await until(() => state.reads === afterFirst * 2);
  });

  it('keeps the last list while the backend is down, and says unknown without one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let time = 2_000_000;
    const { state, client } = countingBackend();
    const paths = createRecordPaths(client, () => time);
    state.down = true;
    expect(await paths.verdict('news', 'de', 'fakuma')).toEqual({ kind: 'unknown' });
    state.down = false;
    time += recordPathTiming.missRetryMs + 1;
    expect(await paths.verdict('news', 'de', 'fakuma')).toEqual({ kind: 'record' });
    state.down = true;
    time += 1;
    publish('news');
    // The read fails: the address book decides.
    expect(await paths.verdict('news', 'de', 'fakuma')).toEqual({ kind: 'record' });
    await until(() => state.reads >= 3);
    // The CMS's failures are the client's to log, once per outage (last-known-reads.ts), not one line per read here.
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});

/** The fixtures' backend whose reads can be made to hang (a CMS that answers after 30 s), counting the reads sent. */
function hangingBackend() {
  const state = { reads: 0, hanging: false };
  const held: (() => void)[] = [];
  const embedded = createEmbeddedTransport({ directory: fixtures });
  const client: BackendClient = createBackendClient({
    baseUrl: embedded.baseUrl,
    fileUrl: embedded.fileUrl,
    send: async (request) => {
      state.reads += 1;
      if (state.hanging) await new Promise<void>((resolve) => held.push(resolve));
      return embedded.send(request);
    },
  });
  /** Lets the held reads answer. */
  const release = () => held.splice(0).forEach((resolve) => resolve());
  return { state, client: () => client, release };
}

/** How long an answer took, in milliseconds, with the answer. */
async function timed<Answer>(answer: Promise<Answer>): Promise<{ ms: number; answer: Answer }> {
  const started = performance.now();
  const value = await answer;
  return { ms: performance.now() - started, answer: value };
}

describe('the record index while the CMS hangs', () => {
  const timing = { ...recordPathTiming };
  afterEach(() => Object.assign(recordPathTiming, timing));

  it('after a publish answers from the address book once the read it started has hung for waitMs, then at once', async () => {
    recordPathTiming.waitMs = 300;
    const backend = hangingBackend();
    const paths = createRecordPaths(backend.client);
    expect(await paths.verdict('jobs', 'de', 'einrichter-spritzguss')).toEqual({ kind: 'record' });
    backend.state.hanging = true;
    publish('jobs');
    const first = await timed(paths.verdict('jobs', 'de', 'einrichter-spritzguss'));
    expect(first.answer).toEqual({ kind: 'record' });
    expect(first.ms).toBeGreaterThan(250);
    expect(first.ms).toBeLessThan(1_000);
    const next = await timed(paths.verdict('jobs', 'de', 'einrichter-spritzguss'));
    expect(next.answer).toEqual({ kind: 'record' });
    expect(next.ms).toBeLessThan(200);
    expect(await paths.verdict('jobs', 'de', 'gibt-es-nicht')).toEqual({ kind: 'none' });
    backend.release();
  });

  it('takes a list read in the very millisecond a publish is heard for older than the publish', async () => {
    recordPathTiming.waitMs = 300;
    const time = 6_000_000;
    const backend = hangingBackend();
    const paths = createRecordPaths(backend.client, () => time);
    expect(await paths.verdict('jobs', 'de', 'einrichter-spritzguss')).toEqual({ kind: 'record' });
    const readsOfOneList = backend.state.reads;
    backend.state.hanging = true;
    publish('jobs');
    // The clock has not moved since the list was read: the read may have begun before the publish, so the
    // next visit starts a read and, while it hangs, waits waitMs for it, then answers from the address book.
    const next = await timed(paths.verdict('jobs', 'de', 'einrichter-spritzguss'));
    expect(next.answer).toEqual({ kind: 'record' });
    expect(backend.state.reads).toBeGreaterThan(readsOfOneList);
    expect(next.ms).toBeGreaterThan(250);
    backend.release();
  });

  it('lets a path the list lacks wait for the one read under way, never longer than waitMs after it began, and sends one read however many ask', async () => {
    recordPathTiming.waitMs = 400;
    let time = 5_000_000;
    const backend = hangingBackend();
    const paths = createRecordPaths(backend.client, () => time);
    await paths.verdict('jobs', 'de', 'einrichter-spritzguss');
    const readsOfOneList = backend.state.reads;
    backend.state.hanging = true;
    time += recordPathTiming.missRetryMs + 1;
    // Twenty visitors of unknown paths at once: one read starts, each waits for it at most waitMs, then answers from the list.
    const answers = await Promise.all(Array.from({ length: 20 }, (_, guess) => timed(paths.verdict('jobs', 'de', `guess-${guess}`))));
    for (const { ms, answer } of answers) {
      expect(answer).toEqual({ kind: 'none' });
      expect(ms).toBeGreaterThan(recordPathTiming.waitMs - 50);
      expect(ms).toBeLessThan(recordPathTiming.waitMs + 300);
    }
    expect(backend.state.reads).toBe(readsOfOneList * 2);
    // The read has been under way longer than waitMs: later visitors wait for it no more.
    time += recordPathTiming.waitMs;
    const later = await timed(paths.verdict('jobs', 'de', 'guess-later'));
    expect(later).toMatchObject({ answer: { kind: 'none' } });
    expect(later.ms).toBeLessThan(100);
    expect(backend.state.reads).toBe(readsOfOneList * 2);
    // The read answers at last: a record it brings is found.
    backend.state.hanging = false;
    backend.release();
    await until(() => backend.state.reads === readsOfOneList * 2);
  });

  it('without any list lets a request wait waitMs at most, then leaves the path to the page', async () => {
    recordPathTiming.waitMs = 300;
    const backend = hangingBackend();
    backend.state.hanging = true;
    const paths = createRecordPaths(backend.client);
    const first = await timed(paths.verdict('news', 'de', 'fakuma'));
    expect(first.answer).toEqual({ kind: 'unknown' });
    expect(first.ms).toBeGreaterThan(250);
    expect(first.ms).toBeLessThan(600);
    // Once the read answers, the list is there.
    backend.state.hanging = false;
    backend.release();
    await until(async () => (await paths.verdict('news', 'de', 'fakuma')).kind === 'record');
    expect(backend.state.reads).toBe(1);
  });
});
