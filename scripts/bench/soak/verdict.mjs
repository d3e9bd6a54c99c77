// The soak's verdict and figures: `judge` holds what the run met against its targets (`soakTargets` and
// the run's bound of memory growth, `memoryGrowthLimitMiB` of its settings), every target missed a line
// of `failures`; `formatSoak` puts the figures into console lines.
import { killAfterMs } from '../../cluster/services.mjs';
import { soakTargets } from './settings.mjs';

const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The figures and the verdict: every target missed is a line of `failures`. */
export function judge({ settings, seconds, warmup, measured, enquiries, publishes, restart, lives, pages, newsApi, serverLog, timeline }) {
  // The targets of every run, and this run's bound of memory growth (by its length: soakSettings).
  const targets = { ...soakTargets, memoryGrowthMiB: settings.memoryGrowthLimitMiB };
  const failures = [];
  if (measured.serverErrors > targets.serverErrors) failures.push(`${measured.serverErrors} answers of 5xx (target: ${targets.serverErrors})`);
  const socketErrors = Object.values(measured.socketErrors).reduce((total, count) => total + count, 0);
  if (socketErrors > 0) failures.push(`${socketErrors} requests without an answer (${JSON.stringify(measured.socketErrors)})`);
  const otherStatuses = measured.unexpected.filter((entry) => entry.status !== null && entry.status < 500);
  if (otherStatuses.length > 0) failures.push(`unexpected answers: ${otherStatuses.slice(0, 5).map((entry) => `${entry.kind} ${entry.path} ${entry.status}`).join(', ')}`);
  if (enquiries.accepted !== enquiries.sent) failures.push(`${enquiries.sent - enquiries.accepted} of ${enquiries.sent} enquiries without the success message: ${enquiries.failed.slice(0, 3).map((entry) => entry.outcome).join('; ')}`);
  const unpublished = publishes.filter((entry) => entry.refresh !== 'now' || entry.visibleAfterMs === null || entry.visibleAfterMs > targets.publishVisibleWithinMs);
  if (unpublished.length > 0) failures.push(`${unpublished.length} of ${publishes.length} publishes not shown by every instance within ${targets.publishVisibleWithinMs / 1000} s: ${unpublished.slice(0, 3).map((entry) => `${entry.type} ${entry.locale} (${entry.status}, ${entry.refresh}, ${entry.visibleAfterMs} ms)`).join(', ')}`);
  if (restart.exit !== 143) failures.push(`${restart.instance} did not end on its own after SIGTERM within ${killAfterMs / 1000} s (exit: ${restart.exit}; target: 143)`);
  const instances = lives.map((instanceLives, index) => ({
    name: `instance ${index + 1}`,
    lives: instanceLives.map((life) => {
      // Judged from the level the warm-up reached (`levelOf`); the growth from the reading at rest is shown beside it.
      const memoryGrowthMiB = life.start.rssMiB === null || life.end.rssMiB === null ? null : round(life.end.rssMiB - life.start.levelMiB);
      const memoryGrowthFromRestMiB = life.start.rssMiB === null || life.end.rssMiB === null ? null : round(life.end.rssMiB - life.start.rssMiB);
      const descriptorGrowth = life.start.descriptors === null || life.end.descriptors === null ? null : life.end.descriptors - life.start.descriptors;
      const label = `instance ${index + 1} (${life.life})`;
      if (memoryGrowthMiB === null || descriptorGrowth === null) failures.push(`${label}: /proc could not be read`);
      else {
        if (life.memoryJudged !== false && memoryGrowthMiB >= targets.memoryGrowthMiB) failures.push(`${label}: memory grew ${memoryGrowthMiB} MiB (target: under ${targets.memoryGrowthMiB})`);
        if (descriptorGrowth > targets.descriptorTolerance) failures.push(`${label}: ${descriptorGrowth} descriptors more (target: at most ${targets.descriptorTolerance})`);
      }
      return { ...life, memoryGrowthMiB, memoryGrowthFromRestMiB, descriptorGrowth };
    }),
  }));
  const stackTraces = serverLog.map((text) => (text.match(/^\s+at .+\(.+:\d+:\d+\)$/gm) ?? []).length);
  return {
    settings,
    targets,
    seconds,
    pages: pages.map(({ type, language, path }) => ({ type, language, path })),
    newsEndpoint: newsApi,
    warmup: { requests: warmup.requests, statusCodes: warmup.statusCodes, socketErrors: warmup.socketErrors, latencyP99Ms: warmup.latencyP99Ms },
    ...measured,
    requestsPerSecond: round(measured.requests / seconds),
    enquiries,
    publishes,
    restart,
    instances,
    stackTracesInLog: stackTraces,
    failures,
    timeline,
  };
}

/** The figures as console lines. */
export function formatSoak(result) {
  const lines = [
    `${result.requests} requests in ${result.seconds} s (${result.requestsPerSecond}/s) after a warm-up of ${result.warmup.requests}; status codes ${JSON.stringify(result.statusCodes)}, ${result.serverErrors} of 5xx, no answer ${JSON.stringify(result.socketErrors)}`,
    `latency p50 ${result.latencyP50Ms} ms, p99 ${result.latencyP99Ms} ms, max ${result.latencyMaxMs} ms`,
    ...Object.entries(result.byKind).map(([kind, entry]) => `  ${kind.padEnd(14)} ${String(entry.requests).padStart(6)} requests, p99 ${entry.latencyP99Ms} ms, ${JSON.stringify(entry.statusCodes)}${Object.keys(entry.socketErrors).length ? ` no answer ${JSON.stringify(entry.socketErrors)}` : ''}`),
    `enquiries: ${result.enquiries.accepted} of ${result.enquiries.sent} with the success message (${result.enquiries.clients} client addresses, ${result.enquiries.perClient} each: the per-client limit; site-wide ceiling ${result.enquiries.ceilingPerMinute}/min)`,
    `publishes (every ${result.settings.publishEverySeconds} s: ${[...new Set(result.publishes.map((entry) => entry.type))].join(', ')}): ${result.publishes.filter((entry) => entry.nextVisitShownBy?.every(Boolean)).length} of ${result.publishes.length} on the next visit of every instance, ` +
      `every instance shows the rest after ${result.publishes.filter((entry) => !entry.nextVisitShownBy?.every(Boolean)).map((entry) => (entry.visibleAfterMs === null ? 'never' : `${entry.visibleAfterMs} ms`)).join(', ') || '–'}`,
    `restart: ${result.restart.instance} stopped at ${result.restart.stoppedAt} s (exit ${result.restart.exit}), answering again at ${result.restart.answersAgainAt} s`,
    `memory (RSS MiB; growth from the level under ${result.targets.memoryGrowthMiB} MiB) and open descriptors (at most ${result.targets.descriptorTolerance} more):`,
    ...result.instances.flatMap((instance) =>
      instance.lives.map(
        (life) =>
          `  ${`${instance.name}, ${life.life}`.padEnd(36)} ${life.start.rssMiB} (level ${life.start.levelMiB}) → ${life.end.rssMiB} MiB (${life.memoryGrowthMiB >= 0 ? '+' : ''}${life.memoryGrowthMiB} from the level), ` +
          `${life.start.descriptors} → ${life.end.descriptors} descriptors${life.startUnderLoad ? ` (start under traffic, after its warm-up of ${life.warmupSeconds} s${life.memoryJudged ? '' : ': too short to judge its memory'})` : ''}`,
      ),
    ),
    result.failures.length === 0 ? '✔ every target met' : `✖ targets missed:\n${result.failures.map((failure) => `  - ${failure}`).join('\n')}`,
  ];
  return lines.join('\n');
}
