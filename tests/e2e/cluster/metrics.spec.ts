import { request as httpsRequest } from 'node:https';
import { expect } from '@playwright/test';
import { test } from '../site-test';
import { enquiryFormFields, enquiryOf, postEnquiryWithoutJavaScript } from '../contact-enquiry';
import { promtoolProblems } from '../../support/promtool';
import { jobOffers, publishJob, startCachedCluster, webhook, type CachedCluster } from './cluster-steps';

/**
 * The instances' figures for a monitoring system (docs/operations.md, "Metrics"), as an operator's
 * Prometheus scrapes them on each instance's own port, with the traffic of the site as it is met
 * (nginx over HTTPS → Varnish → instances A and B sharing Redis, a test CMS): they pass promtool's check,
 * move as visitors and editors act, and do not exist through the front door.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const ports = { cms: 3328, redis: 6400, nginx: 3520, tls: 3521, a: 3522, b: 3523, varnish: 3524, purge: 3525, admin: 3526 };
let cluster: CachedCluster;

async function scrape(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/metrics`);
  expect(answer.status).toBe(200);
  return answer.text();
}

/** One series' value in a scrape (0 when absent). */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/** A series summed over both instances. */
async function summed(series: string): Promise<number> {
  const texts = await Promise.all([cluster.a, cluster.b].map((instance) => scrape(instance.origin)));
  return texts.reduce((sum, text) => sum + valueOf(text, series), 0);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  cluster = await startCachedCluster('metrics', ports);
});

test.afterAll(async () => {
  await cluster?.stop();
});

test('each instance answers /metrics on its own port in Prometheus’s format, which promtool accepts, with Redis, the content store and the CMS in it', async () => {
  for (const instance of [cluster.a, cluster.b]) {
    const text = await scrape(instance.origin);
    expect(promtoolProblems(text)).toBe('');
    expect(valueOf(text, 'lumoplast_redis_state{state="connected"}')).toBe(1);
    expect(valueOf(text, 'lumoplast_redis_state{state="unreachable"}')).toBe(0);
    expect(valueOf(text, 'lumoplast_content_records{collection="jobs"}')).toBeGreaterThan(0);
    expect(valueOf(text, 'lumoplast_content_synced_timestamp_seconds{collection="news"}')).toBeGreaterThan(Date.parse('2026-01-01') / 1000);
    expect(valueOf(text, 'lumoplast_outbox_entries{outbox="cms",state="waiting"}')).toBe(0);
    expect(text).toMatch(/^lumoplast_process_resident_memory_bytes \d/m);
  }
});

/** A GET through the front door with this exact target (fetch would resolve `..` and `.` itself). */
function rawGet(target: string): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(cluster.front('/'));
  return new Promise((resolve, reject) => {
    const sent = httpsRequest({ host: hostname, port, path: target, servername: hostname, agent: false }, (answer) => {
      let text = '';
      answer.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, text }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

test('through the front door there is no /metrics, however the address is spelt', async () => {
  for (const target of ['/metrics', '/metrics?format=prometheus', '/x/../metrics', '/./metrics', '/%2e/metrics', '/x/%2E%2E/metrics']) {
    const answer = await rawGet(target);
    expect(answer.status, target).not.toBe(200);
    expect(answer.text, target).not.toContain('lumoplast_');
  }
});

test('the figures move with the traffic: a page a visitor asks for, the renders after an editor publishes, an enquiry waiting in the outbox', async ({ request }) => {
  // A page no one asked for yet: Varnish misses, one instance answers it.
  const pages = 'lumoplast_http_request_duration_seconds_count{kind="page",status="200"}';
  const pagesBefore = await summed(pages);
  expect((await fetch(cluster.front('/en/imprint/'))).status).toBe(200);
  await expect.poll(() => summed(pages)).toBeGreaterThan(pagesBefore);

  // A job published and the webhook: the CMS read, the list and the job's pages rendered anew.
  const renders = 'lumoplast_renders_total{kind="APP_PAGE"}';
  const cmsReads = 'lumoplast_cms_reads_total{outcome="answered"}';
  const [rendersBefore, readsBefore] = [await summed(renders), await summed(cmsReads)];
  const job = await publishJob(request, cluster.testCms, 'metrics');
  await webhook(request, cluster.a, 'jobs');
  for (const path of [job.de.path, jobOffers.de]) expect((await fetch(cluster.front(path))).status, path).toBe(200);
  await expect.poll(() => summed(renders)).toBeGreaterThan(rendersBefore);
  expect(await summed(cmsReads)).toBeGreaterThan(readsBefore);

  // An enquiry while the CMS takes none: waiting in the shared outbox, on both instances' figures.
  expect((await request.post(`${cluster.testCms.origin}/__admin/contact-mode`, { data: { mode: 'down' } })).status()).toBe(200);
  try {
    const outcome = await postEnquiryWithoutJavaScript(request, cluster.a.origin, await enquiryFormFields(request, cluster.a.origin), enquiryOf('de', ' metrics'));
    expect(outcome).toBe('sent');
    for (const instance of [cluster.a, cluster.b]) {
      await expect.poll(async () => valueOf(await scrape(instance.origin), 'lumoplast_outbox_entries{outbox="cms",state="waiting"}')).toBe(1);
      expect(valueOf(await scrape(instance.origin), 'lumoplast_outbox_oldest_age_seconds{outbox="cms"}')).toBeGreaterThanOrEqual(0);
    }
  } finally {
    expect((await request.post(`${cluster.testCms.origin}/__admin/contact-mode`, { data: { mode: 'up' } })).status()).toBe(200);
  }
  for (const instance of [cluster.a, cluster.b]) {
    await expect.poll(async () => valueOf(await scrape(instance.origin), 'lumoplast_outbox_entries{outbox="cms",state="waiting"}'), { timeout: 20_000 }).toBe(0);
  }
  expect(promtoolProblems(await scrape(cluster.a.origin))).toBe('');
});
