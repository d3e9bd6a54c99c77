// Readings of a process from /proc: its resident memory (`VmRSS`) and open descriptors at rest (the
// traffic paused, the idle keep-alive connections closed) or under traffic, and the samples taken while
// the soak runs: every second for the level its memory reached (`levelOf`), every 5 s for the timeline.
import { readdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { residentMemoryMiB } from '../load.mjs';

/** The open descriptors of a process (`/proc/<pid>/fd`), or null when it cannot be read. */
export function openDescriptors(pid) {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return null;
  }
}

/**
 * A process's memory and descriptors at rest: after the last request, the idle keep-alive connections
 * close (nginx's to the instances after 4 s, the instances' own after 5 s, undici's to the CMS after 4 s);
 * then the count is read until it holds still for 1.5 s (at most 10 s more).
 */
export async function atRest(processes) {
  await sleep(5500);
  const read = () => processes.map(({ pid }) => openDescriptors(pid));
  let last = read();
  let still = 0;
  for (let attempt = 0; attempt < 20 && still < 3; attempt += 1) {
    await sleep(500);
    const now = read();
    still = now.every((count, index) => count === last[index]) ? still + 1 : 0;
    last = now;
  }
  return processes.map(({ pid }, index) => ({ pid, at: new Date().toISOString(), rssMiB: residentMemoryMiB(pid), descriptors: last[index] }));
}

/** A process's memory and descriptors as they are, under traffic. */
export function underLoad(pid) {
  return { pid, at: new Date().toISOString(), rssMiB: residentMemoryMiB(pid), descriptors: openDescriptors(pid) };
}

/**
 * Samples the processes `processes()` names ([{ name, pid }], asked anew each time: a restarted instance
 * is another process) until `stop()`: each one's memory every second, for `levelOf`, and its memory and
 * descriptors every 5 s into `timeline`, to see the trend (soak.json's `timeline`).
 */
export function startSampling(processes) {
  const timeline = [];
  const started = Date.now();
  const everySecond = new Map();
  const fineSampler = setInterval(() => {
    for (const { pid } of processes()) everySecond.set(pid, [...(everySecond.get(pid) ?? []), { time: Date.now(), rssMiB: residentMemoryMiB(pid) }]);
  }, 1000);
  /**
   * The memory level a process reached under this traffic: the highest RSS since `since` (the second half
   * of its warm-up), or its reading `snapshot` when higher. RSS swings by tens of MiB as V8 collects (the
   * timeline); a reading taken at a low point would count the next swing up as growth, while a leak
   * raises the memory past every earlier high.
   */
  const levelOf = (snapshot, since) =>
    Math.max(snapshot.rssMiB ?? 0, ...(everySecond.get(snapshot.pid) ?? []).filter((sample) => sample.time >= since && sample.rssMiB !== null).map((sample) => sample.rssMiB));
  const sampler = setInterval(() => {
    for (const { name, pid } of processes()) {
      timeline.push({ second: Math.round((Date.now() - started) / 1000), instance: name, pid, rssMiB: residentMemoryMiB(pid), descriptors: openDescriptors(pid) });
    }
  }, 5000);
  return {
    timeline,
    levelOf,
    stop() {
      clearInterval(fineSampler);
      clearInterval(sampler);
    },
  };
}
