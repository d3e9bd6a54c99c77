// The pieces of the multi-instance topology (docs/operations.md), each a real process on a loopback port:
// Debian's `redis-server`, instances of one build (the site's server), Debian's Varnish as the cache in
// front of them (startVarnish, with the repository's VCL), Debian's `nginx` as the front door (or the load
// balancer where no cache is wanted). `npm run cluster` composes them (scripts/cluster.mjs), and so do the end-to-end tests of
// the cluster (tests/e2e/cluster/), so both run exactly the same thing.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { draftModeVcl, previewModeIdOf } from './draft-mode-vcl.mjs';

export const root = new URL('../..', import.meta.url).pathname;

export const installHint = {
  'redis-server': 'sudo apt-get update && sudo apt-get install -y redis-server',
  nginx: 'sudo apt-get update && sudo apt-get install -y nginx',
  varnishd: 'sudo apt-get update && sudo apt-get install -y varnish varnish-modules',
  // The front door's certificate for localhost (local-certificate.mjs).
  openssl: 'sudo apt-get update && sudo apt-get install -y openssl',
  // Checks the instances' /metrics (tests/support/promtool.ts).
  promtool: 'sudo apt-get update && sudo apt-get install -y prometheus',
  // nginx's JavaScript module: the front door's check of header fields over HTTP/2 (deploy/nginx-header-fields.js).
  'nginx-js-module': 'sudo apt-get update && sudo apt-get install -y libnginx-mod-http-js',
};

/** Where Debian's libnginx-mod-http-js (and nginx.org's image) puts nginx's JavaScript module. */
export const nginxJsModule = '/usr/lib/nginx/modules/ngx_http_js_module.so';
/** The front door's check of header fields over HTTP/2 (njs). */
const headerFieldsScript = join(root, 'deploy', 'nginx-header-fields.js');

/** The path of a program of Debian's packages, or undefined. */
export function findProgram(name) {
  for (const folder of ['/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin']) {
    if (existsSync(join(folder, name))) return join(folder, name);
  }
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

/** Where Debian's varnish-modules puts the `xkey` module the VCL imports. */
const xkeyModule = '/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so';

/** The programs the topology needs that are missing, each with how to install it (Varnish without `varnish-modules` counts as missing, and nginx's JavaScript module as one of its own). */
export function missingPrograms() {
  return Object.keys(installHint)
    .filter((name) => (name === 'nginx-js-module' ? !existsSync(nginxJsModule) : !findProgram(name) || (name === 'varnishd' && !hasXkeyModule())))
    .map((name) => ({ name, install: installHint[name] }));
}

function hasXkeyModule() {
  if (existsSync(xkeyModule)) return true;
  const found = spawnSync('sh', ['-c', 'ls /usr/lib/*/varnish/vmods/libvmod_xkey.so'], { encoding: 'utf8' });
  return found.status === 0;
}

async function waitFor(check, what, timeoutMs = 30_000) {
  const started = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() - started > timeoutMs) throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** How long `stop()` waits after its signal before SIGKILL: as `docker stop` (an instance closes what is still open after 8 s of its own). */
export const killAfterMs = 10_000;

/**
 * A started process: `stop()` ends it (SIGKILL after `killAfterMs`) and resolves once it has exited, with how:
 * `{ code, signal }` as Node reports them (`signal: 'SIGKILL'` when it had to be killed).
 */
function managed(child, name) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    name,
    child,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
      await exited;
      clearTimeout(timer);
      return { code: child.exitCode, signal: child.signalCode };
    },
  };
}

/**
 * Waits until a started service answers; one that never does is stopped, so no process is left behind
 * holding its port. One that exits first (a port another process took meanwhile, a configuration it
 * refuses) fails at once, not after the wait's whole time.
 */
async function whenReady(service, ready) {
  const { child } = service;
  const exited = new Promise((_resolve, reject) => {
    const fail = () => reject(new Error(`${service.name} exited (${child.exitCode ?? child.signalCode}) before it was ready`));
    if (child.exitCode !== null || child.signalCode !== null) fail();
    else child.once('exit', fail);
  });
  try {
    await Promise.race([ready, exited]);
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
    // The server listens on loopback alone: nothing on the host's network reaches it past the front door.
    // The content store's own copy in the folder of the build it serves: the instances of other tests run
    // from the same folder against other test CMSs.
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), LISTEN_ADDRESS: '127.0.0.1', NEXT_DIST_DIR: distDir, CONTENT_STORE_DIR: join(root, distDir, 'content-store-live'), ...env },
    stdio: ['ignore', log === 'collect' ? 'pipe' : log, log === 'collect' ? 'pipe' : log],
  });
  const output = [];
  if (log === 'collect') for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(String(chunk)));
  const service = { ...managed(child, `instance :${port}`), output };
  await whenReady(service, waitFor(async () => (await fetch(`http://127.0.0.1:${port}/api/health/`)).status < 500, service.name, 60_000));
  return { ...service, port, origin: `http://localhost:${port}` };
}

/** An nginx string: double-quoted, `"` and `\` escaped. A `$` would name a variable: no page holds one. */
function nginxString(text) {
  if (text.includes('$')) throw new Error(`An nginx string cannot hold $ as text: ${text.slice(0, 60)}`);
  return `"${text.replace(/[\\"]/g, '\\$&')}"`;
}

/**
 * The site's security headers (lib/security/security-headers.ts, over plain HTTP or HTTPS, the policy
 * allowing the style element of nginx's error pages by hash) on every answer nginx gives itself, with
 * `no-store`: taken from `errorPages` (lib/edge/front-error-pages.ts), never typed here.
 */
const headerLines = (errorPages, https) =>
  [...errorPages.headers[https ? 'https' : 'http'], ['Cache-Control', 'no-store']].map(([key, value]) => `      add_header ${key} ${nginxString(value)} always;`).join('\n');

/** nginx's own answer to `TRACE` (refused as it reads the request). */
const methodRefusal = (errorPages, https) => `    error_page 405 @method_refused;
    location @method_refused {
${headerLines(errorPages, https)}
      add_header Allow "GET, HEAD, POST" always;
      return 405;
    }`;

/**
 * nginx's own error pages (lib/edge/front-error-pages.ts): each status's page in the path's language.
 * nginx's "request header too large" (its own code 494, sent as 400) is answered 431. Each is a location
 * of its own address, not a named one: a request line nginx cannot read has no address to carry into a
 * named location (nginx answers that with a bare 500). Asked for directly, it answers its status.
 */
const errorPageAnswers = (errorPages, https) =>
  Object.entries(errorPages.pages)
    .map(
      ([status, page]) => `    error_page ${status === '431' ? '494 =431' : status} /_front-error/${status};
    location = /_front-error/${status} {
${headerLines(errorPages, https)}
      default_type "text/html; charset=utf-8";
      if ($request_uri ~ ${nginxString(errorPages.englishPaths)}) {
        return ${status} ${nginxString(page.en)};
      }
      return ${status} ${nginxString(page.de)};
    }`,
    )
    .join('\n');

/**
 * Over HTTP/2 nginx measures a header field by its HPACK-encoded size (Huffman shortens text by about a
 * third), so an address or a header field of 9 kB passes the 8 kB buffers that refuse it over HTTP/1.1:
 * the same limits here, on the address and each field as read, with the same 414 and 431 and pages.
 */
const http2Limits = `
      # An address over 8,000 bytes gets 414 whatever the protocol (HTTP/2 measures it encoded). Here, not
      # in the server: the error page's own location would meet the check again.
      if ($request_uri ~ "^.{8001}") {
        return 414;
      }
      # A header field longer than a line HTTP/1.1 takes gets 431 over HTTP/2 too, which measures it
      # encoded (deploy/nginx-header-fields.js; nginx's own 494 is answered 431).
      if ($over_long_header_field) {
        return 494;
      }`;

/** nginx's own answers: `TRACE` refused, and its error pages. */
const ownAnswers = (errorPages, https) => `    # The answers nginx gives itself, with the site's security headers (the site's own 405 and 413 pass unchanged).
${methodRefusal(errorPages, https)}
${errorPageAnswers(errorPages, https)}`;

/** The site's HSTS (lib/security/security-headers.ts, over HTTPS) from `errorPages`. */
const hstsOf = (errorPages) => errorPages.headers.https.find(([key]) => key === 'Strict-Transport-Security')[1];

/**
 * Every request to the site's upstream; `host`: the Host it is given (the public one, so that the cache
 * keys one; else the client's). With `hsts` (over HTTPS) every answer carries it, set here, and an
 * address or a header field over the limit gets 414 or 431 over HTTP/2 too (`http2Limits`).
 */
const toTheSite = (host = '$http_host', hsts = undefined) => `    location / {${
  hsts
    ? `${http2Limits}
      proxy_hide_header Strict-Transport-Security;
      add_header Strict-Transport-Security ${nginxString(hsts)} always;`
    : ''
}
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host ${host};
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
    }`;

/** The TLS settings of the front door's HTTPS servers. */
const tlsSettings = (tls) => `    ssl_certificate ${tls.certificate};
    ssl_certificate_key ${tls.key};
    # TLS 1.2 and 1.3 only; for 1.2 forward-secret AEAD ciphers alone (Mozilla's "intermediate" set, without
    # the DHE ones that would need parameters of their own). 1.3's ciphers are all modern.
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305;
    ssl_prefer_server_ciphers off;
    # A returning visitor resumes its session without a full handshake: shared by the workers (10 MB, about
    # 40,000 sessions), for a day. No tickets: their key would stay the same as long as nginx runs.
    ssl_session_cache shared:TLS:10m;
    ssl_session_timeout 1d;
    ssl_session_tickets off;`;

/** The front door on HTTPS, and plain HTTP sending every request there (`tls`, see nginxConfig). */
function httpsServers({ listen, tls, errorPages }) {
  const { host, hostname } = new URL(tls.publicOrigin);
  return `  # Plain HTTP only leads to HTTPS: 301 to the same path and query on the public origin, written here
  # rather than built from the request's Host header ($host): a Host names whatever the client sends,
  # while this is the name the certificate is for (and SITE_URL's), so a visitor always lands on it.
  server {
    listen ${listen};
    server_name ${hostname};
    # TRACE is refused as nginx reads the request, before the redirect; so is what nginx cannot read.
${ownAnswers(errorPages, false)}
    return 301 https://${host}$request_uri;
  }
  server {
    # nginx 1.22 (Debian 12) names HTTP/2 on the listener; from 1.25 it is \`http2 on;\`.
    listen ${tls.listen} ssl http2;
    server_name ${hostname};
${tlsSettings(tls)}
${ownAnswers(errorPages, true)}
${toTheSite(host, hstsOf(errorPages))}
  }
  # Any other host name (an invented Host, the bare address): 421 and the site's page for it, without
  # touching the cache, so no one makes it keep a copy per name.
  server {
    listen ${tls.listen} ssl http2 default_server;
    server_name _;
${tlsSettings(tls)}
${ownAnswers(errorPages, true)}
    location / {
      return 421;
    }
  }`;
}

/** nginx's error pages as the build made them (scripts/build-server.mjs, dist/nginx/error-pages.json). */
export function builtNginxErrorPages() {
  const file = join(root, 'dist', 'nginx', 'error-pages.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build first (npm run build)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * nginx as the front door of the instances (or of Varnish in front of them): round robin, it sets
 * `X-Forwarded-For` to the address it was reached from (a client's own header is replaced, not
 * extended) and `X-Forwarded-Proto` to the scheme it was reached by, and a request an upstream cannot
 * take (connection refused while it restarts) goes to the next one. With `tls` ({ listen, certificate,
 * key, publicOrigin }) it serves HTTPS there and plain HTTP on `listen` only redirects to
 * `publicOrigin`, answers only its host name (any other gets 421 without reaching the upstream) and
 * gives the upstream that one Host; without, it serves plain HTTP on `listen` (the load balancer alone,
 * as the benchmarks measure it). Whatever nginx answers itself (405 for `TRACE`, its error pages:
 * `errorPages`, by default the build's) carries the site's security headers. Over HTTPS it loads
 * nginx's JavaScript module for the check of header fields over HTTP/2 (`headerFields`: the script's
 * path, by default the repository's deploy/nginx-header-fields.js). compose.yaml's deploy/nginx.conf is
 * this configuration with `tls` (tests/unit/cluster/ checks that they agree).
 */
export function nginxConfig({ listen, upstreams, prefix, tls, errorPages = builtNginxErrorPages(), headerFields = headerFieldsScript }) {
  return `${tls ? `load_module ${nginxJsModule};\n` : ''}worker_processes 1;
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
  # A header line of 8 kB at the most (nginx's default, stated: deploy/nginx-header-fields.js measures
  # HTTP/2's fields by it), a request's head 32 kB.
  large_client_header_buffers 4 8k;${
  tls
    ? `
  # Over HTTP/2, whether a header field is longer than HTTP/1.1 takes (HTTP/1.1 never reaches the check
  # with one: nginx refuses it as it reads the request).
  js_import header_fields from ${headerFields};
  js_set $header_field_over_long header_fields.overLong;
  map $http2 $over_long_header_field {
    "" "";
    default $header_field_over_long;
  }`
    : ''
}
  upstream site {
${upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 16;
    # Shorter than the instances' own keep-alive timeout (Node.js: 5 s), so nginx closes an idle connection
    # before an instance does: else a request sent on a connection the instance closes at that moment fails,
    # marks that instance down, and with the other one restarting there is no instance left (502).
    keepalive_timeout 4s;
  }
${
  tls
    ? httpsServers({ listen, tls, errorPages })
    : `  server {
    listen ${listen};
${ownAnswers(errorPages, false)}
${toTheSite()}
  }`
}
}
`;
}

/**
 * Debian's nginx on a loopback port with `nginxConfig`, its files in a temporary folder. With `tls`
 * ({ port, certificate, key }: local-certificate.mjs) the front door as it is met: HTTPS on `tls.port`
 * (`origin`), and `port` redirecting there (`plainOrigin`); without, plain HTTP on `port` (`origin`).
 */
export async function startNginx({ port, upstreams, tls, errorPages }) {
  const program = findProgram('nginx');
  if (!program) throw new Error(`nginx is missing: ${installHint.nginx}`);
  const prefix = mkdtempSync(join(tmpdir(), 'lumoplast-nginx-'));
  // Started by root, nginx's workers run as an unprivileged user: they must reach the buffers' folders.
  chmodSync(prefix, 0o755);
  for (const folder of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, folder), { mode: 0o777 });
  const config = join(prefix, 'nginx.conf');
  const plainOrigin = `http://localhost:${port}`;
  const origin = tls ? `https://localhost:${tls.port}` : plainOrigin;
  const https = tls && { listen: `127.0.0.1:${tls.port}`, certificate: tls.certificate, key: tls.key, publicOrigin: tls.publicOrigin ?? origin };
  writeFileSync(config, nginxConfig({ listen: `127.0.0.1:${port}`, upstreams, prefix, tls: https, errorPages }));
  const child = spawn(program, ['-p', prefix, '-c', config], { stdio: ['ignore', 'ignore', 'inherit'] });
  const service = managed(child, `nginx :${port}${tls ? ` :${tls.port}` : ''}`);
  await whenReady(service, waitFor(async () => (await isListening(port)) && (!tls || (await isListening(tls.port))), service.name));
  return {
    ...service,
    origin,
    plainOrigin,
    async stop() {
      await service.stop('SIGQUIT');
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** The repository's VCL (deploy/varnish/lumoplast.vcl) and the folder of the part the build makes from the site (site.vcl). */
export const varnishVcl = join(root, 'deploy', 'varnish', 'lumoplast.vcl');
const buildSiteVclFolder = join(root, 'dist', 'varnish');

/**
 * The deployment's part of the VCL (`instances.vcl`): a backend for each instance (`host:port`), probed
 * on /api/health/ by the VCL's `site_health`, the round-robin director `instances`, and the ACL
 * `purgers`, the addresses allowed to purge. deploy/varnish/instances.vcl is this for compose.yaml
 * (tests/unit/cluster/deploy-config.test.ts keeps them equal).
 */
export function varnishInstancesVcl({ upstreams, purgers }) {
  const backends = upstreams.map((upstream, index) => {
    const [host, port] = upstream.split(':');
    return { name: `instance_${index + 1}`, host, port };
  });
  return `# The deployment's part of deploy/varnish/lumoplast.vcl: its instances and the addresses allowed to purge
# (the instances'). Written by varnishInstancesVcl (scripts/cluster/services.mjs).
${backends
  .map(
    ({ name, host, port }) => `backend ${name} {
  .host = "${host}";
  .port = "${port}";
  .connect_timeout = 1s;
  .first_byte_timeout = 60s;
  .probe = site_health;
}
`,
  )
  .join('\n')}
sub vcl_init {
  new instances = directors.round_robin();
${backends.map(({ name }) => `  instances.add_backend(${name});`).join('\n')}
}

acl purgers {
${purgers.map((address) => `  "${address}";`).join('\n')}
}
`;
}

/**
 * Debian's varnishd in the foreground with the repository's VCL: `port` for nginx (listener `public`),
 * `purgePort` for the instances' purges (listener `purge`), `adminPort` for varnishadm; its work folder,
 * secret and instances.vcl in a temporary folder. `purgers`: the addresses allowed to purge (the
 * instances'). `siteVclFolder`: the folder of the site's part, site.vcl (default: the build's,
 * dist/varnish/, so the build must be made). `distDir`: the build the instances serve, whose draft-mode
 * cookie passes the cache (draft-mode.vcl), or its `previewModeId` itself.
 */
export async function startVarnish({ port, purgePort, adminPort, upstreams, purgers = ['127.0.0.1'], memory = '256m', siteVclFolder = buildSiteVclFolder, distDir = '.next', previewModeId = previewModeIdOf(distDir) }) {
  const program = findProgram('varnishd');
  if (!program || !hasXkeyModule()) throw new Error(`varnishd with the xkey module is missing: ${installHint.varnishd}`);
  if (!existsSync(join(siteVclFolder, 'site.vcl'))) throw new Error(`${join(siteVclFolder, 'site.vcl')} is missing: build first (npm run build)`);
  const prefix = mkdtempSync(join(tmpdir(), 'lumoplast-varnish-'));
  // Started by root, varnishd's compiler and workers run as Varnish's own users: they must read these.
  chmodSync(prefix, 0o755);
  writeFileSync(join(prefix, 'instances.vcl'), varnishInstancesVcl({ upstreams, purgers }), { mode: 0o644 });
  writeFileSync(join(prefix, 'draft-mode.vcl'), draftModeVcl(previewModeId), { mode: 0o644 });
  const args = [
    '-F',
    '-n', join(prefix, 'work'),
    '-a', `public=127.0.0.1:${port}`,
    '-a', `purge=127.0.0.1:${purgePort}`,
    '-T', `127.0.0.1:${adminPort}`,
    '-f', varnishVcl,
    '-s', `malloc,${memory}`,
    ...varnishParameters({ vclPath: [prefix, siteVclFolder] }).flatMap((parameter) => ['-p', parameter]),
  ];
  // Its log (each start and stop of its child, in several lines) is shown only when it does not start: a VCL that does not compile, a port taken.
  const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const log = [];
  child.stderr.on('data', (chunk) => log.push(String(chunk)));
  const service = managed(child, `varnishd :${port}`);
  try {
    await whenReady(service, waitFor(async () => child.exitCode === null && (await isListening(port)) && (await isListening(purgePort)), service.name));
  } catch (error) {
    rmSync(prefix, { recursive: true, force: true });
    throw new Error(`${error.message}:\n${log.join('')}`);
  }
  return {
    ...service,
    origin: `http://localhost:${port}`,
    purgeUrl: `http://127.0.0.1:${purgePort}/`,
    adminPort,
    workFolder: join(prefix, 'work'),
    async stop(signal) {
      await service.stop(signal);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/**
 * varnishd's parameters beside the VCL (compose.yaml passes the same): where the includes are; idle
 * connections to an instance closed after 4 s, before the instance's own 5 s (as nginx does, see
 * nginxConfig); answers whose headers Next.js makes long (its Vary, the CSP) fit.
 */
export function varnishParameters({ vclPath }) {
  return [`vcl_path=${vclPath.join(':')}`, 'backend_idle_timeout=4', 'http_resp_hdr_len=16k', 'http_req_hdr_len=16k'];
}
