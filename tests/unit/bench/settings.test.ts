import { afterEach, describe, expect, it, vi } from 'vitest';

/** settings.mjs as it reads the environment given, imported afresh. */
async function settingsWith(environment: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value);
  vi.resetModules();
  return import('../../../scripts/bench/settings.mjs');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the benchmark\'s throttling (BENCH_THROTTLING)', () => {
  it('is simulated by default, and its results are the record in bench/results.json', async () => {
    const settings = await settingsWith({ BENCH_THROTTLING: undefined, BENCH_PAGES: undefined });
    expect(settings.throttlingMethod).toBe('simulate');
    expect(settings.resultsFile).toMatch(/\/bench\/results\.json$/);
  });

  it('applied while the page loads with devtools, its results beside the record, not over it', async () => {
    const settings = await settingsWith({ BENCH_THROTTLING: 'devtools', BENCH_PAGES: undefined });
    expect(settings.throttlingMethod).toBe('devtools');
    expect(settings.resultsFile).toMatch(/\/bench\/devtools\.tmp\/results\.json$/);
  });

  it('keeps a partial run with devtools apart from both', async () => {
    const settings = await settingsWith({ BENCH_THROTTLING: 'devtools', BENCH_PAGES: 'home' });
    expect(settings.resultsFile).toMatch(/\/bench\/devtools\.tmp\/partial\.tmp\/results\.json$/);
  });

  it('refuses a method Lighthouse would not know, naming the two it takes', async () => {
    await expect(settingsWith({ BENCH_THROTTLING: 'provided' })).rejects.toThrow('BENCH_THROTTLING must be simulate or devtools, not provided');
  });
});
