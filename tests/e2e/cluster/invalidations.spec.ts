import { expect, type APIRequestContext } from '@playwright/test';
import { test } from '../site-test';
import { copyBuild, missingPrograms, startInstance, startRedis, type Service } from '../../../scripts/cluster/services.mjs';
import cms from '../cms/cms-environment.json' with { type: 'json' };
import { expectShared, instanceEnvironment, jobOffers, publishJob, startTestCms, textOf, webhook, type Instance, type TestCms } from './cluster-steps';

/**
 * A publish is never lost between instances: not when the webhook arrives while Redis is down (the
 * change reaches the other instance once Redis is back), not when a sync's read of the CMS that began
 * before the publish ends after it (the later read of a record stays in the content store), and not
 * when the CMS has just come back from an outage while visitors came. Two instances of a copy of the CMS-mode build share a `redis-server`, with a test CMS
 * of their own; the steps share these processes, so they run in order.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const ports = { cms: 3340, redis: 6394, a: 3441, b: 3442 } as const;

let testCms: TestCms;
let redis: Service & { url: string };
let a: Instance;
let b: Instance;
let distDir: string;

const start = (port: number) => startInstance({ distDir, port, env: instanceEnvironment(testCms, redis.url), log: 'collect' });

async function redisSeenAs(request: APIRequestContext, instance: Instance): Promise<string> {
  return ((await (await request.get(`${instance.origin}/api/health/`)).json()) as { redis: string }).redis;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const missing = missingPrograms();
  if (missing.length > 0) throw new Error(`The cluster tests need ${missing.map(({ name, install }) => `${name} (${install})`).join(', ')}`);
  testCms = await startTestCms(ports.cms);
  distDir = copyBuild(cms.distDir, 'invalidations');
  redis = await startRedis({ port: ports.redis });
  [a, b] = await Promise.all([start(ports.a), start(ports.b)]);
});

test.afterAll(async () => {
  for (const service of [b, a, redis]) await service?.stop().catch(() => undefined);
  testCms?.stop();
});

test('a webhook while Redis is down expires the pages of the instance that received it at once, and of the other once Redis is back', async ({ request }) => {
  await expectShared(request, a);
  await expectShared(request, b);
  // A publish with Redis up: B renders the lists anew (keeping them in its own cache too), A serves B's from Redis.
  const earlier = await publishJob(request, testCms, 'redis-up');
  await webhook(request, a, 'jobs');
  for (const instance of [b, a]) for (const locale of ['de', 'en'] as const) expect((await textOf(request, `${instance.origin}${jobOffers[locale]}`)).html).toContain(earlier[locale].title);

  await redis.stop();
  await expect.poll(async () => [await redisSeenAs(request, a), await redisSeenAs(request, b)], { timeout: 20_000 }).toEqual(['unreachable', 'unreachable']);
  const job = await publishJob(request, testCms, 'redis-down');
  const report = await webhook(request, a, 'jobs');
  expect(report).toMatchObject({ refresh: 'now', sharing: 'pending' });
  for (const locale of ['de', 'en'] as const) expect((await textOf(request, `${a.origin}${jobOffers[locale]}`)).html).toContain(job[locale].title);
  // B has not heard of it: it keeps its cached lists while Redis is away.
  expect((await textOf(request, `${b.origin}${jobOffers.de}`)).html).not.toContain(job.de.title);

  redis = await startRedis({ port: ports.redis });
  await expectShared(request, a);
  await expectShared(request, b);
  for (const locale of ['de', 'en'] as const) {
    // The revalidation is in Redis by the time A reports Redis back; B reads it with its next request.
    await expect.poll(async () => (await textOf(request, `${b.origin}${jobOffers[locale]}`)).html, { timeout: 10_000 }).toContain(job[locale].title);
    const detail = await textOf(request, `${b.origin}${job[locale].path}`);
    expect(detail.status).toBe(200);
    expect(detail.html).toContain(job[locale].title);
  }
  expect(a.output.join('')).toContain('[content] the change of jobs made while Redis was away now reaches every instance');
});

test('a read of the CMS under way while a job is published does not pass for newer than the publish: the next visit shows it, and later ones', async ({ request }) => {
  for (let round = 1; round <= 3; round += 1) {
    const instance = round % 2 ? a : b;
    const list = `${instance.origin}${jobOffers.de}`;
    // The CMS answers a collection as it was when the request came, 2.5 s late: a webhook's read of the
    // whole type begins now, before the publish, and ends after it.
    await testCms.setMode('lagging', 2_500);
    const lagging = webhook(request, instance, 'jobs');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const job = await publishJob(request, testCms, `lagging-${round}`);
    await testCms.setMode('up');
    expect((await webhook(request, instance, 'jobs')).refresh).toBe('now');
    expect((await textOf(request, list)).html, `round ${round}`).toContain(job.de.title);
    // The read from before the publish lands: the job read later stays.
    expect((await lagging).refresh).toBe('in-background');
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    for (const other of [a, b]) expect((await textOf(request, `${other.origin}${jobOffers.de}`)).html, `round ${round}, ${other.name}`).toContain(job.de.title);
  }
});

// Visitors keep coming on both instances while the CMS answers garbage, a webhook fails and the CMS
// comes back: renders under way when the publish's change lands are renewed, here and on the other instance.
test('after an outage of the CMS (garbage answers while visitors come) every publish is on the next visit, 20 times over', async ({ request }) => {
  test.setTimeout(300_000);
  const lists = [a, b].flatMap((instance) => (['de', 'en'] as const).map((locale) => `${instance.origin}${jobOffers[locale]}`));
  for (let round = 1; round <= 20; round += 1) {
    // Visitors keep coming through the outage and the recovery, so re-renders are under way when the webhook arrives.
    let visiting = true;
    const visitors = (async () => {
      while (visiting) await Promise.all(lists.map((url) => request.get(url).catch(() => undefined)));
    })();
    await testCms.setMode('garbage');
    // An editor's change meanwhile: the CMS does not answer usably, so the store stays as it is and the sync reads it again later.
    expect((await webhook(request, round % 2 ? b : a, 'jobs')).refresh, `round ${round}`).toBe('in-background');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await testCms.setMode('up');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const job = await publishJob(request, testCms, `round-${round}`);
    const report = await webhook(request, round % 2 ? a : b, 'jobs');
    visiting = false;
    await visitors;
    expect(report.refresh, `round ${round}`).toBe('now');
    for (const instance of [a, b]) {
      for (const locale of ['de', 'en'] as const) {
        expect((await textOf(request, `${instance.origin}${jobOffers[locale]}`)).html, `round ${round}, ${instance.name}, ${locale}`).toContain(job[locale].title);
      }
    }
  }
});
