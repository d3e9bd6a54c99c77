// The soak's settings and targets: how long and how hard a run drives the cluster (`soakSettings`, from
// the flags of `npm run bench:soak`: `flagNumber`), and what it must show (`soakTargets`, and the bound of
// memory growth, which the run's length decides).

/**
 * What a soak must show. Descriptors are counted at rest (no request in flight, nginx's and Node's idle
 * keep-alive connections closed), where an instance holds only its listening socket, its Redis
 * connections, its log pipes and Node's own handles: the count may differ by a few between two moments
 * of rest (a connection the undici pool or Redis opens lazily), never by one per request, enquiry or
 * publish, which a leak would add by the hundred in a run. The bound of memory growth is the run's own
 * (`memoryGrowthLimitMiB` of `soakSettings`).
 */
export const soakTargets = { serverErrors: 0, descriptorTolerance: 5, publishVisibleWithinMs: 15_000 };

/**
 * The bound of memory growth (from the level the warm-up reached to the end, bench/README.md "Soak") by
 * the run's length. From 5 minutes of traffic on, the run measures the trend over minutes (healthy
 * 10-minute runs: −30 to −8 MiB): under 50 MiB. A shorter run ends within one of V8's swings of tens of
 * MiB (healthy 60 s runs: +8 to +39 from the reading at rest, once +50 from the level), so it gets a bound
 * only a leak reaches: under 100 MiB (200 kB kept per request made the 60 s run grow +204 and +116).
 */
const memoryGrowthBound = { longRunFromSeconds: 300, longRunMiB: 50, shortRunMiB: 100 };

/**
 * The run's bounds: `durationSeconds` of traffic after `warmupSeconds` (default a tenth of it, 45–60 s),
 * `concurrency` visitors sending together at most `requestsPerSecond` in all, `enquiriesPerMinute`, a
 * publish every `publishEverySeconds` (30 s in a 10-minute run, scaled down for a shorter one, at least 5 s),
 * and the memory growth each process must stay under, `memoryGrowthLimitMiB` (50 MiB from 5 minutes of
 * traffic on, 100 MiB in a shorter run: `memoryGrowthBound`).
 */
export function soakSettings({ durationSeconds = 600, warmupSeconds, concurrency = 4, requestsPerSecond = 40, enquiriesPerMinute = 10, publishEverySeconds, memoryGrowthLimitMiB } = {}) {
  const memoryLimit = memoryGrowthLimitMiB ?? (durationSeconds >= memoryGrowthBound.longRunFromSeconds ? memoryGrowthBound.longRunMiB : memoryGrowthBound.shortRunMiB);
  for (const [name, value] of Object.entries({ durationSeconds, concurrency, requestsPerSecond, enquiriesPerMinute, memoryGrowthLimitMiB: memoryLimit })) {
    if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not ${value}`);
  }
  // An instance's memory climbs for its first ~50 s of this traffic (first renders, V8 growing its heap),
  // then swings by ±20 MiB around a level (bench/README.md, "Soak"): a shorter warm-up would count the climb.
  const warmup = warmupSeconds ?? Math.min(60, Math.max(45, Math.round(durationSeconds / 10)));
  return {
    durationSeconds,
    warmupSeconds: warmup,
    concurrency: Math.round(concurrency),
    requestsPerSecond,
    enquiriesPerMinute,
    publishEverySeconds: publishEverySeconds ?? Math.max(5, Math.min(30, Math.round((30 * durationSeconds) / 600))),
    memoryGrowthLimitMiB: memoryLimit,
  };
}

/** The number of a command-line flag (`--duration 60`), or undefined. */
export function flagNumber(argv, name) {
  const index = argv.findIndex((argument) => argument === `--${name}` || argument.startsWith(`--${name}=`));
  if (index === -1) return undefined;
  const text = argv[index].includes('=') ? argv[index].split('=')[1] : argv[index + 1];
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number, not "${text}"`);
  return value;
}
