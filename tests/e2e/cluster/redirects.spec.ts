import { request as httpsRequest } from 'node:https';
import { expect } from '@playwright/test';
import { test } from '../site-test';
import { copyBuild, missingPrograms, startInstance } from '../../../scripts/cluster/services.mjs';
import cms from '../cms/cms-environment.json' with { type: 'json' };
import { instanceEnvironment, jobOffers, publishJob, startFrontDoor, startTestCms, webhook, type FrontDoor, type Instance, type TestCms } from './cluster-steps';

/**
 * Every redirect the site makes, asked for as a visitor behind a proxy asks: through nginx over HTTPS,
 * with the public `Host` of the site. The `Location` must be a path (or name that public host), never the
 * address the instance listens on: the request interceptor's (trailing slash, near misses, a record's
 * other spelling, the news list's old query), next-intl's, and the route handlers' (the language
 * switch of records and news list pages, the editors' preview and its exit).
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const ports = { cms: 3370, nginx: 3470, site: 3471, tls: 3472 } as const;
const publicHost = 'www.lumoplast.example';

let testCms: TestCms;
let site: Instance;
let nginx: FrontDoor;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const missing = missingPrograms().filter(({ name }) => name === 'nginx' || name === 'openssl');
  if (missing.length > 0) throw new Error(`This spec needs ${missing.map(({ name, install }) => `${name} (${install})`).join(', ')}`);
  testCms = await startTestCms(ports.cms);
  site = await startInstance({ distDir: copyBuild(cms.distDir, 'redirects'), port: ports.site, env: instanceEnvironment(testCms) });
  // It serves the public host name alone (the certificate is localhost's, which the requests name by SNI).
  nginx = await startFrontDoor({ port: ports.nginx, tlsPort: ports.tls, upstreams: [`127.0.0.1:${ports.site}`], publicOrigin: `https://${publicHost}` });
});

test.afterAll(async () => {
  await nginx?.stop().catch(() => undefined);
  await site?.stop().catch(() => undefined);
  testCms?.stop();
});

/**
 * A GET through nginx over HTTPS with the public host (and any other headers): its status and `Location`,
 * not followed. The certificate is checked for localhost, where the front door runs.
 */
function viaFrontDoor(path: string, headers: Record<string, string> = {}): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpsRequest(`${nginx.origin}${path}`, { headers: { Host: publicHost, ...headers }, servername: 'localhost' }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, location: answer.headers.location }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Where a `Location` leads, read as the browser reads it on the public origin: relative, or on that origin over HTTPS. */
function expectWithinPublicSite(location: string | undefined, path: string) {
  expect(location, 'a redirect names where it leads').toBeDefined();
  const url = new URL(location!, `https://${publicHost}`);
  expect(url.host, `${location} stays on the public host`).toBe(publicHost);
  expect(`${url.pathname}${url.search}`).toBe(path);
  expect(location, `${location} names no internal address`).not.toMatch(/localhost|127\.0\.0\.1|:\d{4}\b/);
  expect(location, `${location} does not lead from HTTPS to plain HTTP`).not.toMatch(/^http:/i);
}

const interceptorRedirects = [
  { from: '/kompetenzen', to: '/kompetenzen/', why: 'a page without its trailing slash' },
  { from: '/en/imprint?ref=mail', to: '/en/imprint/?ref=mail', why: 'a page without its trailing slash, with a query' },
  { from: '/robots.txt/', to: '/robots.txt', why: 'a file with a trailing slash' },
  { from: '/en/kompetenzen/werkzeugbau/', to: '/en/competences/tool-engineering/', why: 'a German slug under /en/ (next-intl)' },
  { from: '/competences/tool-engineering/', to: '/kompetenzen/werkzeugbau/', why: 'an English slug without the prefix (next-intl)' },
  { from: '/de/impressum/', to: '/impressum/', why: 'the /de/ prefix (next-intl)' },
  { from: '/news/?category=fair', to: '/news/kategorie/messen/', why: 'the news list’s old address' },
];

for (const { from, to, why } of interceptorRedirects) {
  test(`${from} (${why}) redirects to ${to} on the public host`, async () => {
    const answer = await viaFrontDoor(from);
    expect([307, 308]).toContain(answer.status);
    expectWithinPublicSite(answer.location, to);
  });
}

test('the language switch of news list pages and records leads to the other language on the public host', async () => {
  const cases = [
    { path: '/news/', to: '/en/news/' },
    { path: '/en/news/', to: '/news/' },
    { path: '/karriere-lumoplast/stellenangebote/qualitaetspruefer/', to: '/en/careers/job-offers/quality-inspector/' },
    { path: '/en/careers/job-offers/quality-inspector/', to: '/karriere-lumoplast/stellenangebote/qualitaetspruefer/' },
  ];
  for (const { path, to } of cases) {
    const answer = await viaFrontDoor(`/api/language-switch/?path=${encodeURIComponent(path)}`);
    expect(answer.status, path).toBe(307);
    expectWithinPublicSite(answer.location, to);
  }
});

test('a record’s page under the CMS’s own spelling of its slug redirects to its clean path on the public host', async ({ request }) => {
  const job = await publishJob(request, testCms, 'Übung Weg');
  await webhook(request, site, 'jobs');
  const spelled = `${jobOffers.de}${encodeURIComponent('cluster-Übung Weg-de')}/`;
  const answer = await viaFrontDoor(spelled);
  expect(answer.status).toBe(308);
  expectWithinPublicSite(answer.location, job.de.path.replace('Übung Weg', 'uebung-weg'));
});

test('an editor’s preview and its exit redirect on the public host, back to the page the editor was on', async () => {
  const draftJob = '4f77309b-75dd-500e-be97-0f664d920c1b';
  const start = await viaFrontDoor(`/api/preview/?secret=${cms.previewSecret}&type=jobs&id=${draftJob}`);
  expect(start.status).toBe(307);
  expectWithinPublicSite(start.location, `${jobOffers.de}produktionsplaner-spritzguss/`);

  const back = await viaFrontDoor('/api/preview/exit/?locale=de', { Referer: `https://${publicHost}/impressum/` });
  expect(back.status).toBe(307);
  expectWithinPublicSite(back.location, '/impressum/');

  const home = await viaFrontDoor('/api/preview/exit/?locale=en', { Referer: 'https://elsewhere.example/impressum/' });
  expectWithinPublicSite(home.location, '/en/');
});
