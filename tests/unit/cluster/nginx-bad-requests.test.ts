import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formPostCeiling } from '@/lib/request/request-refusal';
import { frontErrorPage, nginxErrorPages } from '@/lib/edge/front-error-pages';
import { securityHeaders, withInlineHashes } from '@/lib/security/security-headers';
import { inlineHashes } from '@/lib/security/inline-hashes';
import { localCertificate } from '../../../scripts/cluster/local-certificate.mjs';
import { findProgram, nginxConfig, startNginx } from '../../../scripts/cluster/services.mjs';

/** nginx's own error pages as the build makes them (dist/nginx/error-pages.json): made here, so the tests need no build. */
const errorPages = nginxErrorPages();

/**
 * Debian's nginx with the front door's configuration (`nginxConfig`, deploy/nginx.conf) in front of a
 * stub instance on loopback that records what reaches it: which bad requests nginx answers itself,
 * that the site learns every other post's length, and that plain HTTP only leads to HTTPS. As deployed
 * (HTTPS, with the cluster's certificate for localhost) and as the benchmarks run it (plain HTTP alone).
 */
type Reached = { method: string; contentLength?: string; transferEncoding?: string; forwardedProto?: string; bytes: number };
type Answer = { status: number; text: string; headers: http.IncomingHttpHeaders };
type FrontDoor = { origin: string; plainOrigin: string; stop: () => Promise<void> };

let stub: http.Server;
let reached: Reached[] = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });

beforeAll(async () => {
  if (!findProgram('nginx')) throw new Error('These tests need nginx: sudo apt-get update && sudo apt-get install -y nginx');
  stub = http.createServer((request, response) => {
    let bytes = 0;
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      reached.push({
        method: request.method!,
        contentLength: request.headers['content-length'],
        transferEncoding: request.headers['transfer-encoding'],
        forwardedProto: request.headers['x-forwarded-proto'] as string | undefined,
        bytes,
      });
      // The site's own refusals, which nginx must pass on as they are.
      if (request.method === 'PATCH') response.writeHead(405, { Allow: 'GET, HEAD, POST', 'X-From': 'site' });
      response.end('from the site');
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
}, 30_000);

afterAll(async () => {
  await new Promise((resolve) => stub?.close(resolve));
});

beforeEach(() => {
  reached = [];
});

const trusted = () => readFileSync(localCertificate().certificate);

/** A request to nginx at `origin` (HTTPS verified against the cluster's certificate), its answer read whole. */
function sendTo(origin: string, method: string, body?: Buffer | Buffer[], { path = '/kontakt/', host, extraHeaders = {} }: { path?: string; host?: string; extraHeaders?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(origin);
    // The host name the front door serves (its certificate's), unless the test names another.
    const headers: Record<string, string> = { 'content-type': 'multipart/form-data; boundary=x', host: host ?? url.host, ...extraHeaders };
    if (Buffer.isBuffer(body)) headers['content-length'] = String(body.length);
    const options = { host: '127.0.0.1', port: url.port, method, path, headers, agent: false };
    const onAnswer = (response: http.IncomingMessage) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text, headers: response.headers }));
    };
    const request = url.protocol === 'https:' ? https.request({ ...options, servername: 'localhost', ca: trusted() }, onAnswer) : http.request(options, onAnswer);
    // nginx may answer (413) before the body is sent whole and close the connection.
    request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    if (Array.isArray(body)) for (const chunk of body) request.write(chunk);
    else if (body) request.write(body);
    request.end();
  });
}

const frontDoors = [
  { name: 'over HTTPS, as deployed', tls: true, headers: errorPages.headers.https, scheme: 'https' },
  { name: 'over plain HTTP, as the benchmarks run it alone', tls: false, headers: errorPages.headers.http, scheme: 'http' },
] as const;

describe.each(frontDoors)('nginx in front of the site $name', ({ tls, headers: expectedHeaders, scheme }) => {
  let nginx: FrontDoor;
  const send = (method: string, body?: Buffer | Buffer[]) => sendTo(nginx.origin, method, body);

  beforeAll(async () => {
    const upstreams = [`127.0.0.1:${(stub.address() as AddressInfo).port}`];
    nginx = await startNginx({ port: await freePort(), upstreams, tls: tls ? { port: await freePort(), ...localCertificate() } : undefined, errorPages });
  }, 30_000);

  afterAll(async () => {
    await nginx?.stop();
  });

  function expectSecurityHeaders({ headers }: Answer) {
    for (const [key, value] of expectedHeaders) expect(headers[key.toLowerCase()], key).toBe(value);
    expect(headers['strict-transport-security'] !== undefined, 'HSTS only over HTTPS').toBe(tls);
    expect(headers['cache-control']).toBe('no-store');
  }

  it(`tells the site the scheme it was reached by (X-Forwarded-Proto: ${scheme})`, async () => {
    expect((await send('GET')).status).toBe(200);
    expect(reached.map(({ forwardedProto }) => forwardedProto)).toEqual([scheme]);
  });

  it('passes a post up to twice the site’s ceiling to the site, which answers it', async () => {
    const body = Buffer.alloc(formPostCeiling + 1024 * 1024, 'x');
    const answer = await send('POST', body);
    expect([answer.status, answer.text]).toEqual([200, 'from the site']);
    expect(reached).toEqual([{ method: 'POST', contentLength: String(body.length), transferEncoding: undefined, forwardedProto: scheme, bytes: body.length }]);
  });

  it('tells the site the length of a body sent in chunks (it buffers the body first)', async () => {
    const chunks = [Buffer.from('--x\r\n'), Buffer.from('Content-Disposition: form-data; name="subject"\r\n\r\nAngebot\r\n--x--\r\n')];
    const answer = await send('POST', chunks);
    expect(answer.status).toBe(200);
    const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    expect(reached).toEqual([{ method: 'POST', contentLength: String(length), transferEncoding: undefined, forwardedProto: scheme, bytes: length }]);
  });

  it('refuses a body beyond twice the ceiling itself with 413, the site’s page of it and the security headers, before the site sees it', async () => {
    const answer = await send('POST', Buffer.alloc(2 * formPostCeiling + 1, 'x'));
    expect(answer.status).toBe(413);
    expect(answer.text).toBe(frontErrorPage('de', 413));
    expectSecurityHeaders(answer);
    expect(reached).toEqual([]);
  });

  it('answers what it cannot read with the site’s page of its status in the path’s language and the security headers; nothing reaches the site', async () => {
    const cases: { status: number; locale: 'de' | 'en'; path: string; extraHeaders?: Record<string, string>; host?: string }[] = [
      // A path above the root.
      { status: 400, locale: 'de', path: '/../kontakt/' },
      // A request line nginx cannot read names no path it could take a language from: the German page.
      { status: 400, locale: 'de', path: '/en/../../contact/' },
      // An address longer than nginx reads (8 kB): nor does it keep it to take a language from.
      { status: 414, locale: 'de', path: `/kontakt/?q=${'a'.repeat(9_000)}` },
      { status: 414, locale: 'de', path: `/en/contact/?q=${'a'.repeat(9_000)}` },
      // A header longer than nginx reads: nginx's own 494, answered 431.
      { status: 431, locale: 'de', path: '/kontakt/', extraHeaders: { 'x-long': 'a'.repeat(9_000) } },
      { status: 431, locale: 'en', path: '/en/', extraHeaders: { cookie: `a=${'b'.repeat(9_000)}` } },
      // Over HTTPS a host name the front door does not serve.
      ...(tls ? [{ status: 421, locale: 'de' as const, path: '/', host: 'elsewhere.example' }, { status: 421, locale: 'en' as const, path: '/en/news/', host: '127.0.0.1' }] : []),
    ];
    for (const { status, locale, path, extraHeaders, host } of cases) {
      const answer = await sendTo(nginx.origin, 'GET', undefined, { path, extraHeaders, host });
      const what = `${status} for ${path.slice(0, 40)}`;
      expect(answer.status, what).toBe(status);
      expect(answer.text, what).toBe(frontErrorPage(locale, status));
      expect(answer.headers['content-type'], what).toBe('text/html; charset=utf-8');
      expectSecurityHeaders(answer);
    }
    expect(reached).toEqual([]);
  });

  it('refuses TRACE itself with 405, Allow and the security headers, and passes every other method on to the site', async () => {
    const trace = await send('TRACE');
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe('GET, HEAD, POST');
    expectSecurityHeaders(trace);
    expect(reached).toEqual([]);
    for (const method of ['PUT', 'DELETE', 'OPTIONS', 'PROPFIND']) expect((await send(method)).status, method).toBe(200);
    expect(reached.map(({ method }) => method)).toEqual(['PUT', 'DELETE', 'OPTIONS', 'PROPFIND']);
  });

  it("passes the site's own 405 on unchanged", async () => {
    const answer = await send('PATCH', Buffer.from('x'));
    expect([answer.status, answer.text, answer.headers['x-from'], answer.headers.allow]).toEqual([405, 'from the site', 'site', 'GET, HEAD, POST']);
    expect(answer.headers['content-security-policy']).toBeUndefined();
  });
});

describe('nginx’s plain HTTP beside HTTPS', () => {
  let nginx: FrontDoor;

  beforeAll(async () => {
    const upstreams = [`127.0.0.1:${(stub.address() as AddressInfo).port}`];
    nginx = await startNginx({ port: await freePort(), upstreams, tls: { port: await freePort(), ...localCertificate() }, errorPages });
  }, 30_000);

  afterAll(async () => {
    await nginx?.stop();
  });

  it('answers every request with 301 to the same path and query on the public HTTPS origin, whatever Host the client names; nothing reaches the site', async () => {
    for (const [method, path, host] of [
      ['GET', '/en/imprint/?ref=mail&x=%C3%BC', undefined],
      ['HEAD', '/', undefined],
      ['POST', '/kontakt/', 'elsewhere.example'],
    ] as const) {
      const answer = await sendTo(nginx.plainOrigin, method, method === 'POST' ? Buffer.alloc(2 * formPostCeiling + 1, 'x') : undefined, { path, host });
      expect([answer.status, answer.headers.location], `${method} ${path}`).toEqual([301, `${nginx.origin}${path}`]);
    }
    expect(reached).toEqual([]);
  });

  it('refuses TRACE itself with 405 and the plain-HTTP security headers (no HSTS over HTTP)', async () => {
    const trace = await sendTo(nginx.plainOrigin, 'TRACE');
    expect([trace.status, trace.headers.allow]).toEqual([405, 'GET, HEAD, POST']);
    for (const [key, value] of errorPages.headers.http) expect(trace.headers[key.toLowerCase()], key).toBe(value);
    expect(trace.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('nginx while the cache behind it does not answer', () => {
  let nginx: FrontDoor;

  let deaf: net.Server;

  beforeAll(async () => {
    // An upstream that closes every connection unanswered, on a port it holds: a port merely free when
    // chosen could be taken by another test's server before nginx connects (once it answered 400).
    deaf = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => deaf.listen(0, '127.0.0.1', resolve));
    const upstream = `127.0.0.1:${(deaf.address() as AddressInfo).port}`;
    nginx = await startNginx({ port: await freePort(), upstreams: [upstream], tls: { port: await freePort(), ...localCertificate() }, errorPages });
  }, 30_000);

  afterAll(async () => {
    await nginx?.stop();
    await new Promise((resolve) => deaf?.close(resolve));
  });

  it('answers 502 with the site’s page in the path’s language and the security headers over HTTPS', async () => {
    for (const [path, locale] of [['/kontakt/', 'de'], ['/en/contact/', 'en']] as const) {
      const answer = await sendTo(nginx.origin, 'GET', undefined, { path });
      expect(answer.status, path).toBe(502);
      expect(answer.text, path).toBe(frontErrorPage(locale, 502));
      for (const [key, value] of errorPages.headers.https) expect(answer.headers[key.toLowerCase()], key).toBe(value);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('nginx’s configuration', () => {
  it('gives its own answers the security headers of the site (production, plain HTTP and HTTPS), the policy allowing its pages’ style element', () => {
    const styles = [...new Set(Object.values(errorPages.pages).flatMap((page) => [...inlineHashes(page.de).styles, ...inlineHashes(page.en).styles]))];
    expect(styles).toHaveLength(1);
    for (const https of [false, true]) {
      const site = securityHeaders({ development: false, https }).map(({ key, value }): [string, string] => [key, key === 'Content-Security-Policy' ? withInlineHashes(value, { scripts: [], styles }) : value]);
      expect(errorPages.headers[https ? 'https' : 'http']).toEqual(site);
    }
  });

  it('has a page for each status it answers itself, 504 among them (Varnish not answering in time)', () => {
    const config = nginxConfig({ listen: '80', upstreams: ['a:3000'], prefix: '/tmp', errorPages });
    for (const status of ['400', '413', '414', '421', '502', '504']) expect(config, status).toContain(`error_page ${status} /_front-error/${status};`);
    expect(config).toContain('error_page 494 =431 /_front-error/431;');
  });

  it('writes the ceiling as the configuration says', () => {
    expect(nginxConfig({ listen: '80', upstreams: ['a:3000'], prefix: '/tmp', errorPages })).toContain(`client_max_body_size ${(2 * formPostCeiling) / 1024 / 1024}m;`);
  });
});
