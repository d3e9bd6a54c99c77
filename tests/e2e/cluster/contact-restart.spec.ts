import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { test } from '../site-test';
import { copyBuild, missingPrograms, startInstance } from '../../../scripts/cluster/services.mjs';
import cms from '../cms/cms-environment.json' with { type: 'json' };
import { enquiryOf, enquiryWords, expectEveryValueKept, fillEnquiry } from '../contact-enquiry';
import { instanceEnvironment, startFrontDoor, startTestCms, type FrontDoor, type Instance, type TestCms } from './cluster-steps';

/**
 * The contact form through nginx while the instance behind it restarts: the send nginx answers with its
 * own 502 (no instance to take it) shows the transmission error in the form, every value kept; once the
 * instance is back, sending again delivers the enquiry to the CMS, once.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const ports = { cms: 3380, nginx: 3480, site: 3481, tls: 3482 } as const;

let testCms: TestCms;
let distDir: string;
let site: Instance | undefined;
let nginx: FrontDoor;

const start = () =>
  startInstance({
    distDir,
    port: ports.site,
    env: {
      ...instanceEnvironment(testCms),
      TRUSTED_PROXY_HOPS: '1',
      OUTBOX_RETRY_CAP_MS: '1000',
      OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'lumoplast-outbox-restart-')),
    },
  });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const missing = missingPrograms().filter(({ name }) => name === 'nginx' || name === 'openssl');
  if (missing.length > 0) throw new Error(`This spec needs ${missing.map(({ name, install }) => `${name} (${install})`).join(', ')}`);
  testCms = await startTestCms(ports.cms);
  distDir = copyBuild(cms.distDir, 'contact-restart');
  site = await start();
  nginx = await startFrontDoor({ port: ports.nginx, tlsPort: ports.tls, upstreams: [`127.0.0.1:${ports.site}`] });
});

test.afterAll(async () => {
  await nginx?.stop().catch(() => undefined);
  await site?.stop().catch(() => undefined);
  testCms?.stop();
});

test('a send while the instance restarts behind nginx keeps the enquiry in the form; sent again, it reaches the CMS once', async ({ page, request }) => {
  const words = enquiryWords.de;
  const enquiry = enquiryOf('de');
  await page.goto(`${nginx.origin}${words.path}`);
  await fillEnquiry(page, 'de', enquiry);

  await site!.stop();
  site = undefined;
  await page.getByRole('button', { name: words.send }).click();
  const failure = page.getByRole('alert').filter({ hasText: words.failure });
  await expect(failure).toBeVisible();
  await expect(failure).toBeFocused();
  await expectEveryValueKept(page, 'de', enquiry);

  site = await start();
  await page.getByRole('button', { name: words.send }).click();
  await expect(page.getByRole('status').filter({ hasText: words.success })).toBeVisible({ timeout: 15_000 });
  const received = async () =>
    ((await (await request.get(`${testCms.origin}/__admin/contact-requests`)).json()) as { attributes: { subject: string } }[]).filter((record) =>
      record.attributes.subject.includes(enquiry.marker),
    );
  await expect.poll(async () => (await received()).length).toBe(1);
});
