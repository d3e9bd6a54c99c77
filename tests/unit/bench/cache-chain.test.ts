import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain JavaScript script without types
import { cpuTicksOf, measuredRequests, shareOf, summarize } from '../../../scripts/bench/cache-chain.mjs';

const run = (requestsPerSecond: number, cpuMicrosecondsPerRequest?: number) => ({
  requestsPerSecond,
  requests: requestsPerSecond * 2,
  latencyP99Ms: 1,
  non2xx3xx: 0,
  socketErrors: 0,
  ...(cpuMicrosecondsPerRequest === undefined ? {} : { cpuMicrosecondsPerRequest }),
});

describe('the shares of interleaved rounds', () => {
  it('divides within each round, then takes the median: a slow round of both setups does not count against one', () => {
    // The machine slows down in round 2 for both setups alike; the front door is 0.9 × in every round.
    const runs = { frontDoor: [run(900), run(450), run(1800)], bareChain: [run(1000), run(500), run(2000)] };
    expect(shareOf(runs, 'frontDoor', 'bareChain')).toBe(0.9);
    expect(summarize(runs.frontDoor)).toMatchObject({ requestsPerSecond: 900, roundRequestsPerSecond: [900, 450, 1800], errors: 0 });
    expect(summarize([run(10, 120), run(20, 100), run(30, 110)])).toMatchObject({ cpuMicrosecondsPerRequest: 110 });
  });
});

describe('the clients', () => {
  it('measures every page for a returning reader’s browser and for a crawler, which sends no Accept-Language and no cookie', () => {
    const measured = measuredRequests([
      { name: 'content page', path: '/kompetenzen/', language: 'de' },
      { name: 'home page en', path: '/en/', language: 'en' },
    ]);
    expect(measured.map(({ name, client, path }: { name: string; client: string; path: string }) => `${name} ${client} ${path}`)).toEqual([
      'content page browser /kompetenzen/',
      'content page, crawler crawler /kompetenzen/',
      'home page en browser /en/',
      'home page en, crawler crawler /en/',
    ]);
    const [browser, crawler, englishBrowser] = measured.map((request: { headers: Record<string, string> }) => request.headers);
    expect(browser).toMatchObject({ 'accept-language': expect.stringMatching(/^de-DE,/), 'sec-fetch-dest': 'document', 'accept-encoding': 'gzip' });
    expect(englishBrowser['accept-language']).toMatch(/^en-US,/);
    expect(crawler).toHaveProperty('accept-encoding', 'gzip');
    for (const name of ['accept-language', 'cookie', 'sec-fetch-dest']) expect(crawler).not.toHaveProperty(name);
  });
});

describe('cpuTicksOf', () => {
  it('counts the CPU time of a process and of its descendants', async () => {
    // A shell whose child uses 300 ms of CPU time, then waits to be read: the shell itself uses next to nothing.
    const shell = spawn('sh', ['-c', 'node -e "while (process.cpuUsage().user < 300000); setTimeout(() => {}, 1000)"'], { stdio: 'ignore' });
    const exited = new Promise((resolve) => shell.once('exit', resolve));
    let ticks = 0;
    // Read while the child runs (once it has exited its time is gone from /proc).
    for (const end = Date.now() + 8_000; Date.now() < end && shell.exitCode === null && ticks < 30; ) {
      ticks = Math.max(ticks, cpuTicksOf([shell.pid]));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await exited;
    expect(ticks).toBeGreaterThanOrEqual(30);
    expect(cpuTicksOf([2 ** 30])).toBe(0);
  }, 15_000);
});
