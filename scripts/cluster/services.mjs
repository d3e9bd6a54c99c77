// The pieces of the multi-instance topology (docs/operations.md), each a real process on a loopback port:
// Debian's `redis-server`, instances of one build (the site's server), Debian's `nginx` as the load
// balancer. `npm run cluster` composes them (scripts/cluster.mjs), and so do the end-to-end tests of
// the cluster (tests/e2e/cluster/), so both run exactly the same thing.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname;

const installHint = {
  'redis-server': 'sudo apt-get update && sudo apt-get install -y redis-server',
  nginx: 'sudo apt-get update && sudo apt-get install -y nginx',
};

/** The path of a program of Debian's packages, or undefined. */
export function findProgram(name) {
  for (const folder of ['/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin']) {
    if (existsSync(join(folder, name))) return join(folder, name);
  }
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

/** The programs the topology needs that are missing, each with how to install it. */
export function missingPrograms() {
  return Object.keys(installHint)
    .filter((name) => !findProgram(name))
    .map((name) => ({ name, install: installHint[name] }));
}

async function waitFor(check, what, timeoutMs = 30_000) {
  const started = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() - started > timeoutMs) throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A started process: `stop()` ends it and resolves once it has exited. */
function managed(child, name) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    name,
    child,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Waits until a started service answers; one that never does is stopped, so no process is left behind holding its port. */
async function whenReady(service, ready) {
  try {
    await ready;
  } catch (error) {
    await service.stop('SIGKILL');
    throw error;
  }
}

const isListening = (port) =>
  new Promise((resolve) => {
    import('node:net').then(({ connect }) => {
      const socket = connect({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  });

/** `redis-server` on a loopback port, in memory only (it is a cache: nothing to persist). */
export async function startRedis({ port }) {
  const program = findProgram('redis-server');
  if (!program) throw new Error(`redis-server is missing: ${installHint['redis-server']}`);
  const child = spawn(program, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const service = managed(child, `redis-server :${port}`);
  await whenReady(service, waitFor(() => isListening(port), service.name));
  return { ...service, url: `redis://127.0.0.1:${port}` };
}

/**
 * A copy of a build for instances of their own (`${distDir}-instances`, or `${distDir}-${name}`; without
 * the build's cache), so the pages they render do not mix with those of another server running the same
 * build (the end-to-end tests run the CMS-mode build beside its clusters, each spec with its own copy).
 * Built ones are replaced.
 */
export function copyBuild(distDir, name = 'instances') {
  const copy = `${distDir}-${name}`;
  if (!existsSync(join(root, distDir, 'BUILD_ID'))) throw new Error(`${distDir} holds no build: build first (npm run build)`);
  rmSync(join(root, copy), { recursive: true, force: true });
  cpSync(join(root, distDir), join(root, copy), { recursive: true, filter: (source) => source !== join(root, distDir, 'cache') });
  return copy;
}

/**
 * One instance: the site's server (`dist/server.mjs`, server.ts) serving a build (`distDir`, default
 * `.next`) on a port, with its own environment. `log`: 'inherit' (to the console), 'ignore', or
 * 'collect' (kept in `output`, for tests that read the server's log).
 */
export async function startInstance({ distDir = '.next', port, env = {}, log = 'ignore' }) {
  const child = spawn(process.execPath, [join(root, 'dist', 'server.mjs')], {
    cwd: root,
    // The server listens on every interface, reached on loopback.
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), NEXT_DIST_DIR: distDir, ...env },
    stdio: ['ignore', log === 'collect' ? 'pipe' : log, log === 'collect' ? 'pipe' : log],
  });
  const output = [];
  if (log === 'collect') for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(String(chunk)));
  const service = { ...managed(child, `instance :${port}`), output };
  await whenReady(service, waitFor(async () => (await fetch(`http://127.0.0.1:${port}/api/health/`)).status < 500, service.name, 60_000));
  return { ...service, port, origin: `http://localhost:${port}` };
}

/**
 * The site's security headers (lib/security/security-headers.ts, production over plain HTTP) on the two
 * answers nginx gives itself: a body over its limit (413) and `TRACE` (405). This file runs without
 * TypeScript, so they are written here; tests/unit/cluster/nginx-bad-requests.test.ts keeps them equal.
 */
export const nginxSecurityHeaders = [
  ['Content-Security-Policy', "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self'; media-src 'self'; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'accelerometer=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=()'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

const nginxHeaderLines = (indent) => [...nginxSecurityHeaders, ['Cache-Control', 'no-store']].map(([key, value]) => `${indent}add_header ${key} "${value}" always;`).join('\n');

/**
 * nginx as the load balancer in front of the instances: round robin, it sets `X-Forwarded-For` to
 * the address it was reached from (a client's own header is replaced, not extended), and a request an
 * instance cannot take (connection refused while it restarts) goes to the next one. compose.yaml's
 * deploy/nginx.conf is this configuration too (tests/unit/cluster/ checks that they agree).
 */
export function nginxConfig({ listen, upstreams, prefix }) {
  return `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  server_tokens off;
  # A client's keep-alive connection serves many requests (nginx closes it after 1000 by default, which a
  # client sending its next request at that moment sees as a reset).
  keepalive_requests 100000;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  # Twice the largest form post the site reads (4 MiB, lib/request/request-refusal.ts): the site answers
  # every post a visitor may send (a message over its bound with the form's error and every value, a
  # larger post with its 413 page in the visitor's language); nginx refuses only a body beyond (413).
  # nginx buffers a body before passing it on, so the site always learns its length.
  client_max_body_size 8m;
  upstream site {
${upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 16;
    # Shorter than the instances' own keep-alive timeout (Node.js: 5 s), so nginx closes an idle connection
    # before an instance does: else a request sent on a connection the instance closes at that moment fails,
    # marks that instance down, and with the other one restarting there is no instance left (502).
    keepalive_timeout 4s;
  }
  server {
    listen ${listen};
    # The answers nginx gives itself, with the site's security headers (the site's own 405 and 413 pass unchanged).
    error_page 405 @method_refused;
    error_page 413 @body_too_large;
    location @method_refused {
${nginxHeaderLines('      ')}
      add_header Allow "GET, HEAD, POST" always;
      return 405;
    }
    location @body_too_large {
${nginxHeaderLines('      ')}
      return 413;
    }
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
    }
  }
}
`;
}

/** Debian's nginx on a loopback port with `nginxConfig`, its files in a temporary folder. */
export async function startNginx({ port, upstreams }) {
  const program = findProgram('nginx');
  if (!program) throw new Error(`nginx is missing: ${installHint.nginx}`);
  const prefix = mkdtempSync(join(tmpdir(), 'lumoplast-nginx-'));
  // Started by root, nginx's workers run as an unprivileged user: they must reach the buffers' folders.
  chmodSync(prefix, 0o755);
  for (const folder of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, folder), { mode: 0o777 });
  const config = join(prefix, 'nginx.conf');
  writeFileSync(config, nginxConfig({ listen: `127.0.0.1:${port}`, upstreams, prefix }));
  const child = spawn(program, ['-p', prefix, '-c', config], { stdio: ['ignore', 'ignore', 'inherit'] });
  const service = managed(child, `nginx :${port}`);
  await whenReady(service, waitFor(() => isListening(port), service.name));
  return {
    ...service,
    origin: `http://localhost:${port}`,
    async stop() {
      await service.stop('SIGQUIT');
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
