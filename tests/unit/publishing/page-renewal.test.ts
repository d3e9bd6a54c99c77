import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ownOrigin, renderAnew } from '@/lib/publishing/page-renewal';

vi.mock('server-only', () => ({}));

/** The instance itself: answers each path with its body in two parts (a broken path: the connection dropped). */
const asked: string[] = [];
const instance = http.createServer((request, response) => {
  asked.push(request.url ?? '');
  if (request.url === '/kaputt/') return request.socket.destroy();
  response.writeHead(request.url === '/weg/' ? 404 : 200);
  response.write('<html>');
  setTimeout(() => response.end('</html>'), 20);
});
let origin: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => instance.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(instance.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => instance.close(() => resolve())));
afterEach(() => {
  asked.length = 0;
  vi.restoreAllMocks();
});

describe('renderAnew', () => {
  it('asks the instance for every page, tells of each once its answer has ended (a 404 too), and answers those', async () => {
    const told: string[] = [];
    const rendered = await renderAnew(['/news/', '/weg/', '/en/news/'], async (path) => void told.push(path), origin);
    expect(rendered).toEqual(['/news/', '/weg/', '/en/news/']);
    expect([...told].sort()).toEqual(['/en/news/', '/news/', '/weg/']);
    expect([...asked].sort()).toEqual(['/en/news/', '/news/', '/weg/']);
  });

  it('logs a page that could not be rendered, leaves it to its next visit and goes on with the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const told: string[] = [];
    expect(await renderAnew(['/kaputt/', '/news/'], async (path) => void told.push(path), origin)).toEqual(['/news/']);
    expect(told).toEqual(['/news/']);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[revalidate\] \/kaputt\/ could not be rendered anew .*it renders on its next visit$/);
  });

  it('is this instance on its own port, on the loopback address', () => {
    expect(ownOrigin('3461')).toBe('http://127.0.0.1:3461');
    expect(ownOrigin(undefined)).toBe('http://127.0.0.1:3000');
    expect(ownOrigin(' ')).toBe('http://127.0.0.1:3000');
  });
});
