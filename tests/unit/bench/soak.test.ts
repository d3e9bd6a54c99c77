import { describe, expect, it } from 'vitest';
import { flagNumber, formatSoak, judge, openDescriptors, percentile, soakSettings, type SoakLife, type SoakSettings, type SoakTraffic } from '../../../scripts/bench/soak.mjs';

describe('soakSettings', () => {
  it('runs 10 minutes after a minute of warm-up, a publish every 30 s, by default', () => {
    expect(soakSettings()).toEqual({ durationSeconds: 600, warmupSeconds: 60, concurrency: 4, requestsPerSecond: 40, enquiriesPerMinute: 10, publishEverySeconds: 30, memoryGrowthLimitMiB: 50 });
  });

  it('scales the publishes down for a short run but keeps the warm-up past the climb of the first ~50 s', () => {
    expect(soakSettings({ durationSeconds: 60 })).toMatchObject({ warmupSeconds: 45, publishEverySeconds: 5 });
    expect(soakSettings({ durationSeconds: 300 })).toMatchObject({ warmupSeconds: 45, publishEverySeconds: 15 });
  });

  it('bounds memory growth by the run’s length: under 50 MiB from 5 minutes of traffic on, under 100 MiB (only a leak reaches it) in a shorter run', () => {
    expect(soakSettings({ durationSeconds: 600 }).memoryGrowthLimitMiB).toBe(50);
    expect(soakSettings({ durationSeconds: 300 }).memoryGrowthLimitMiB).toBe(50);
    expect(soakSettings({ durationSeconds: 299 }).memoryGrowthLimitMiB).toBe(100);
    expect(soakSettings({ durationSeconds: 60 }).memoryGrowthLimitMiB).toBe(100);
    expect(soakSettings({ durationSeconds: 60, memoryGrowthLimitMiB: 50 }).memoryGrowthLimitMiB).toBe(50);
    expect(soakSettings({ durationSeconds: 600, memoryGrowthLimitMiB: 80 }).memoryGrowthLimitMiB).toBe(80);
  });

  it('refuses nonsense', () => {
    expect(() => soakSettings({ durationSeconds: 0 })).toThrow(/durationSeconds/);
    expect(() => soakSettings({ requestsPerSecond: Number.NaN })).toThrow(/requestsPerSecond/);
    expect(() => soakSettings({ memoryGrowthLimitMiB: 0 })).toThrow(/memoryGrowthLimitMiB/);
  });
});

describe('flagNumber', () => {
  it('reads `--duration 60` and `--duration=60`, undefined when absent, and refuses a flag without a positive number', () => {
    expect(flagNumber(['--duration', '60'], 'duration')).toBe(60);
    expect(flagNumber(['--warmup=20'], 'warmup')).toBe(20);
    expect(flagNumber([], 'duration')).toBeUndefined();
    expect(() => flagNumber(['--duration'], 'duration')).toThrow(/--duration/);
    expect(() => flagNumber(['--duration', '-5'], 'duration')).toThrow(/--duration/);
  });
});

describe('percentile', () => {
  it('is the nearest-rank value', () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 99)).toBeNull();
  });
});

describe('openDescriptors', () => {
  it('counts this process’s open descriptors, and null for a process that does not exist', () => {
    expect(openDescriptors(process.pid)).toBeGreaterThan(2);
    expect(openDescriptors(2 ** 22 + 1)).toBeNull();
  });
});

describe('judge', () => {
  const traffic: SoakTraffic = { requests: 2400, statusCodes: { 200: 2400 }, serverErrors: 0, socketErrors: {}, unexpected: [], latencyP50Ms: 10, latencyP99Ms: 150, latencyMaxMs: 900, byKind: {} };
  const snapshot = (rssMiB: number, levelMiB = rssMiB) => ({ pid: 1, at: '2026-11-26T10:00:00.000Z', rssMiB, descriptors: 27, levelMiB });
  /** A run whose every target is met but the memory: instance 1 grows `growthMiB` from the level, instance 2 stays flat. */
  const run = (settings: SoakSettings, growthMiB: number, secondLife: Partial<SoakLife> = { memoryJudged: false }, exit: number | string = 143) =>
    judge({
      settings,
      seconds: settings.durationSeconds,
      warmup: traffic,
      measured: traffic,
      enquiries: { sent: 10, accepted: 10, failed: [], clients: 2, perClient: 5, ceilingPerMinute: 20 },
      publishes: [{ number: 0, type: 'jobs', locale: 'de', status: 200, ms: 50, refresh: 'now', nextVisitShownBy: [true, true], visibleAfterMs: 10 }],
      restart: { instance: 'instance 2', port: 3622, stoppedAt: 30, answersAgainAt: 32, downSeconds: 2, exit },
      lives: [
        [{ life: 'whole run', start: snapshot(270, 290), end: snapshot(290 + growthMiB) }],
        [
          { life: 'before the restart', start: snapshot(280), end: snapshot(275) },
          { life: 'after the restart', start: snapshot(240), startUnderLoad: true, warmupSeconds: 7, end: snapshot(240 + growthMiB), ...secondLife },
        ],
      ],
      pages: [],
      newsApi: [],
      serverLog: ['', ''],
      timeline: [],
    });

  it('holds a 60 s run to under 100 MiB of growth from the level: a healthy swing of +50 passes, a leak fails, the figures name the bound', () => {
    const short = soakSettings({ durationSeconds: 60 });
    const healthy = run(short, 50);
    expect(healthy.failures).toEqual([]);
    expect(healthy.targets.memoryGrowthMiB).toBe(100);
    expect(healthy.instances[0]?.lives[0]).toMatchObject({ memoryGrowthMiB: 50, memoryGrowthFromRestMiB: 70, descriptorGrowth: 0 });
    expect(formatSoak(healthy)).toContain('growth from the level under 100 MiB');
    expect(run(short, 99.9).failures).toEqual([]);
    expect(run(short, 100).failures).toEqual(['instance 1 (whole run): memory grew 100 MiB (target: under 100)']);
    expect(run(short, 116).failures).toEqual(['instance 1 (whole run): memory grew 116 MiB (target: under 100)']);
  });

  it('fails a run whose restarted instance had to be killed, not having ended on its own after SIGTERM', () => {
    const short = soakSettings({ durationSeconds: 60 });
    expect(formatSoak(run(short, 0))).toContain('stopped at 30 s (exit 143)');
    expect(run(short, 0, undefined, 'SIGKILL').failures).toEqual(['instance 2 did not end on its own after SIGTERM within 10 s (exit: SIGKILL; target: 143)']);
  });

  it('holds a 10-minute run to under 50 MiB, and judges a second life only after a warm-up as long as the first', () => {
    const full = soakSettings();
    expect(run(full, 49.9, { memoryJudged: true }).failures).toEqual([]);
    expect(run(full, 50, { memoryJudged: true }).failures).toEqual([
      'instance 1 (whole run): memory grew 50 MiB (target: under 50)',
      'instance 2 (after the restart): memory grew 50 MiB (target: under 50)',
    ]);
    expect(run(full, 50, { memoryJudged: false }).failures).toEqual(['instance 1 (whole run): memory grew 50 MiB (target: under 50)']);
    expect(run(full, 50, { memoryJudged: true }).targets.memoryGrowthMiB).toBe(50);
  });
});
