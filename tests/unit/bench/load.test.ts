import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain JavaScript script without types
import { browserHeaders, chooseTargets, loadSettings, measureOrigin, residentMemoryMiB } from '../../../scripts/bench/load.mjs';

describe('loadSettings', () => {
  it('bounds a run by default: 12 s per target in 3 rounds, 10 connections, uncompressed', () => {
    expect(loadSettings({})).toEqual({ durationSeconds: 12, rounds: 3, connections: 10, warmupSeconds: 3, encoding: 'identity' });
  });

  it('takes its bounds from the environment and refuses nonsense', () => {
    expect(loadSettings({ BENCH_LOAD_DURATION: '4', BENCH_LOAD_ROUNDS: '2', BENCH_LOAD_ENCODING: 'gzip' })).toMatchObject({
      durationSeconds: 4,
      rounds: 2,
      encoding: 'gzip',
    });
    expect(() => loadSettings({ BENCH_LOAD_CONNECTIONS: '-1' })).toThrow(/BENCH_LOAD_CONNECTIONS/);
    expect(() => loadSettings({ BENCH_LOAD_ENCODING: 'br' })).toThrow(/BENCH_LOAD_ENCODING/);
  });

  it('asks for gzip only when told to', () => {
    expect(browserHeaders('identity')).not.toHaveProperty('accept-encoding');
    expect(browserHeaders('gzip')).toHaveProperty('accept-encoding', 'gzip');
    expect(browserHeaders('identity')['accept-language']).toMatch(/^de-DE,/);
    expect(browserHeaders('identity', 'en')['accept-language']).toMatch(/^en-US,/);
  });
});

describe('residentMemoryMiB', () => {
  it('reads a running process and gives null for a gone one', () => {
    expect(residentMemoryMiB(process.pid)).toBeGreaterThan(1);
    expect(residentMemoryMiB(2 ** 30)).toBeNull();
  });
});

describe('against a server', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/kompetenzen/') {
        response.end(
          `<html><link rel="alternate" hrefLang="en" href="http://localhost:3000/en/kompetenzen-auf-englisch/"/><script src="/_next/static/chunks/tiny.js" async></script><script src="/_next/static/chunks/main.js?v=1" async></script>${'x'.repeat(300)}</html>`,
        );
      } else if (request.url === '/_next/static/chunks/tiny.js') {
        response.end('1');
      } else if (request.url === '/_next/static/chunks/main.js') {
        response.end('y'.repeat(400));
      } else if (request.url === '/karriere-lumoplast/stellenangebote/') {
        response.end('<a href="/karriere-lumoplast/">up</a><a href="/karriere-lumoplast/stellenangebote/erste-stelle/">job</a>');
      } else if (request.url === '/_next/static/chunks/main.js' || request.url === '/karriere-lumoplast/stellenangebote/erste-stelle/') {
        response.end('ok');
      } else {
        response.statusCode = 404;
        response.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('finds the targets: the content page in both languages, the first job offer, the page’s script nearest it in size, the health endpoint', async () => {
    expect(await chooseTargets(origin, {})).toEqual([
      { name: 'content page', kind: 'page', path: '/kompetenzen/' },
      { name: 'content page en', kind: 'page', path: '/en/kompetenzen-auf-englisch/', language: 'en' },
      { name: 'job page', kind: 'page', path: '/karriere-lumoplast/stellenangebote/erste-stelle/' },
      { name: 'static script', kind: 'static', path: '/_next/static/chunks/main.js' },
      { name: 'health', kind: 'health', path: '/api/health/' },
    ]);
  });

  it('counts every answer that is no 2xx as an error and gives each rate as a share of the script’s', async () => {
    const settings = { durationSeconds: 2, rounds: 2, connections: 2, warmupSeconds: 1, encoding: 'identity' };
    const targets = [
      { name: 'static script', kind: 'static', path: '/_next/static/chunks/main.js' },
      { name: 'health', kind: 'health', path: '/api/health/' },
    ];
    const measurement = await measureOrigin(origin, { settings, targets, processes: [{ name: 'this', pid: process.pid }], log: () => undefined });
    const [script, health] = measurement.targets;
    expect(script).toMatchObject({ errors: 0, ratioToStatic: 1 });
    expect(script.roundRequestsPerSecond).toHaveLength(2);
    expect(script.memory[0].rssMiB).toBeGreaterThan(1);
    expect(health.requests).toBeGreaterThan(0);
    expect(health.errors).toBe(health.requests);
    expect(health.statusCodes).toEqual({ 404: health.requests });
  }, 30_000);
});
