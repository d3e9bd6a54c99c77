// The servers the benchmark measures: the site's server (server.ts, as `npm start` runs it) and
// `next start` of the empty Next.js page, each in its own process group on a port of its own.
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

/**
 * A server in its own process group, so that stopping it also stops anything it spawned: the site's
 * server (`site: true`, dist/server.mjs in the project's folder) or `next start` of the Next.js app in `directory`.
 */
export function startServer(directory, port, { site = false } = {}) {
  const command = site ? [join(root, 'dist', 'server.mjs')] : [nextBin, 'start', '--port', String(port)];
  const child = spawn(process.execPath, command, {
    cwd: directory,
    env: { ...process.env, ...(site && { NODE_ENV: 'production', PORT: String(port) }) },
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
    if (server.exited) throw new Error(`the server ended before it answered:\n${server.log}`);
    const answered = await fetch(`${origin}/`, { redirect: 'manual' }).then(() => true, () => false);
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer on ${origin} within 60 s:\n${server.log}`);
}

export async function fetchPage(origin, path) {
  const response = await fetch(new URL(path, origin), { redirect: 'manual' });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}, expected 200`);
  return response.text();
}
