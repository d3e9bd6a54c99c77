import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import cms from './cms-environment.json' with { type: 'json' };

/**
 * The site fed by the CMS (here the test JSON:API server): what it shows, how the revalidation
 * webhook brings a new record, and how it behaves while the CMS is down or empty. The server's state
 * is shared, so the steps run in order.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const cmsAdmin = `http://localhost:${cms.cmsPort}/__admin`;
const jobOffers = '/karriere-lumoplast/stellenangebote/';

async function setMode(request: APIRequestContext, mode: 'up' | 'down' | 'empty') {
  await request.post(`${cmsAdmin}/mode`, { data: { mode } });
}

async function revalidate(request: APIRequestContext, type: string, secret = cms.revalidateSecret) {
  return request.post('/api/revalidate/', { headers: { authorization: `Bearer ${secret}` }, data: { type } });
}

/** With stale-while-revalidate the first visit after the webhook may still see the old page. */
async function eventually(page: Page, path: string, expected: RegExp) {
  await expect
    .poll(
      async () => {
        await page.goto(path);
        return (await page.content()).match(expected) !== null;
      },
      { timeout: 60_000, intervals: [500, 1000, 2000] },
    )
    .toBe(true);
}

const newJob = {
  type: 'jobs',
  id: 'e2e-job-verfahrenstechniker',
  attributes: {
    slug: 'verfahrenstechniker-e2e',
    title: 'Verfahrenstechniker/in Spritzguss Nachtschicht (m/w/d)',
    kind: 'employee',
    location: 'Herborn',
    tasks: ['Sie richten Spritzgießmaschinen ein und optimieren Prozesse.'],
    requirements: ['Abgeschlossene Ausbildung als Verfahrensmechaniker/in.'],
    benefits: ['Schichtzulagen und ein modernes Werk.'],
    detail: '<p>Eine Stelle, die über den Webhook erscheint.</p>',
    publishedAt: '2026-11-20T08:00:00+01:00',
    locale: 'de',
    translationKey: 'job-e2e-verfahrenstechniker',
  },
};

test('the pages show the records of the CMS, read with the three headers', async ({ page, request }) => {
  await page.goto(jobOffers);
  await expect(page.getByRole('link', { name: /Schichtleiter\/in Spritzguss/ })).toBeVisible();
  await page.goto('/en/downloads/');
  await expect(page.locator('#certificates').getByRole('listitem').first()).toBeVisible();

  // Prerendered pages came from the CMS at build time; a slug nobody built asks it now.
  expect((await request.get(`${jobOffers}gibt-es-nicht-${Date.now()}/`)).status()).toBe(404);
  const requests = (await (await request.get(`${cmsAdmin}/requests`)).json()) as { headers: Record<string, string> }[];
  expect(requests.length).toBeGreaterThan(0);
  for (const { headers } of requests) {
    expect(headers.accept).toBe('application/vnd.api+json');
    expect(headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(headers.authorization).toBe(`Bearer ${cms.token}`);
  }
});

test('the CMS token appears in no response body, header or script served to the browser', async ({ page }) => {
  const leaks: string[] = [];
  page.on('response', async (response) => {
    const headers = JSON.stringify(await response.allHeaders());
    const body = await response.text().catch(() => '');
    if (headers.includes(cms.token) || body.includes(cms.token)) leaks.push(response.url());
  });
  for (const path of ['/', jobOffers, '/en/news/', '/downloads/']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(leaks).toEqual([]);
});

test('a wrong secret gets 401 and the new job stays hidden', async ({ page, request }) => {
  await request.post(`${cmsAdmin}/records`, { data: { type: 'jobs', record: newJob } });
  expect((await revalidate(request, 'jobs', 'wrong-secret')).status()).toBe(401);
  await page.goto(jobOffers);
  await page.goto(jobOffers);
  await expect(page.getByRole('link', { name: newJob.attributes.title })).toHaveCount(0);
});

test('a job added in the CMS and announced through the webhook appears on the job offers page', async ({ page, request }) => {
  const response = await revalidate(request, 'jobs');
  expect(response.status()).toBe(200);
  await eventually(page, jobOffers, /Nachtschicht/);
  await page.getByRole('link', { name: newJob.attributes.title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newJob.attributes.title);
});

test('while the CMS is unreachable, a revalidation keeps the last good page', async ({ page, request }) => {
  await setMode(request, 'down');
  expect((await revalidate(request, 'jobs')).status()).toBe(200);
  for (let visit = 0; visit < 3; visit += 1) {
    const response = await page.goto(jobOffers);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('link', { name: newJob.attributes.title })).toBeVisible();
  }
  await setMode(request, 'up');
});

test('with empty collections, the three empty states show', async ({ page, request }) => {
  await setMode(request, 'empty');
  for (const type of ['jobs', 'news', 'downloads']) expect((await revalidate(request, type)).status()).toBe(200);
  await eventually(page, jobOffers, /Derzeit sind keine offenen Stellen verfügbar/);
  await expect(page.getByText('Derzeit sind keine Ausbildungsplätze verfügbar', { exact: false })).toBeVisible();
  await eventually(page, '/downloads/', /Derzeit werden keine Dokumente angeboten/);
  await eventually(page, '/en/news/', /no new entries/i);
  // Leave the pages as the other specs of this folder expect them: with the records again.
  await setMode(request, 'up');
  for (const type of ['jobs', 'news', 'downloads']) expect((await revalidate(request, type)).status()).toBe(200);
});
