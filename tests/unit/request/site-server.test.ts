import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formPostCeiling } from '@/lib/request/request-refusal';
import { createSiteServer } from '@/lib/request/site-server';
import { inlineHashes } from '@/lib/security/inline-hashes';
import { securityHeaders, withInlineHashes } from '@/lib/security/security-headers';

/**
 * The site's server as `server.ts` starts it in front of Next.js, here in front of a stub handler that
 * counts what reaches it.
 */
let server: http.Server;
let port: number;
let reached: string[] = [];

beforeAll(async () => {
  server = createSiteServer(
    (request, response) => {
      reached.push(`${request.method} ${request.url}`);
      request.resume();
      request.on('end', () => response.end('handled'));
    },
    { development: false },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  reached = [];
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function send(method: string, path: string, { headers = {}, body }: { headers?: Record<string, string>; body?: Buffer | string | string[] } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // A body of announced length, as browsers send a form (Node's client would send a chunked one).
    const length = body === undefined || Array.isArray(body) ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const request = http.request({ host: '127.0.0.1', port, method, path, headers: { ...length, ...headers }, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on('error', reject);
    if (Array.isArray(body)) for (const chunk of body) request.write(chunk);
    else if (body !== undefined) request.write(body);
    request.end();
  });
}

/** A request written as raw bytes, for what Node's own client will not send. */
function sendRaw(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.setEncoding('latin1').on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** The security headers of an answer of the front; a page's policy also allows its style element by its hash. */
function expectSecurityHeaders(headers: http.IncomingHttpHeaders, page?: string) {
  for (const { key, value } of securityHeaders({ development: false, https: false })) {
    const expected = key === 'Content-Security-Policy' && page !== undefined ? withInlineHashes(value, inlineHashes(page)) : value;
    expect(headers[key.toLowerCase()], key).toBe(expected);
  }
  expect(headers['cache-control']).toBe('no-store');
}

describe('the site server’s front', () => {
  it('hands GET, HEAD and POST of a page, and every method of a route handler, to the server’s handler', async () => {
    for (const [method, path] of [
      ['GET', '/kontakt/'],
      ['HEAD', '/en/contact/'],
      ['POST', '/kontakt/'],
      ['PUT', '/api/health/'],
      ['OPTIONS', '/api/revalidate/'],
    ] as const) {
      const answer = await send(method, path, method === 'POST' ? { body: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } } : {});
      expect(answer.status, `${method} ${path}`).toBe(200);
    }
    expect(reached).toEqual(['GET /kontakt/', 'HEAD /en/contact/', 'POST /kontakt/', 'PUT /api/health/', 'OPTIONS /api/revalidate/']);
  });

  it('answers a method a page does not take with 405, Allow and the security headers, without the handler', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND']) {
      const answer = await send(method, '/kontakt/', { body: method === 'TRACE' ? undefined : 'x' });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow, method).toBe('GET, HEAD, POST');
      expect(answer.body).toBe('');
      expectSecurityHeaders(answer.headers);
    }
    const image = await send('PUT', '/_next/image?url=%2Fmedia%2Fbrand%2Flumoplast-og.png&w=64&q=75');
    expect([image.status, image.headers.allow]).toEqual([405, 'GET, HEAD']);
    const handler = await send('TRACE', '/api/revalidate/');
    expect([handler.status, handler.headers.allow]).toEqual([405, 'POST']);
    expect(reached).toEqual([]);
  });

  it('redirects a path with repeated slashes or a backslash to the clean one itself: 308, the query kept, the security headers, for no cache to keep', async () => {
    for (const [path, location] of [
      ['//impressum/', '/impressum/'],
      ['/en//imprint/?ref=mail', '/en/imprint/?ref=mail'],
      ['/en\\imprint/', '/en/imprint/'],
      ['/\\evil.example/', '/evil.example/'],
      ['///evil.example', '/evil.example'],
      ['/news/?next=//evil.example', null],
    ] as const) {
      const answer = await send('GET', path, { headers: { 'x-forwarded-proto': 'https' } });
      if (location === null) {
        expect(answer.status, path).toBe(200);
        continue;
      }
      expect([answer.status, answer.headers.location], path).toEqual([308, location]);
      expect(answer.headers['strict-transport-security'], path).toMatch(/max-age=/);
      expect(answer.headers['content-security-policy'], path).toMatch(/frame-ancestors 'none'/);
      expect(answer.headers['cache-control'], path).toBe('no-store');
    }
    expect(reached).toEqual(['GET /news/?next=//evil.example']);
  });

  it('adds HSTS behind a proxy that terminated HTTPS', async () => {
    const answer = await send('DELETE', '/en/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(answer.status).toBe(405);
    expect(answer.headers['strict-transport-security']).toMatch(/max-age=/);
    expect(answer.headers['content-security-policy']).toMatch(/upgrade-insecure-requests/);
  });

  it('answers a form post over the ceiling with 413 and the page of its language, after reading the body', async () => {
    const body = Buffer.alloc(formPostCeiling + 1, 'x');
    const german = await send('POST', '/kontakt/', { body, headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(german.status).toBe(413);
    expect(german.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(german.body).toContain('<html lang="de">');
    expect(german.body).toContain('Ihre Anfrage ist zu groß');
    expect(german.body).toContain('href="/kontakt/"');
    expectSecurityHeaders(german.headers, german.body);
    expect(inlineHashes(german.body).styles).toHaveLength(1);
    const english = await send('POST', '/en/contact/', { body, headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(english.status).toBe(413);
    expect(english.body).toContain('Your enquiry is too large');
    expect(reached).toEqual([]);
  });

  it('answers a form post without its length with 411', async () => {
    const answer = await send('POST', '/en/contact/', { body: ['subject=a', '&message=b'], headers: { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' } });
    expect(answer.status).toBe(411);
    expect(answer.body).toContain('Your enquiry arrived without its length');
    expectSecurityHeaders(answer.headers, answer.body);
    expect(reached).toEqual([]);
  });

  it('answers CONNECT with 405 and the security headers', async () => {
    const answer = await sendRaw(`CONNECT localhost:${port} HTTP/1.1\r\nHost: localhost:${port}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(answer).toMatch(/\r\nAllow: GET, HEAD, POST\r\n/);
    expect(answer).toMatch(/\r\nContent-Security-Policy: default-src 'self';/);
    expect(reached).toEqual([]);
  });

  it('answers a request Node cannot parse as Node does, with the security headers', async () => {
    const unknownMethod = await sendRaw('FOO / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(unknownMethod).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(unknownMethod).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/);
    expect(unknownMethod).toMatch(/\r\nConnection: close\r\n/);
    const hugeHeader = await sendRaw(`GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(hugeHeader).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(hugeHeader).toMatch(/\r\nContent-Security-Policy: /);
    expect(reached).toEqual([]);
  });

  it('answers what it cannot read with the HTTPS headers when the build was made for an HTTPS origin (no X-Forwarded-Proto to go by)', async () => {
    const behindHttps = createSiteServer(() => undefined, { development: false, publicHttps: true });
    await new Promise<void>((resolve) => behindHttps.listen(0, '127.0.0.1', resolve));
    const httpsPort = (behindHttps.address() as AddressInfo).port;
    const raw = (text: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(httpsPort, '127.0.0.1', () => socket.write(text));
        let answer = '';
        socket.setEncoding('latin1').on('data', (chunk: string) => (answer += chunk));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    try {
      for (const answer of [await raw('BREW / HTTP/1.1\r\nHost: localhost\r\n\r\n'), await raw(`GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)]) {
        expect(answer).toMatch(/^HTTP\/1\.1 (400|431) /);
        expect(answer).toMatch(/\r\nContent-Security-Policy: [^\r]*; upgrade-insecure-requests\r\n/);
        expect(answer).toMatch(/\r\nStrict-Transport-Security: max-age=/);
      }
    } finally {
      await new Promise((resolve) => behindHttps.close(resolve));
    }
    // Built for plain HTTP (the default): none of them.
    const plain = await sendRaw('BREW / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(plain).not.toMatch(/upgrade-insecure-requests|Strict-Transport-Security/);
  });

  it('answers GET /metrics itself with the figures, a page counted by its kind and status, the scrape not', async () => {
    const count = (text: string, labels: string) => Number(new RegExp(`^lumoplast_http_request_duration_seconds_count\\{${labels}\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
    const before = await send('GET', '/metrics');
    expect(before.status).toBe(200);
    expect(before.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(before.headers['cache-control']).toBe('no-store');
    await send('GET', '/en/contact/');
    await send('GET', '/en/contact/', { headers: { rsc: '1' } });
    await send('PUT', '/en/contact/');
    const after = (await send('GET', '/metrics')).body;
    expect(count(after, 'kind="page",status="200"') - count(before.body, 'kind="page",status="200"')).toBe(1);
    expect(count(after, 'kind="rsc",status="200"') - count(before.body, 'kind="rsc",status="200"')).toBe(1);
    expect(count(after, 'kind="page",status="405"') - count(before.body, 'kind="page",status="405"')).toBe(1);
    // The scrapes themselves: no request of any kind but the three.
    const total = (text: string) => [...text.matchAll(/^lumoplast_http_request_duration_seconds_count\{[^}]*\} (\d+)$/gm)].reduce((sum, match) => sum + Number(match[1]), 0);
    expect(total(after) - total(before.body)).toBe(3);
    expect(reached).toEqual(['GET /en/contact/', 'GET /en/contact/']);
    expect((await send('HEAD', '/metrics')).body).toBe('');
  });

  it('answers /metrics only at that exact target: a path that only resolves to it goes on as any other', async () => {
    for (const target of ['/x/../metrics', '/./metrics', '/%2e/metrics', '/metrics/', '//metrics']) {
      const answer = await sendRaw(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect(answer, target).not.toContain('lumoplast_');
    }
    expect(reached.filter((line) => line.includes('metrics')).length).toBeGreaterThan(0);
  });

  it('changes no other HTTP server of the process (no global prototype is patched)', async () => {
    const other = http.createServer((request, response) => response.end(request.method));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const otherPort = (other.address() as AddressInfo).port;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port: otherPort, method: 'PUT', path: '/kontakt/', agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      request.end();
    });
    await new Promise((resolve) => other.close(resolve));
    expect(answer).toEqual({ status: 200, body: 'PUT' });
    expect((await send('PUT', '/')).status).toBe(405);
  });
});

describe('the cache keys of a cache in front', () => {
  it('are on every GET and HEAD with `cacheKeys`, never on a post, and on nothing without it', async () => {
    const keyed = createSiteServer(
      (request, response) => {
        response.end('handled');
      },
      { development: false, cacheKeys: true },
    );
    await new Promise<void>((resolve) => keyed.listen(0, '127.0.0.1', resolve));
    const keyedPort = (keyed.address() as AddressInfo).port;
    const ask = (method: string, path: string) =>
      new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
        http.request({ host: '127.0.0.1', port: keyedPort, method, path, agent: false, headers: { 'content-length': '0' } }, (response) => resolve(response.resume().headers)).on('error', reject).end();
      });
    try {
      expect((await ask('GET', '/karriere-lumoplast/stellenangebote/?x=1')).xkey).toBe('path:/karriere-lumoplast/stellenangebote/');
      expect((await ask('HEAD', '/sitemap.xml')).xkey).toBe('path:/sitemap.xml');
      expect((await ask('POST', '/kontakt/')).xkey).toBeUndefined();
    } finally {
      await new Promise((resolve) => keyed.close(resolve));
    }
    expect((await send('GET', '/karriere-lumoplast/stellenangebote/')).headers.xkey).toBeUndefined();
  });
});
