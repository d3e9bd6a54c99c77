import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formPostCeiling } from '@/lib/request/request-refusal';
import { securityHeaders } from '@/lib/security/security-headers';
import { findProgram, nginxConfig, nginxSecurityHeaders, startNginx } from '../../../scripts/cluster/services.mjs';

/**
 * Debian's nginx with the load balancer's configuration (`nginxConfig`, deploy/nginx.conf) in front
 * of a stub instance on loopback that records what reaches it: which bad requests nginx answers
 * itself, and that the site learns every other post's length.
 */
type Reached = { method: string; contentLength?: string; transferEncoding?: string; bytes: number };

let stub: http.Server;
let nginx: { origin: string; stop: () => Promise<void> };
let reached: Reached[] = [];

beforeAll(async () => {
  if (!findProgram('nginx')) throw new Error('These tests need nginx: sudo apt-get update && sudo apt-get install -y nginx');
  stub = http.createServer((request, response) => {
    let bytes = 0;
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      reached.push({ method: request.method!, contentLength: request.headers['content-length'], transferEncoding: request.headers['transfer-encoding'], bytes });
      // The site's own refusals, which nginx must pass on as they are.
      if (request.method === 'PATCH') response.writeHead(405, { Allow: 'GET, HEAD, POST', 'X-From': 'site' });
      response.end('from the site');
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const stubPort = (stub.address() as AddressInfo).port;
  const port = await new Promise<number>((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  nginx = await startNginx({ port, upstreams: [`127.0.0.1:${stubPort}`] });
}, 30_000);

afterAll(async () => {
  await nginx?.stop();
  await new Promise((resolve) => stub?.close(resolve));
});

beforeEach(() => {
  reached = [];
});

type Answer = { status: number; text: string; headers: http.IncomingHttpHeaders };

function send(method: string, body?: Buffer | Buffer[]): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL('/kontakt/', nginx.origin);
    const headers: Record<string, string> = { 'content-type': 'multipart/form-data; boundary=x' };
    if (Buffer.isBuffer(body)) headers['content-length'] = String(body.length);
    const request = http.request({ host: '127.0.0.1', port: url.port, method, path: url.pathname, headers, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text, headers: response.headers }));
    });
    // nginx may answer (413) before the body is sent whole and close the connection.
    request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    if (Array.isArray(body)) for (const chunk of body) request.write(chunk);
    else if (body) request.write(body);
    request.end();
  });
}

function expectSecurityHeaders({ headers }: Answer) {
  for (const [key, value] of nginxSecurityHeaders) expect(headers[key.toLowerCase()], key).toBe(value);
  expect(headers['cache-control']).toBe('no-store');
}

describe('nginx in front of the site', () => {
  it('passes a post up to twice the site’s ceiling to the site, which answers it', async () => {
    const body = Buffer.alloc(formPostCeiling + 1024 * 1024, 'x');
    const answer = await send('POST', body);
    expect([answer.status, answer.text]).toEqual([200, 'from the site']);
    expect(reached).toEqual([{ method: 'POST', contentLength: String(body.length), transferEncoding: undefined, bytes: body.length }]);
  });

  it('tells the site the length of a body sent in chunks (it buffers the body first)', async () => {
    const chunks = [Buffer.from('--x\r\n'), Buffer.from('Content-Disposition: form-data; name="subject"\r\n\r\nAngebot\r\n--x--\r\n')];
    const answer = await send('POST', chunks);
    expect(answer.status).toBe(200);
    const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    expect(reached).toEqual([{ method: 'POST', contentLength: String(length), transferEncoding: undefined, bytes: length }]);
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

  it('gives its own answers the security headers of the site (production, plain HTTP)', () => {
    expect(nginxSecurityHeaders).toEqual(securityHeaders({ development: false, https: false }).map(({ key, value }) => [key, value]));
  });

  it('writes the ceiling as the configuration says', () => {
    expect(nginxConfig({ listen: '80', upstreams: ['a:3000'], prefix: '/tmp' })).toContain(`client_max_body_size ${(2 * formPostCeiling) / 1024 / 1024}m;`);
  });
});
