import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formPostCeiling } from '@/lib/request/request-refusal';
import { securityHeaders } from '@/lib/security/security-headers';
import { localCertificate } from '../../../scripts/cluster/local-certificate.mjs';
import { findProgram, nginxConfig, nginxHttpsSecurityHeaders, nginxSecurityHeaders, startNginx } from '../../../scripts/cluster/services.mjs';

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
function sendTo(origin: string, method: string, body?: Buffer | Buffer[], { path = '/kontakt/', host }: { path?: string; host?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, origin);
    const headers: Record<string, string> = { 'content-type': 'multipart/form-data; boundary=x', ...(host ? { host } : {}) };
    if (Buffer.isBuffer(body)) headers['content-length'] = String(body.length);
    const options = { host: '127.0.0.1', port: url.port, method, path: `${url.pathname}${url.search}`, headers, agent: false };
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
  { name: 'over HTTPS, as deployed', tls: true, headers: nginxHttpsSecurityHeaders, scheme: 'https' },
  { name: 'over plain HTTP, as the benchmarks run it alone', tls: false, headers: nginxSecurityHeaders, scheme: 'http' },
] as const;

describe.each(frontDoors)('nginx in front of the site $name', ({ tls, headers: expectedHeaders, scheme }) => {
  let nginx: FrontDoor;
  const send = (method: string, body?: Buffer | Buffer[]) => sendTo(nginx.origin, method, body);

  beforeAll(async () => {
    const upstreams = [`127.0.0.1:${(stub.address() as AddressInfo).port}`];
    nginx = await startNginx({ port: await freePort(), upstreams, tls: tls ? { port: await freePort(), ...localCertificate() } : undefined });
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

  it('refuses a body beyond twice the ceiling itself with 413 and the security headers, before the site sees it', async () => {
    const answer = await send('POST', Buffer.alloc(2 * formPostCeiling + 1, 'x'));
    expect(answer.status).toBe(413);
    expectSecurityHeaders(answer);
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
    nginx = await startNginx({ port: await freePort(), upstreams, tls: { port: await freePort(), ...localCertificate() } });
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
    for (const [key, value] of nginxSecurityHeaders) expect(trace.headers[key.toLowerCase()], key).toBe(value);
    expect(trace.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('nginx’s configuration', () => {
  it('gives its own answers the security headers of the site (production, plain HTTP and HTTPS)', () => {
    expect(nginxSecurityHeaders).toEqual(securityHeaders({ development: false, https: false }).map(({ key, value }) => [key, value]));
    expect(nginxHttpsSecurityHeaders).toEqual(securityHeaders({ development: false, https: true }).map(({ key, value }) => [key, value]));
  });

  it('writes the ceiling as the configuration says', () => {
    expect(nginxConfig({ listen: '80', upstreams: ['a:3000'], prefix: '/tmp' })).toContain(`client_max_body_size ${(2 * formPostCeiling) / 1024 / 1024}m;`);
  });
});
