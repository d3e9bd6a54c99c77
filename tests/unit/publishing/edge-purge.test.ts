import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { purgeEdgeCaches } from '@/lib/publishing/edge-purge';

/** A cache's purge listener: records each PURGE's keys, answers `status`. */
let received: { method: string; keys: string }[] = [];
let status = 200;
const cache = http.createServer((request, response) => {
  received.push({ method: request.method ?? '', keys: String(request.headers['xkey-purge'] ?? '') });
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

describe('the purge of the caches in front after a change of the content store', () => {
  it('sends the changed paths’ keys to every cache, in batches that fit a header', async () => {
    const paths = Array.from({ length: 50 }, (_, index) => `/news/item-${index}/`);
    expect(await purgeEdgeCaches('news', paths, [cacheUrl, cacheUrl])).toEqual([]);
    expect(received.every((purge) => purge.method === 'PURGE')).toBe(true);
    const keys = received.flatMap((purge) => purge.keys.split(' '));
    expect(keys.filter((key) => key === 'path:/news/item-0/')).toHaveLength(2);
    expect(new Set(keys)).toEqual(new Set(paths.map((path) => `path:${path}`)));
    expect(Math.max(...received.map((purge) => purge.keys.length))).toBeLessThan(4096);
  });

  it('names every cache that refuses or does not answer, and logs it once until a purge of it works again; without caches it does nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    status = 403;
    const unreachable = 'http://127.0.0.1:9/';
    expect((await purgeEdgeCaches('jobs', ['/karriere-lumoplast/stellenangebote/'], [cacheUrl, unreachable])).sort()).toEqual([cacheUrl, unreachable].sort());
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls.find((call) => String(call[0]).includes(cacheUrl))?.[0])).toMatch(/answered 403/);
    // Every later change while it lasts (the change's second renewal, the reconcile's, other webhooks'): named, not logged again.
    for (const paths of [['/karriere-lumoplast/stellenangebote/'], ['/news/']]) expect(await purgeEdgeCaches('news', paths, [cacheUrl])).toEqual([cacheUrl]);
    expect(warn).toHaveBeenCalledTimes(2);
    // It works again: said once; its next failure is logged again.
    status = 200;
    expect(await purgeEdgeCaches('news', ['/news/'], [cacheUrl])).toEqual([]);
    expect(await purgeEdgeCaches('news', ['/news/'], [cacheUrl])).toEqual([]);
    expect(info.mock.calls.map((call) => String(call[0]))).toEqual([`[revalidate] news: the purge of the cache ${cacheUrl} works again`]);
    status = 500;
    await purgeEdgeCaches('news', ['/news/'], [cacheUrl]);
    expect(warn).toHaveBeenCalledTimes(3);
    received = [];
    expect(await purgeEdgeCaches('jobs', ['/x/'], [])).toEqual([]);
    expect(await purgeEdgeCaches('news', [], [cacheUrl])).toEqual([]);
    expect(received).toEqual([]);
  });
});
