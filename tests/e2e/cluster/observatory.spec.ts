import { expect, test } from '@playwright/test';
import { copyBuild, missingPrograms, startInstance, startVarnish } from '../../../scripts/cluster/services.mjs';
import { OBSERVATORY_ORIGIN, REDIRECT_STATUSES, observatoryScan, type Answer, type Scan, type TestName } from '../observatory/observatory-checks';
import { startFrontDoor, type FrontDoor, type Instance } from './cluster-steps';

/**
 * The grade the MDN HTTP Observatory gives the site, from its own checks (tests/e2e/observatory/) run on
 * what a scan of the front door receives: nginx on HTTPS with the cluster's certificate (trusted here,
 * as a public one is by the scanner), plain HTTP redirecting there, Varnish and an instance of the
 * embedded build behind it. The scanner asks for the site's root; the English home page is scanned too.
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const ports = { nginx: 3500, site: 3501, tls: 3502, varnish: 3503, purge: 3504, admin: 3505 } as const;

let site: Instance;
let varnish: Awaited<ReturnType<typeof startVarnish>>;
let nginx: FrontDoor;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const missing = missingPrograms();
  if (missing.length > 0) throw new Error(`This spec needs ${missing.map(({ name, install }) => `${name} (${install})`).join(', ')}`);
  site = await startInstance({ distDir: copyBuild('.next', 'observatory'), port: ports.site, env: { EDGE_PURGE_URLS: `http://127.0.0.1:${ports.purge}/`, TRUSTED_PROXY_HOPS: '1' } });
  varnish = await startVarnish({ port: ports.varnish, purgePort: ports.purge, adminPort: ports.admin, upstreams: [`127.0.0.1:${ports.site}`] });
  nginx = await startFrontDoor({ port: ports.nginx, tlsPort: ports.tls, upstreams: [`127.0.0.1:${ports.varnish}`] });
  // Until Varnish's probes see the instance healthy.
  await expect.poll(async () => (await fetch(`${nginx.origin}/api/health/`).catch(() => undefined))?.status, { timeout: 20_000 }).toBe(200);
});

test.afterAll(async () => {
  for (const service of [nginx, varnish, site]) await service?.stop().catch(() => undefined);
});

/** One answer as the scanner records it: every header line (each `Set-Cookie` its own), the body of a page. */
async function answerOf(url: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(url, { ...init, redirect: 'manual' });
  return { url, status: response.status, headers: [...response.headers], body: await response.text() };
}

/** `GET url` and every redirect after it, followed by hand as the scanner follows them (at most 10). */
async function chainFrom(url: string): Promise<Answer[]> {
  const chain = [await answerOf(url)];
  for (let hop = 0; hop < 10 && REDIRECT_STATUSES.has(chain.at(-1)!.status); hop += 1) {
    const location = chain.at(-1)!.headers.find(([name]) => name === 'location')?.[1];
    if (!location) break;
    chain.push(await answerOf(new URL(location, chain.at(-1)!.url).href));
  }
  return chain;
}

async function scanOf(path: string): Promise<Scan> {
  const httpsChain = await chainFrom(`${nginx.origin}${path}`);
  return {
    httpChain: await chainFrom(`${nginx.plainOrigin}${path}`),
    httpsChain,
    corsPreflight: await answerOf(httpsChain.at(-1)!.url, { method: 'OPTIONS', headers: { origin: OBSERVATORY_ORIGIN, 'access-control-request-method': 'GET' } }),
    certificateVerified: true,
  };
}

/** What each test must find on the site: no penalty anywhere, and the bonuses a strict policy earns. */
const expected: Partial<Record<TestName, string>> = {
  'content-security-policy': 'csp-implemented-with-no-unsafe',
  redirection: 'redirection-to-https',
  'strict-transport-security': 'hsts-implemented-max-age-at-least-six-months',
  'referrer-policy': 'referrer-policy-private',
  'x-content-type-options': 'x-content-type-options-nosniff',
  'x-frame-options': 'x-frame-options-implemented-via-csp',
  cookies: 'cookies-not-found',
  'cross-origin-resource-sharing': 'cross-origin-resource-sharing-not-implemented',
  'subresource-integrity': 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
};

for (const path of ['/', '/en/']) {
  test(`the front door gets the scanner's best grade, A+, for ${path} over HTTPS: no test costs a point`, async ({}, testInfo) => {
    const scan = await scanOf(path);
    expect(scan.httpChain.map(({ status }) => status)).toEqual([301, 200]);
    const report = observatoryScan(scan);
    await testInfo.attach('observatory report', { body: JSON.stringify(report, null, 2), contentType: 'application/json' });
    const results = Object.fromEntries(report.tests.map(({ name, result }) => [name, result]));
    expect(results).toMatchObject(expected);
    expect(report.tests.filter(({ scoreModifier }) => scoreModifier < 0)).toEqual([]);
    expect(report.grade).toBe('A+');
    expect(report.score).toBeGreaterThanOrEqual(100);
  });
}
