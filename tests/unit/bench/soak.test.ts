import { describe, expect, it } from 'vitest';
import { flagNumber, openDescriptors, percentile, soakSettings } from '../../../scripts/bench/soak.mjs';

describe('soakSettings', () => {
  it('runs 10 minutes after a minute of warm-up, a publish every 30 s, by default', () => {
    expect(soakSettings()).toEqual({ durationSeconds: 600, warmupSeconds: 60, concurrency: 4, requestsPerSecond: 40, enquiriesPerMinute: 10, publishEverySeconds: 30 });
  });

  it('scales the publishes down for a short run but keeps the warm-up past the climb of the first ~50 s', () => {
    expect(soakSettings({ durationSeconds: 60 })).toMatchObject({ warmupSeconds: 45, publishEverySeconds: 5 });
    expect(soakSettings({ durationSeconds: 300 })).toMatchObject({ warmupSeconds: 45, publishEverySeconds: 15 });
  });

  it('refuses nonsense', () => {
    expect(() => soakSettings({ durationSeconds: 0 })).toThrow(/durationSeconds/);
    expect(() => soakSettings({ requestsPerSecond: Number.NaN })).toThrow(/requestsPerSecond/);
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
