import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../site-test';
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

/** Reloads until the page shows what is expected (for the empty states, which several types feed). */
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

// A retry of this serial file begins where its first try began: without the jobs the first try published
// (a retry of "a wrong secret" would otherwise find the job there already).
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    await setMode(request, 'up');
    for (const job of [newJob, newJobEnglish]) await request.delete(`${cmsAdmin}/records`, { data: { type: 'jobs', id: job.id } });
    expect((await revalidate(request, 'jobs')).status()).toBe(200);
  } finally {
    await request.dispose();
  }
});

test('the pages show the records of the CMS from the site’s content store, which the sync reads with the three headers', async ({ page, request }) => {
  // The CMS's log from here on: other tests of this file read the CMS themselves (without those headers),
  // and a retry of this test comes after them.
  const logged = async () => (await (await request.get(`${cmsAdmin}/requests`)).json()) as { headers: Record<string, string> }[];
  const before = (await logged()).length;
  await page.goto(jobOffers);
  await expect(page.getByRole('link', { name: /Schichtleiter\/in Spritzguss/ })).toBeVisible();
  await page.goto('/en/downloads/');
  await expect(page.locator('#certificates').getByRole('listitem').first()).toBeVisible();
  // A slug nobody built is answered from the store too: no page and no address asks the CMS.
  expect((await request.get(`${jobOffers}gibt-es-nicht-${Date.now()}/`)).status()).toBe(404);
  expect((await logged()).slice(before).filter(({ headers }) => !headers['user-agent']?.startsWith('Lumoplast-Website (content sync: '))).toEqual([]);

  // The sync reads what the webhook names.
  const synced = (await logged()).length;
  const answer = await request.post('/api/revalidate/', { headers: { authorization: `Bearer ${cms.revalidateSecret}` }, data: { type: 'jobs' } });
  expect(answer.status()).toBe(200);
  const requests = (await logged()).slice(synced);
  expect(requests.length).toBeGreaterThan(0);
  for (const { headers } of requests) {
    expect(headers.accept).toBe('application/vnd.api+json');
    expect(headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(headers.authorization).toBe(`Bearer ${cms.token}`);
    expect(headers['user-agent']).toBe('Lumoplast-Website (content sync: webhook)');
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

/** The English version of the new job: the same `translationKey`. */
const newJobEnglish = {
  ...newJob,
  id: 'e2e-job-process-technician',
  attributes: {
    ...newJob.attributes,
    slug: 'process-technician-e2e',
    title: 'Process Technician Injection Moulding Night Shift (m/f/d)',
    tasks: ['You set up injection moulding machines and optimise processes.'],
    locale: 'en',
  },
};

/** A news article of the embedded default (seeded into the test CMS) whose title the test changes. */
const changedNews = {
  de: { id: '', path: '/news/rueckblick-fakuma-2026/', title: 'Fakuma 2026: Werkzeugbau, neu betitelt' },
  en: { id: '', path: '/en/news/review-fakuma-2026/', title: 'Fakuma 2026: tool engineering, retitled' },
};

test('a job published and a news title changed in the CMS show on the very next request after the webhook, in both languages', async ({ page, request }) => {
  await request.post(`${cmsAdmin}/records`, { data: { type: 'jobs', record: newJobEnglish } });
  const news = (await (await request.get(`http://localhost:${cms.cmsPort}/v1/news?page%5Bsize%5D=50`, { headers: { authorization: `Bearer ${cms.token}` } })).json()) as {
    data: { id: string; attributes: { slug: string; locale: 'de' | 'en' } }[];
  };
  for (const locale of ['de', 'en'] as const) {
    const slug = changedNews[locale].path.split('/').at(-2);
    const record = news.data.find((candidate) => candidate.attributes.locale === locale && candidate.attributes.slug === slug);
    expect(record, `the ${locale} article`).toBeDefined();
    changedNews[locale].id = record!.id;
    // The pages are in the cache: visited once before the change.
    await page.goto(changedNews[locale].path);
    await request.post(`${cmsAdmin}/attributes`, { data: { type: 'news', id: record!.id, attributes: { title: changedNews[locale].title } } });
  }

  const jobsAnswer = await revalidate(request, 'jobs');
  expect(jobsAnswer.status()).toBe(200);
  const jobsReport = await jobsAnswer.json();
  expect(jobsReport).toMatchObject({ revalidated: true, type: 'jobs', refresh: 'now' });
  expect(jobsReport.paths).toEqual(expect.arrayContaining([jobOffers, `${jobOffers}verfahrenstechniker-e2e/`, '/en/careers/job-offers/process-technician-e2e/', '/sitemap.xml']));
  expect((await revalidate(request, 'news')).status()).toBe(200);

  // No waiting, no second visit: the first request after the webhook has the new content.
  await page.goto(jobOffers);
  await expect(page.getByRole('link', { name: newJob.attributes.title })).toBeVisible();
  await page.goto(`${jobOffers}verfahrenstechniker-e2e/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newJob.attributes.title);
  await page.goto('/en/careers/job-offers/');
  await expect(page.getByRole('link', { name: newJobEnglish.attributes.title })).toBeVisible();
  await page.goto('/en/careers/job-offers/process-technician-e2e/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newJobEnglish.attributes.title);
  for (const locale of ['de', 'en'] as const) {
    await page.goto(changedNews[locale].path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(changedNews[locale].title);
    await page.goto(locale === 'de' ? '/news/' : '/en/news/');
    await expect(page.getByRole('link', { name: changedNews[locale].title, exact: true })).toBeVisible();
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/karriere-lumoplast/stellenangebote/verfahrenstechniker-e2e/');
});

test('while the CMS is unreachable, a revalidation keeps the last good pages', async ({ page, request }) => {
  await setMode(request, 'down');
  for (const type of ['jobs', 'news']) {
    const answer = await revalidate(request, type);
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toMatchObject({ revalidated: true, type, refresh: 'in-background' });
  }
  for (let visit = 0; visit < 3; visit += 1) {
    for (const [path, text] of [
      [jobOffers, newJob.attributes.title],
      [`${jobOffers}verfahrenstechniker-e2e/`, newJob.attributes.title],
      ['/en/careers/job-offers/', newJobEnglish.attributes.title],
      [changedNews.de.path, changedNews.de.title],
      ['/en/news/', changedNews.en.title],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    }
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

/** A job as an editor writes it: the slug with umlauts, capitals and spaces. */
function editorsJob(id: string, slug: string | undefined, title: string, publishedAt: string) {
  return {
    type: 'jobs',
    id,
    attributes: {
      ...(slug !== undefined && { slug }),
      title,
      kind: 'employee',
      location: 'Herborn',
      tasks: ['Sie prüfen Bauteile für Kosmetik- und Medizinkunden.'],
      requirements: ['Sorgfalt'],
      benefits: ['Gleitzeit'],
      detail: '<p>Von einer Redakteurin angelegt.</p>',
      publishedAt,
      locale: 'de',
      translationKey: `editors-${id}`,
    },
  };
}

test('records with slugs as editors write them all show, at clean paths, and the CMS spelling redirects; the webhook names a record it skipped', async ({ page, request }) => {
  const jobs = [
    { record: editorsJob('e2e-umlaut', 'Qualitätsprüfer Spritzguss', 'Qualitätsprüfer/in Spritzguss (m/w/d)', '2026-11-01T08:00:00+01:00'), path: 'qualitaetspruefer-spritzguss' },
    { record: editorsJob('e2e-capitals', 'WERKZEUGMACHER-Nacht', 'Werkzeugmacher/in Nachtschicht (m/w/d)', '2026-11-02T08:00:00+01:00'), path: 'werkzeugmacher-nacht' },
    { record: editorsJob('e2e-collision-old', 'Logistik Fachkraft', 'Fachkraft Lagerlogistik (m/w/d)', '2026-11-03T08:00:00+01:00'), path: 'logistik-fachkraft' },
    { record: editorsJob('e2e-collision-new', 'logistik-fachkraft', 'Fachkraft Versandlogistik (m/w/d)', '2026-11-04T08:00:00+01:00'), path: 'logistik-fachkraft-2' },
    { record: editorsJob('e2e-no-slug', undefined, 'Maschinenbediener/in Reinraum (m/w/d)', '2026-11-05T08:00:00+01:00'), path: 'maschinenbediener-in-reinraum-m-w-d' },
  ];
  const untitled = editorsJob('e2e-untitled', 'ohne-titel', '', '2026-11-06T08:00:00+01:00');
  for (const { record } of [...jobs, { record: untitled }]) await request.post(`${cmsAdmin}/records`, { data: { type: 'jobs', record } });

  const answer = await revalidate(request, 'jobs');
  expect(answer.status()).toBe(200);
  const report = await answer.json();
  expect(report.skipped).toEqual([{ kind: 'skipped', type: 'jobs', id: 'e2e-untitled', field: 'title', reason: expect.any(String) }]);
  // A slug as an editor writes it is cleaned, not left out: nothing for the editor to mend.
  expect(report.incomplete).not.toEqual(expect.arrayContaining([expect.objectContaining({ id: 'e2e-umlaut', field: 'slug' })]));

  await page.goto(jobOffers);
  for (const { record, path } of jobs) {
    const link = page.getByRole('link', { name: record.attributes.title, exact: true });
    await expect(link).toHaveAttribute('href', `${jobOffers}${path}/`);
  }
  for (const { record, path } of jobs) {
    const response = await page.goto(`${jobOffers}${path}/`);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(record.attributes.title);
  }
  // The CMS's own spelling of a slug leads to the clean path.
  for (const { record, path } of jobs.slice(0, 2)) {
    const spelled = await request.get(`${jobOffers}${encodeURIComponent(record.attributes.slug as string)}/`, { maxRedirects: 0 });
    expect(spelled.status()).toBe(308);
    expect(new URL(spelled.headers().location ?? '', 'http://x').pathname).toBe(`${jobOffers}${path}/`);
  }
});

test.describe('the editors’ preview', () => {
  const draftPath = `${jobOffers}produktionsplaner-spritzguss/`;
  const draftTitle = 'Produktionsplaner/in Spritzguss (m/w/d)';
  const banner = 'Vorschau – nicht veröffentlicht';

  async function draftId(request: APIRequestContext): Promise<string> {
    const answer = await request.get(`http://localhost:${cms.cmsPort}/v1/jobs?filter%5Blocale%5D=de&resourceVersion=rel%3Alatest-version&page%5Bsize%5D=100`, {
      headers: { authorization: `Bearer ${cms.token}` },
    });
    const { data } = (await answer.json()) as { data: { id: string; attributes: { title: string; status?: string } }[] };
    const draft = data.find((record) => record.attributes.status === 'draft' && record.attributes.title === draftTitle);
    expect(draft).toBeDefined();
    return draft!.id;
  }

  test('a visitor never sees a job that was never published', async ({ page }) => {
    expect((await page.goto(draftPath))?.status()).toBe(404);
    await page.goto(jobOffers);
    await expect(page.getByRole('link', { name: draftTitle })).toHaveCount(0);
  });

  test('a wrong or missing secret gets 401 and no preview', async ({ request, page }) => {
    const id = await draftId(request);
    for (const secret of ['', 'wrong', `${cms.previewSecret}x`]) {
      const answer = await request.get(`/api/preview/?secret=${secret}&type=jobs&id=${id}`, { maxRedirects: 0 });
      expect(answer.status()).toBe(401);
      expect(answer.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass');
    }
    expect((await request.get(`/api/preview/?type=jobs&id=${id}`, { maxRedirects: 0 })).status()).toBe(401);
    expect((await request.get(`/api/preview/?secret=${cms.previewSecret}&type=jobs&id=no-such-record`, { maxRedirects: 0 })).status()).toBe(404);
    expect((await page.goto(draftPath))?.status()).toBe(404);
  });

  test('the redirect goes to the record’s own page, whatever the query asks for', async ({ request }) => {
    const id = await draftId(request);
    const answer = await request.get(`/api/preview/?secret=${cms.previewSecret}&type=jobs&id=${id}&redirect=https://evil.example/&slug=//evil.example/`, { maxRedirects: 0 });
    expect(answer.status()).toBe(307);
    // A path of the site, never another host (nor the address the instance listens on).
    const location = answer.headers().location ?? '';
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(new URL(location, answer.url()).pathname).toBe(draftPath);
  });

  test('an editor sees a draft job with the banner and noindex, never cached, and the exit link ends the preview', async ({ page, request }) => {
    const id = await draftId(request);
    const response = await page.goto(`/api/preview/?secret=${cms.previewSecret}&type=jobs&id=${id}`);
    expect(new URL(page.url()).pathname).toBe(draftPath);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toMatch(/no-store/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftTitle);
    await expect(page.getByRole('complementary', { name: banner })).toBeVisible();
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).not.toHaveCount(0);
    // The language switch finds the draft's translation, a draft too.
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL(/\/en\/careers\/job-offers\/production-planner-injection-moulding\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Production Planner Injection Moulding (m/f/d)');
    // A draft document shows on the downloads page while previewing.
    const draftDocument = 'Entwurf: Preisliste 2027';
    await request.post(`${cmsAdmin}/records`, {
      data: {
        type: 'downloads',
        record: {
          type: 'downloads',
          id: 'draft-price-list-2027',
          attributes: { title: draftDocument, description: 'Noch nicht freigegeben.', kind: 'legally', publishedAt: '2026-11-30T09:00:00+01:00', locale: 'de', translationKey: 'draft-price-list-2027', status: 'draft' },
          relationships: { file: { data: { type: 'files', id: '109b79c0-de45-5980-9807-80532166eb9f' } } },
        },
      },
    });
    try {
      await page.goto('/downloads/');
      await expect(page.getByRole('heading', { name: draftDocument })).toBeVisible();
      // The list shows the draft too while previewing.
      await page.goto(jobOffers);
      await expect(page.getByRole('link', { name: draftTitle })).toBeVisible();
      await expect(page.getByText(banner)).toBeVisible();

      await page.getByRole('link', { name: 'Vorschau beenden' }).click();
      await expect(page).toHaveURL(jobOffers);
      await expect(page.getByText(banner)).toHaveCount(0);
      await expect(page.getByRole('link', { name: draftTitle })).toHaveCount(0);
      expect((await page.goto(draftPath))?.status()).toBe(404);
      await page.goto('/downloads/');
      await expect(page.getByRole('heading', { name: draftDocument })).toHaveCount(0);
    } finally {
      await request.delete(`${cmsAdmin}/records`, { data: { type: 'downloads', id: 'draft-price-list-2027' } });
    }
  });

  test('ending the preview leads back to the page the editor was on, after following links in the preview too', async ({ page, request }) => {
    await page.goto(`/api/preview/?secret=${cms.previewSecret}&type=jobs&id=${await draftId(request)}`);
    await page.goto(jobOffers);
    await page.getByRole('link', { name: /Schichtleiter\/in Spritzguss/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Schichtleiter\/in Spritzguss/);
    const jobPage = new URL(page.url()).pathname;
    expect(jobPage).toMatch(new RegExp(`^${jobOffers}[a-z0-9-]+/$`));

    await page.getByRole('link', { name: 'Vorschau beenden' }).click();
    await expect(page).toHaveURL(jobPage);
    await expect(page.getByText(banner)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Schichtleiter\/in Spritzguss/);
  });

  test('the end of the preview leads only to a page of this site, else to the home page of the language', async ({ request }) => {
    for (const path of ['//evil.example/', '/\\evil.example/', '/\t/evil.example/', 'https://evil.example/', '/gibt-es-nicht/']) {
      const answer = await request.get(`/api/preview/exit/?${new URLSearchParams({ locale: 'en', path })}`, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(307);
      expect(answer.headers().location, path).toBe('/en/');
    }
    const back = await request.get(`/api/preview/exit/?${new URLSearchParams({ locale: 'en', path: '/en/imprint/' })}`, { maxRedirects: 0 });
    expect(back.headers().location).toBe('/en/imprint/');
  });

  test('a visitor without the preview cookie still never sees the draft afterwards', async ({ browser }) => {
    const visitor = await browser.newContext();
    const page = await visitor.newPage();
    expect((await page.goto(draftPath))?.status()).toBe(404);
    await page.goto(jobOffers);
    await expect(page.getByRole('link', { name: draftTitle })).toHaveCount(0);
    await expect(page.getByText(banner)).toHaveCount(0);
    await visitor.close();
  });
});
