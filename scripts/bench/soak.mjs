// The soak (`npm run bench:soak`, scripts/bench-soak.mjs, and tests/e2e/cluster/soak.spec.ts): the cluster
// of scripts/cluster/services.mjs (a test CMS, redis-server, two instances of the CMS-mode build, nginx)
// under mixed traffic for a while — pages in both languages with the RSC requests of a client
// navigation, the news endpoint, enquiries near each client's limit, a publish with its webhook in turn,
// one instance restarted midway — and each instance's memory and open descriptors at rest after a
// warm-up and at the end. `runSoak` starts everything, measures, stops everything and judges the run;
// its parts are in soak/: the settings and targets, the cluster, the readings of a process, the
// traffic, the visits with a purpose (enquiries, publishes) and the verdict. How it is made:
// bench/README.md ("Soak").
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { choosePages } from './pages.mjs';
import { readRouteTable } from './route-table.mjs';
import { startCluster, testCms } from './soak/cluster.mjs';
import { atRest, startSampling, underLoad } from './soak/readings.mjs';
import { soakSettings } from './soak/settings.mjs';
import { createGate, createTally, createTrafficClock, newsEndpointPages, requestMix, startVisitors } from './soak/traffic.mjs';
import { judge } from './soak/verdict.mjs';
import { enquiryPlan, publish, publishedTypes, publishInTurn, sendEnquiries, sendEnquiry } from './soak/visits.mjs';

// What scripts/bench-soak.mjs, tests/unit/bench/soak.test.ts and tests/e2e/cluster/soak.spec.ts import (soak.d.mts).
export { flagNumber, soakSettings, soakTargets } from './soak/settings.mjs';
export { openDescriptors } from './soak/readings.mjs';
export { percentile } from './soak/traffic.mjs';
export { formatSoak, judge } from './soak/verdict.mjs';

const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * The warm-up, from `startedAt` (the visitors running) for `settings.warmupSeconds`: every kind of request
 * comes once at least, so no code runs for the first time after it: an enquiry in each language (from a
 * client address of its own) and a publish of each type, spread over it.
 */
async function warmUp({ startedAt, origin, cmsOrigin, pages, settings, gate, tally, instanceOrigins }) {
  const warmupClient = new http.Agent({ keepAlive: true, localAddress: '127.0.0.254' });
  const warmupSteps = [
    () => sendEnquiry(warmupClient, origin, pages, 'de', 'warm-up 1', tally),
    ...publishedTypes.map((type, index) => () => publish(origin, cmsOrigin, pages, type, index % 2 === 0 ? 'de' : 'en', `warm-up-${index + 1}`, tally, instanceOrigins)),
    () => sendEnquiry(warmupClient, origin, pages, 'en', 'warm-up 2', tally),
  ];
  for (const [index, step] of warmupSteps.entries()) {
    await sleep(Math.max(0, startedAt + ((index + 0.5) * settings.warmupSeconds * 1000) / warmupSteps.length - Date.now()));
    await gate.during(step);
  }
  warmupClient.destroy();
  await sleep(Math.max(0, startedAt + settings.warmupSeconds * 1000 - Date.now()));
}

/**
 * The restart, midway through the traffic: a measurement at rest of the instance at `index` first (the
 * end of its first life), then SIGTERM under traffic and a start on the same port; its second life is
 * measured from the end of a warm-up of its own (under traffic: a third of the traffic left, from 3 s up
 * to the length of the first warm-up) to the end, its memory judged only when that warm-up was as long as
 * the first.
 */
async function restartMidway({ cluster, index, settings, gate, clock, levelOf, log }) {
  const restart = { instance: `instance ${index + 1}`, port: cluster.instances[index].port };
  await clock.until(settings.durationSeconds / 2);
  const pauseStarted = Date.now();
  await gate.pause();
  const [beforeRestart] = await atRest([cluster.processes()[index]]);
  clock.paused(Date.now() - pauseStarted);
  gate.resume();
  await sleep(1000);
  restart.stoppedAt = round(clock.seconds());
  const { fresh, exit } = await cluster.restart(index);
  restart.answersAgainAt = round(clock.seconds());
  // 143: it ended on its own after SIGTERM (server.ts), every answer given; a signal: it had to be killed.
  restart.exit = exit.signal ?? exit.code;
  restart.downSeconds = round(restart.answersAgainAt - restart.stoppedAt);
  log(`  ${restart.instance} restarted (SIGTERM, started again on :${restart.port}): ${restart.downSeconds} s without it`);
  const warmupSeconds = Math.min(settings.warmupSeconds, Math.max(3, (settings.durationSeconds - clock.seconds()) / 3));
  const warmupStarted = Date.now();
  await clock.until(clock.seconds() + warmupSeconds);
  const snapshot = underLoad(fresh.child.pid);
  const start = { ...snapshot, levelMiB: levelOf(snapshot, warmupStarted + (warmupSeconds * 1000) / 2) };
  // A second life whose warm-up was cut short (a short run) still climbs: its memory is shown, not judged.
  const secondLife = { life: 'after the restart', start, startUnderLoad: true, warmupSeconds: round(warmupSeconds), memoryJudged: warmupSeconds >= settings.warmupSeconds };
  return { restart, beforeRestart, secondLife };
}

/**
 * Starts the cluster, drives it and stops it; resolves with the figures and the verdict (`failures`
 * empty when every target is met). `ports`: { cms, redis, nginx, instances: [a, b] }.
 */
export async function runSoak({ ports, settings = soakSettings(), distDir = testCms.distDir, copyName = 'soak', log = console.log }) {
  const started = [];
  const stopAll = async () => {
    while (started.length > 0) await started.pop().stop().catch(() => undefined);
  };
  const plan = enquiryPlan(settings);

  try {
    log(`▶ Soak: a test CMS on :${ports.cms}, redis-server :${ports.redis}, instances :${ports.instances.join(', :')} of ${distDir}, nginx :${ports.nginx}`);
    const cluster = await startCluster({ ports, distDir, copyName, enquiryCeilingPerMinute: plan.ceilingPerMinute, started });
    const { origin, cmsOrigin, instanceOrigins } = cluster;
    const pages = await choosePages(origin, readRouteTable());
    const newsApi = await newsEndpointPages(origin);

    const gate = createGate();
    let tally = createTally();
    const sampling = startSampling(cluster.processes);
    started.push({ stop: async () => sampling.stop() });
    log(`  warm-up: ${settings.warmupSeconds} s of the same traffic (${pages.length} pages, ${newsApi.length} pages of the news endpoint)`);
    const visitors = startVisitors({ origin, settings, gate, pick: requestMix(pages, newsApi), record: (...answer) => tally.record(...answer) });
    const warmupStarted = Date.now();
    await warmUp({ startedAt: warmupStarted, origin, cmsOrigin, pages, settings, gate, tally, instanceOrigins });
    await gate.pause();
    const warmup = tally.summary();
    const startSnapshots = (await atRest(cluster.processes())).map((snapshot) => ({ ...snapshot, levelMiB: sampling.levelOf(snapshot, warmupStarted + (settings.warmupSeconds * 1000) / 2) }));
    log(`  at rest after the warm-up: ${startSnapshots.map((snapshot, index) => `instance ${index + 1} ${snapshot.rssMiB} MiB, ${snapshot.descriptors} descriptors`).join('; ')}`);

    // The measured part: the visitors, the enquiries and the publishes over `settings.durationSeconds` of
    // traffic, the restart midway.
    tally = createTally();
    const clock = createTrafficClock();
    gate.resume();
    const visits = { origin, cmsOrigin, pages, settings, clock, gate, tally, instanceOrigins };
    const enquiryRun = sendEnquiries({ ...visits, plan });
    const publishRun = publishInTurn(visits);
    const restartIndex = cluster.instances.length - 1;
    const lives = cluster.instances.map(() => []);
    const { restart, beforeRestart, secondLife } = await restartMidway({ cluster, index: restartIndex, settings, gate, clock, levelOf: sampling.levelOf, log });
    lives[restartIndex].push({ life: 'before the restart', start: startSnapshots[restartIndex], end: beforeRestart });

    // The end: the traffic stops, each process is read at rest, everything stops.
    await clock.until(settings.durationSeconds);
    const [enquiries, publishes] = await Promise.all([enquiryRun, publishRun]);
    await gate.pause();
    const visitorsEnded = visitors.stop();
    const measured = tally.summary();
    const seconds = round(clock.seconds());
    gate.resume();
    await visitorsEnded;
    const endSnapshots = await atRest(cluster.processes());
    endSnapshots.forEach((end, index) => {
      if (index === restartIndex) lives[index].push({ ...secondLife, end });
      else lives[index].push({ life: 'whole run', start: startSnapshots[index], end });
    });
    const serverLog = cluster.instances.map((instance) => instance.output.join(''));
    await stopAll();
    return judge({ settings, seconds, warmup, measured, enquiries, publishes, restart, lives, pages, newsApi, serverLog, timeline: sampling.timeline });
  } catch (error) {
    await stopAll();
    throw error;
  }
}
