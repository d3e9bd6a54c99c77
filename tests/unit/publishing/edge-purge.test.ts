import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expireEdgeCopies, purgeEdgeCaches } from '@/lib/publishing/edge-purge';

vi.mock('next/server', () => ({ after: vi.fn() }));

/** A cache's purge listener: records each PURGE's keys, answers `status`. */
let received: { method: string; keys: string; softKeys?: string }[] = [];
let status = 200;
const cache = http.createServer((request, response) => {
  received.push({ method: request.method ?? '', keys: String(request.headers['xkey-purge'] ?? ''), ...(request.headers['xkey-softpurge'] && { softKeys: String(request.headers['xkey-softpurge']) }) });
  response.writeHead(status).end();
});
let cacheUrl: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => cache.listen(0, '127.0.0.1', resolve));
  cacheUrl = `http://127.0.0.1:${(cache.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => cache.close(() => resolve())));
afterEach(() => {
  received = [];
  status = 200;
  vi.restoreAllMocks();
});

describe('the purge of the caches in front after a publish', () => {
  it('sends the expired tags’ keys and the refreshed paths’ keys to every cache, in batches that fit a header', async () => {
    const paths = Array.from({ length: 50 }, (_, index) => `/news/item-${index}/`);
    expect(await purgeEdgeCaches('news', ['news', 'news:record:7'], paths, [cacheUrl, cacheUrl])).toEqual([]);
    expect(received.every((purge) => purge.method === 'PURGE')).toBe(true);
    const keys = received.flatMap((purge) => purge.keys.split(' '));
    expect(keys.filter((key) => key === 'news')).toHaveLength(2);
    expect(new Set(keys)).toEqual(new Set(['news', 'news:record:7', ...paths.map((path) => `path:${path}`)]));
    expect(Math.max(...received.map((purge) => purge.keys.length))).toBeLessThan(4096);
  });

  it('names and logs once a cache that refuses or does not answer; without caches it does nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    status = 403;
    const unreachable = 'http://127.0.0.1:9/';
    expect((await purgeEdgeCaches('jobs', ['jobs'], ['/karriere-lumoplast/stellenangebote/'], [cacheUrl, unreachable])).sort()).toEqual([cacheUrl, unreachable].sort());
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls.find((call) => String(call[0]).includes(cacheUrl))?.[0])).toMatch(/answered 403/);
    // The repeat after the answer does not log the same failure again.
    await purgeEdgeCaches('jobs', ['jobs'], [], [cacheUrl], [cacheUrl]);
    expect(warn).toHaveBeenCalledTimes(2);
    received = [];
    expect(await purgeEdgeCaches('jobs', ['jobs'], ['/x/'], [])).toEqual([]);
    expect(received).toEqual([]);
  });

  it('expires keys into grace instead (xkey-softpurge) for the pages of a change read from a slow CMS, and sends nothing without keys', async () => {
    expect(await expireEdgeCopies('news', ['news', 'news:record:7'], ['/news/seite/2/'], [cacheUrl])).toEqual([]);
    expect(received).toEqual([{ method: 'PURGE', keys: '', softKeys: 'news news:record:7 path:/news/seite/2/' }]);
    received = [];
    expect(await purgeEdgeCaches('news', [], [], [cacheUrl])).toEqual([]);
    expect(received).toEqual([]);
  });
});
