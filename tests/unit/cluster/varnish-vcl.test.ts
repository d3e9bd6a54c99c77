import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteVcl } from '@/lib/edge/varnish-site-vcl';
import { draftModeVcl } from '../../../scripts/cluster/draft-mode-vcl.mjs';
import { storedObjects } from '../../support/varnish-objects';
import { findProgram, startVarnish, varnishInstancesVcl, varnishParameters, varnishVcl } from '../../../scripts/cluster/services.mjs';

/** The preview id of a build, as `next build` makes one: draft mode's cookie carries it. */
const previewModeId = '5e1f0c2a9b7d4e3f8a6b1c0d2e4f6a8b';

/** A folder varnishd's own users can read, with the site's part of the VCL as the build writes it. */
function siteVclFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'lumoplast-vcl-'));
  chmodSync(folder, 0o755);
  writeFileSync(join(folder, 'site.vcl'), siteVcl(), { mode: 0o644 });
  return folder;
}

describe('the repository’s VCL', () => {
  it('compiles with Debian’s Varnish and xkey, with the parts of a deployment and of the site', () => {
    const varnishd = findProgram('varnishd');
    expect(varnishd, 'varnishd is missing: sudo apt-get install -y varnish varnish-modules').toBeDefined();
    const folder = siteVclFolder();
    try {
      writeFileSync(join(folder, 'instances.vcl'), varnishInstancesVcl({ upstreams: ['127.0.0.1:3001', '127.0.0.1:3002'], purgers: ['127.0.0.1'] }), { mode: 0o644 });
      writeFileSync(join(folder, 'draft-mode.vcl'), draftModeVcl(previewModeId), { mode: 0o644 });
      const parameters = varnishParameters({ vclPath: [folder] }).flatMap((parameter) => ['-p', parameter]);
      const compiled = spawnSync(varnishd!, ['-C', '-n', join(folder, 'work'), '-f', varnishVcl, ...parameters], { encoding: 'utf8' });
      expect(compiled.stderr).not.toMatch(/Message from VCC|VCL compilation failed/);
      expect(compiled.status).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 30_000);

  it('imports only the modules it uses: directors and std of Varnish, and of varnish-modules xkey', () => {
    expect(readFileSync(varnishVcl, 'utf8').match(/^import \w+;/gm)).toEqual(['import directors;', 'import std;', 'import xkey;']);
  });
});

/** What the instance behind Varnish received: the path and the headers of each request (health probes aside). */
type Received = { path: string; headers: IncomingHttpHeaders };

/** A stand-in for the instances, answering as they do: keys (`xkey`), Next.js's `Vary`, a body per request. */
function startStandIn(received: Received[]): Promise<Server> {
  let served = 0;
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/api/health/') {
      response.end('{"status":"ok"}');
      return;
    }
    received.push({ path, headers: request.headers });
    served += 1;
    response.setHeader('xkey', `path:${path.split('?')[0]}`);
    response.setHeader('Vary', 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch');
    if (path === '/sets-a-cookie/') response.setHeader('Set-Cookie', 'something=1; Path=/');
    const rsc = request.headers.rsc === '1';
    // As Next.js answers a segment a page does not have.
    if (rsc && String(request.headers['next-router-segment-prefetch']).startsWith('/made-up')) {
      response.statusCode = 404;
      return response.end();
    }
    response.setHeader('Content-Type', rsc ? 'text/x-component' : 'text/html; charset=utf-8');
    response.end(`${rsc ? 'payload' : 'document'} ${served}`);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A GET as a client sends it, with exactly these headers (no `Accept-Language` of its own, as fetch would add). */
function get(origin: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${origin}${path}`, { headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

const browserLanguages = ['de', 'de-DE', 'de,en-US;q=0.7,en;q=0.3', 'en-US,en;q=0.9', 'fr-FR,fr;q=0.9'];

describe('the repository’s VCL in front of an instance: one copy of a page for every client', () => {
  const received: Received[] = [];
  let standIn: Server;
  let varnish: Awaited<ReturnType<typeof startVarnish>>;
  let folder: string;
  const through = (path: string, headers?: Record<string, string>) => get(varnish.origin, path, headers);
  const reached = (path: string) => received.filter((request) => request.path === path);

  beforeAll(async () => {
    standIn = await startStandIn(received);
    folder = siteVclFolder();
    // A port found free may be taken before varnishd binds it (the build and the tests beside open
    // connections from the same range): then varnishd exits at once, and it starts again on others.
    for (let attempt = 1; ; attempt += 1) {
      const [port, purgePort, adminPort] = [await freePort(), await freePort(), await freePort()];
      try {
        varnish = await startVarnish({ port, purgePort, adminPort, upstreams: [`127.0.0.1:${(standIn.address() as AddressInfo).port}`], siteVclFolder: folder, previewModeId });
        return;
      } catch (error) {
        if (attempt === 3 || !/exited/.test(String(error))) throw error;
      }
    }
  }, 60_000);

  afterAll(async () => {
    await varnish?.stop();
    await new Promise((resolve) => standIn?.close(resolve));
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('answers a crawler’s second request (no Accept-Language, no cookie) from the cache', async () => {
    const first = await through('/crawled/');
    const second = await through('/crawled/');
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['miss', 'hit']);
    expect(second.body).toBe(first.body);
    expect(reached('/crawled/')).toHaveLength(1);
  });

  it('answers every browser’s languages from the one copy a first visit made', async () => {
    await through('/languages/', { 'sec-fetch-dest': 'document' });
    for (const language of browserLanguages) {
      const answer = await through('/languages/', { 'accept-language': language, 'sec-fetch-dest': 'document' });
      expect(answer.headers['x-cache'], language).toBe('hit');
    }
    expect(reached('/languages/')).toHaveLength(1);
  });

  it('drops a visitor’s cookies: an old language cookie neither makes its own copy nor reaches the instance', async () => {
    const first = await through('/cookies/', { cookie: 'NEXT_LOCALE=en; other=1', 'accept-language': 'en' });
    const second = await through('/cookies/', { cookie: 'NEXT_LOCALE=de' });
    const third = await through('/cookies/');
    expect([first.headers['x-cache'], second.headers['x-cache'], third.headers['x-cache']]).toEqual(['miss', 'hit', 'hit']);
    expect(reached('/cookies/').map((request) => request.headers.cookie)).toEqual([undefined]);
  });

  it('lets a previewing editor through to the instance every time, with the build’s own draft-mode cookie', async () => {
    const cookies = [`__prerender_bypass=${previewModeId}`, `other=1; __prerender_bypass=${previewModeId}; more=2`];
    for (const cookie of cookies) {
      for (let visit = 0; visit < 2; visit += 1) expect((await through('/preview/', { cookie })).headers['x-cache']).toBe('pass');
    }
    expect(reached('/preview/').map((request) => request.headers.cookie)).toEqual(cookies.flatMap((cookie) => [cookie, cookie]));
  });

  it('serves a made-up draft-mode cookie and any Authorization the shared copy, and passes neither on', async () => {
    await through('/forged/');
    const forged: Record<string, string>[] = [
      { cookie: '__prerender_bypass=x' },
      { cookie: `__prerender_bypass=${previewModeId}0` },
      { cookie: `__prerender_bypass=${previewModeId.slice(1)}` },
      { cookie: '__next_preview_data=data' },
      { authorization: 'Bearer anything' },
      { authorization: 'Basic dXNlcjpwYXNz', cookie: '__prerender_bypass=x' },
    ];
    for (const headers of forged) expect((await through('/forged/', headers)).headers['x-cache'], JSON.stringify(headers)).toBe('hit');
    expect(reached('/forged/')).toHaveLength(1);
    // On a miss too, the instance sees neither.
    await through('/forged-first/', { cookie: '__prerender_bypass=x', authorization: 'Bearer anything' });
    expect(reached('/forged-first/').map((request) => [request.headers.cookie, request.headers.authorization])).toEqual([[undefined, undefined]]);
  });

  it('never stores an answer that sets a cookie', async () => {
    for (let visit = 0; visit < 2; visit += 1) {
      const answer = await through('/sets-a-cookie/');
      expect(answer.headers['x-cache']).toBe('pass');
      expect(answer.headers['set-cookie']).toEqual(['something=1; Path=/']);
    }
    expect(reached('/sets-a-cookie/')).toHaveLength(2);
  });

  it('passes the protocol nginx was reached by on to the instance, and keeps HTTPS and plain-HTTP copies apart', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect((await through('/protocol/', https)).headers['x-cache']).toBe('miss');
    expect((await through('/protocol/', https)).headers['x-cache']).toBe('hit');
    expect((await through('/protocol/')).headers['x-cache']).toBe('miss');
    expect((await through('/protocol/', { 'x-forwarded-proto': 'http' })).headers['x-cache']).toBe('miss');
    expect(reached('/protocol/').map((request) => request.headers['x-forwarded-proto'])).toEqual(['https', undefined, 'http']);
  });

  it('keeps the client router’s payload apart from the document, as Next.js’s Vary asks', async () => {
    const document = await through('/variants/');
    const payload = await through('/variants/', { rsc: '1', 'sec-fetch-dest': 'empty' });
    expect(payload.headers['x-cache']).toBe('miss');
    expect(payload.body).toMatch(/^payload/);
    expect((await through('/variants/', { rsc: '1', 'accept-language': 'fr' })).body).toBe(payload.body);
    expect((await through('/variants/', { 'accept-language': 'fr' })).body).toBe(document.body);
    expect(reached('/variants/')).toHaveLength(2);
  });

  it('makes no variant of a document for the client router’s headers without RSC: 1, and passes none of them on', async () => {
    await through('/router-headers/');
    for (let variant = 0; variant < 5; variant += 1) {
      const headers = { 'next-router-state-tree': encodeURIComponent(`["",{"children":["x${variant}",{}]}]`), 'next-router-prefetch': '1', 'next-router-segment-prefetch': `/x${variant}`, 'next-url': `/x${variant}` };
      const answer = await through('/router-headers/', headers);
      expect(answer.headers['x-cache'], JSON.stringify(headers)).toBe('hit');
      expect(answer.body).toMatch(/^document/);
    }
    expect(reached('/router-headers/')).toHaveLength(1);
  });

  it('answers the client router’s requests for a page from one payload, whatever router state, address or hash they carry, and passes none of those on', async () => {
    const first = await through('/payload/?_rsc=first', { rsc: '1', 'next-router-state-tree': encodeURIComponent('["",{"children":["__PAGE__",{}]}]') });
    expect(first.body).toMatch(/^payload/);
    for (let variant = 0; variant < 5; variant += 1) {
      const headers = { rsc: '1', 'next-router-state-tree': encodeURIComponent(`["",{"children":["made-up-${variant}",{}]}]`), 'next-url': `/x${variant}`, 'next-hmr-refresh': '1' };
      for (const query of [`?_rsc=made-up-${variant}`, '?_rsc', '']) {
        const answer = await through(`/payload/${query}`, headers);
        expect(answer.headers['x-cache'], `${query} ${JSON.stringify(headers)}`).toBe('hit');
        expect(answer.body).toBe(first.body);
      }
    }
    expect(reached('/payload/').map(({ headers }) => [headers.rsc, headers['next-router-state-tree'], headers['next-url'], headers['next-hmr-refresh']])).toEqual([['1', undefined, undefined, undefined]]);
  });

  it('keeps a payload for each prefetch the client router asks for, and none for a value Next.js does not read', async () => {
    const navigation = await through('/prefetches/', { rsc: '1' });
    const tree = await through('/prefetches/', { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' });
    expect(tree.body).not.toBe(navigation.body);
    expect((await through('/prefetches/', { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' })).body).toBe(tree.body);
    for (const prefetch of ['0', '4', 'yes', '1, 1']) {
      const answer = await through('/prefetches/', { rsc: '1', 'next-router-prefetch': prefetch });
      expect([answer.headers['x-cache'], answer.body], prefetch).toEqual(['hit', navigation.body]);
    }
    // Any RSC value but 1 is a request for the document, and passes none of the router's headers on.
    const document = await through('/prefetches/');
    for (const rsc of ['0', '2', 'true']) {
      const answer = await through('/prefetches/', { rsc, 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' });
      expect([answer.headers['x-cache'], answer.body], rsc).toEqual(['hit', document.body]);
    }
    expect(reached('/prefetches/').map(({ headers }) => [headers.rsc, headers['next-router-prefetch'], headers['next-router-segment-prefetch']])).toEqual([
      ['1', undefined, undefined],
      ['1', '1', '/_tree'],
      [undefined, undefined, undefined],
    ]);
  });

  it('keeps no answer of the client router’s but a payload: a made-up segment’s 404 leaves the stored objects as they were', async () => {
    await through('/segments/', { rsc: '1' });
    const before = storedObjects(varnish.workFolder);
    for (let variant = 0; variant < 5; variant += 1) {
      for (let visit = 0; visit < 2; visit += 1) {
        const answer = await through('/segments/', { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': `/made-up-${variant}` });
        expect([answer.status, answer.headers['x-cache']]).toEqual([404, 'pass']);
      }
    }
    // Each 404 is let go as soon as it is delivered (Varnish's expiry thread frees it within a moment).
    await expect.poll(() => storedObjects(varnish.workFolder), { timeout: 5_000 }).toBe(before);
    expect(reached('/segments/')).toHaveLength(11);
  });

  it('drops every query parameter the site does not read before its lookup: one copy, and the instance sees none of them', async () => {
    const first = await through('/query/');
    for (const query of ['?utm_source=mail', '?utm_source=mail&utm_medium=x', '?', '?&&', '?category=nonsense', '?_rsc=abcde', '?fbclid=1&gclid=2', '?CATEGORY=fair', '?category=fairy']) {
      const answer = await through(`/query/${query}`);
      expect(answer.headers['x-cache'], query).toBe('hit');
      expect(answer.body, query).toBe(first.body);
    }
    expect(reached('/query/').map((request) => request.path)).toEqual(['/query/']);
    // What the site reads stays, with its value, however the rest is ordered: the news list's old filter,
    // the image endpoint's file, width and quality, a file's deployment.
    const kept: [string, string, Record<string, string>?][] = [
      ['/query/?utm_source=mail&category=fair&x=1', '/query/?category=fair'],
      ['/query/?category=press', '/query/?category=press'],
      // A kept parameter repeated: the last one, once.
      ['/repeated/?category=fair&category=press&utm=1&category=fair', '/repeated/?category=fair'],
      ['/_next/image?url=%2Fmedia%2Fa.jpg&w=640&q=75&utm_source=x', '/_next/image?url=%2Fmedia%2Fa.jpg&w=640&q=75'],
      ['/_next/static/chunks/a.js?dpl=d1&x=2', '/_next/static/chunks/a.js?dpl=d1'],
      ['/api/news/?locale=de&utm_source=x', '/api/news/?locale=de&utm_source=x'],
    ];
    for (const [path, reaching, headers] of kept) {
      await through(path, headers);
      expect(received.at(-1)?.path, path).toBe(reaching);
    }
  });
});
