// The servers the benchmark measures: `next start` of the site and of the empty Next.js page, each in
// its own process group on a port of its own (never bound to 127.0.0.1, DESIGN.md §9).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { root } from '../production-build.mjs';

export function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export const nextBin = join(root, 'node_modules/next/dist/bin/next');

/** `next start` of the project in `directory`, in its own process group, so that stopping it also stops anything it spawned. */
export function startServer(directory, port) {
  const child = spawn(process.execPath, [nextBin, 'start', '--port', String(port)], {
    cwd: directory,
    env: process.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = { child, log: '', exited: false };
  child.stdout.on('data', (chunk) => (server.log += chunk));
  child.stderr.on('data', (chunk) => (server.log += chunk));
  child.on('exit', () => (server.exited = true));
  return server;
}

export function stopServer(server) {
  if (!server || server.exited) return;
  try {
    process.kill(-server.child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

export async function waitForServer(server, origin) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (server.exited) throw new Error(`next start ended before it answered:\n${server.log}`);
    const answered = await fetch(`${origin}/`, { redirect: 'manual' }).then(() => true, () => false);
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`next start did not answer on ${origin} within 60 s:\n${server.log}`);
}

export async function fetchPage(origin, path) {
  const response = await fetch(new URL(path, origin), { redirect: 'manual' });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}, expected 200`);
  return response.text();
}
