import { expect, type APIRequestContext } from '@playwright/test';
import { test } from '../site-test';
import { copyBuild, missingPrograms, startInstance, startRedis, type Service } from '../../../scripts/cluster/services.mjs';
import cms from '../cms/cms-environment.json' with { type: 'json' };
import { expectShared, instanceEnvironment, jobOffers, publishJob, startTestCms, textOf, webhook, type Instance, type TestCms } from './cluster-steps';

/**
 * A publish right after an outage of the CMS arrives with the next visit, as an editor meets it: the CMS
 * is slow (its answers come after 30 s, past the site's 10 s timeout) while a webhook arrives, then
 * answers garbage (200 with an HTML page) while another arrives, and visitors keep coming, so the lists'
 * re-renders are still waiting for the slow CMS when it is healthy again and a job is published. The
 * webhook then answers `refresh: now`, and the very next visit of every path it lists, on every
 * instance, shows the job. On one instance alone, and on two sharing Redis (the webhook reaches one).
 */
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const ports = { cms: 3335, redis: 6393, alone: 3435, a: 3436, b: 3437, namingRedis: 6398, c: 3438, d: 3439 } as const;

let testCms: TestCms;
let distDir: string;
const services: Service[] = [];

test.beforeAll(async () => {
  const missing = missingPrograms();
  if (missing.length > 0) throw new Error(`The cluster tests need ${missing.map(({ name, install }) => `${name} (${install})`).join(', ')}`);
  testCms = await startTestCms(ports.cms);
  distDir = copyBuild(cms.distDir, 'publish-after-outage');
});

test.afterAll(async () => {
  for (const service of services.reverse()) await service.stop().catch(() => undefined);
  testCms?.stop();
});

async function started<T extends Service>(service: Promise<T>): Promise<T> {
  const running = await service;
  services.push(running);
  return running;
}

const lists = (instances: Instance[]) => instances.flatMap((instance) => Object.values(jobOffers).map((path) => `${instance.origin}${path}`));

/** Every list on every instance, once each, as visitors coming during the outage. */
async function visitors(request: APIRequestContext, instances: Instance[]) {
  for (const answer of await Promise.all(lists(instances).map((url) => textOf(request, url)))) expect(answer.status).toBe(200);
}

/**
 * The outage of the report, then a publish announced to `receiver`: the job's titles and paths,
 * and the webhook's report. `naming`: each webhook names the records that changed (an editor's change
 * in each phase, then the new job), else only the type.
 */
async function publishAfterOutage(request: APIRequestContext, instances: Instance[], receiver: Instance, suffix: string, naming = false) {
  const ids = (...names: string[]) => (naming ? names : undefined);
  await visitors(request, instances);
  await testCms.setMode('slow', 30_000);
  // The webhook's own read outlasts its answer: the pages are only marked stale.
  expect((await webhook(request, receiver, 'jobs', ids(`slow-${suffix}`))).refresh).toBe('in-background');
  // Visitors meet the stale lists: their re-renders ask the slow CMS.
  await visitors(request, instances);
  await testCms.setMode('garbage');
  expect((await webhook(request, receiver, 'jobs', ids(`garbage-${suffix}`))).refresh).toBe('in-background');
  await visitors(request, instances);
  await testCms.setMode('up');
  const job = await publishJob(request, testCms, suffix);
  const report = (await webhook(request, receiver, 'jobs', ids(`cluster-${suffix}-de`, `cluster-${suffix}-en`))) as { refresh: string; paths: string[] };
  expect(report.refresh).toBe('now');
  return { job, paths: report.paths };
}

/** The next visit of every path the webhook listed, on every instance: the job is there. */
async function expectPublishedEverywhere(request: APIRequestContext, instances: Instance[], job: Awaited<ReturnType<typeof publishJob>>, paths: string[]) {
  expect(paths).toEqual(expect.arrayContaining([jobOffers.de, jobOffers.en, job.de.path, job.en.path, '/sitemap.xml']));
  for (const instance of instances) {
    for (const path of paths) {
      const answer = await textOf(request, `${instance.origin}${path}`);
      const where = `${path} on :${instance.port}`;
      expect(answer.status, where).toBe(200);
      if (path === jobOffers.de || path === job.de.path) expect(answer.html, where).toContain(job.de.title);
      if (path === jobOffers.en || path === job.en.path) expect(answer.html, where).toContain(job.en.title);
      if (path === '/sitemap.xml') for (const locale of ['de', 'en'] as const) expect(answer.html, where).toContain(job[locale].path);
    }
  }
}

test('on one instance: the publish after the outage is on the next visit of every listed path', async ({ request }) => {
  const alone = await started(startInstance({ distDir, port: ports.alone, env: instanceEnvironment(testCms), log: 'collect' }));
  const { job, paths } = await publishAfterOutage(request, [alone], alone, 'after-outage-alone');
  await expectPublishedEverywhere(request, [alone], job, paths);
});

test('on two instances sharing Redis: the publish after the outage is on the next visit of every listed path on both', async ({ request }) => {
  const [a, b] = await sharingInstances(request, ports.redis, [ports.a, ports.b]);
  const { job, paths } = await publishAfterOutage(request, [a, b], a, 'after-outage-shared');
  await expectPublishedEverywhere(request, [a, b], job, paths);
});

test('with webhooks that name the changed records: the publish after the outage is on the next visit of every listed path on both instances', async ({ request }) => {
  const [c, d] = await sharingInstances(request, ports.namingRedis, [ports.c, ports.d]);
  const { job, paths } = await publishAfterOutage(request, [c, d], d, 'after-outage-named', true);
  await expectPublishedEverywhere(request, [c, d], job, paths);
});

/** Two instances sharing a Redis of their own. */
async function sharingInstances(request: APIRequestContext, redisPort: number, instancePorts: number[]): Promise<[Instance, Instance]> {
  const redis = await started(startRedis({ port: redisPort }));
  const [a, b] = await Promise.all(instancePorts.map((port) => started(startInstance({ distDir, port, env: instanceEnvironment(testCms, redis.url), log: 'collect' }))));
  await expectShared(request, a!);
  await expectShared(request, b!);
  return [a!, b!];
}
