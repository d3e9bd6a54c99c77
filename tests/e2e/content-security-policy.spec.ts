import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { createSiteServer } from '@/lib/request/site-server';
import { contentSecurityPolicy } from '@/lib/security/security-headers';
import { siteStylesheets } from '@/lib/security/site-stylesheets';
import { loadHydrated } from './hydration';
import { notFoundPaths, pageTypes } from './page-types';
import { sitePages } from './site-pages';
import { test } from './site-test';

/**
 * The strict Content-Security-Policy (docs/architecture.md, "The Content-Security-Policy"): scripts run
 * from the site's files and, inline, only when their hash is in the header of the answer they came
 * with. Every end-to-end test watches for violations (site-test.ts); these check the policy itself.
 */

/** The hash sources in an answer's `script-src` (or another directive's). */
function hashesInHeader(policy: string | undefined, directive = 'script-src'): string[] {
  const sources = (policy ?? '').split(';').find((candidate) => candidate.trim().startsWith(`${directive} `));
  return (sources ?? '').trim().split(/\s+/).filter((source) => source.startsWith("'sha256-"));
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The style elements of a page: the stylesheets each names and the hash source the browser computes for it. */
function styleElements(html: string): { dataHref?: string; hash: string }[] {
  return [...html.matchAll(/<style(\s[^>]*)?>([\s\S]*?)<\/style>/g)].map(([, attributes = '', text = '']) => ({ dataHref: /\sdata-href="([^"]*)"/.exec(attributes)?.[1], hash: sha256(text) }));
}

/** The build's stylesheets, the only style elements a page's policy approves (the build the tests serve). */
const stylesheets = siteStylesheets(join(process.cwd(), process.env.NEXT_DIST_DIR || '.next'));

/** The hash sources the browser computes for the inline scripts of a page (its JSON-LD data blocks are never run). */
function hashesOfInlineScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes = '']) => !attributes.includes(' src=') && !attributes.includes('type="application/ld+json"'),
  );
  return [...new Set(scripts.map(([, , text = '']) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`))];
}

async function expectPolicyMatchesBody(request: APIRequestContext, path: string, status = 200) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(status);
  const html = await response.text();
  const inHeader = hashesInHeader(response.headers()['content-security-policy']);
  expect(hashesOfInlineScripts(html).length, path).toBeGreaterThan(0);
  expect(new Set(inHeader), path).toEqual(new Set(hashesOfInlineScripts(html)));
  // The page's stylesheets came with it, each one of the build's, and its policy lists exactly them and,
  // for a client-side navigation from it, each of the build's stylesheets alone.
  const styles = styleElements(html);
  expect(styles.length, path).toBeGreaterThan(0);
  expect(styles.filter(({ dataHref, hash }) => !stylesheets.approves(dataHref, hash)), path).toEqual([]);
  expect(new Set(hashesInHeader(response.headers()['content-security-policy'], 'style-src')), path).toEqual(new Set([...styles.map(({ hash }) => hash), ...stylesheets.each]));
  expect(html.match(/<link[^>]*rel="stylesheet"/gi) ?? [], path).toEqual([]);
  // What the policy would block besides: handlers in attributes, `javascript:` links.
  expect(html.match(/<[^>]*\son[a-z]+\s*=/gi) ?? [], path).toEqual([]);
  expect(html.match(/\shref\s*=\s*"\s*javascript:/gi) ?? [], path).toEqual([]);
}

/**
 * The site's server front (the policy computed from the body, the build's stylesheets approved) in front of
 * a handler that passes the site's answers on with `markup` added to every page, and the policy as
 * next.config.ts sets it: what reached a page before the policy (a rendering bug, text of the CMS).
 */
async function frontAddingToEveryPage(baseURL: string, markup: string) {
  const server = createSiteServer(
    async (request, response) => {
      const upstream = await fetch(new URL(request.url ?? '/', baseURL), { headers: { accept: String(request.headers.accept ?? '*/*') }, redirect: 'manual' });
      const isPage = (upstream.headers.get('content-type') ?? '').startsWith('text/html');
      for (const [name, value] of upstream.headers) if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'].includes(name)) response.setHeader(name, value);
      if (isPage) response.setHeader('content-security-policy', contentSecurityPolicy({ development: false, https: false }));
      response.statusCode = upstream.status;
      const body = Buffer.from(await upstream.arrayBuffer());
      response.end(isPage ? body.toString('utf8').replace('</main>', `${markup}</main>`) : body);
    },
    { development: false, siteStylesheets: stylesheets },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, harness: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

test.describe("every page's header lists exactly the scripts and stylesheets of its body", () => {
  test('every page of the route table with a fixed path, in both languages', async ({ request }) => {
    for (const { path } of sitePages) await expectPolicyMatchesBody(request, path);
  });

  test('a page of each record type and further news pages, in both languages', async ({ request }) => {
    for (const { path, type } of pageTypes) await expectPolicyMatchesBody(request, path, type === 'not-found' ? 404 : 200);
  });

  test('the 404 page of a path no page has, in both languages', async ({ request }) => {
    for (const path of Object.values(notFoundPaths)) await expectPolicyMatchesBody(request, path, 404);
  });
});

test.describe('the browser runs only what the page was sent with', () => {
  test("a script added to a page on its way is not run, and the page's own scripts still are", async ({ page, policyViolations }) => {
    await page.route('**/en/', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('</body>', '<script>window.injectedByTheWay = true</script></body>');
      await route.fulfill({ response, body });
    });
    await loadHydrated(page, () => page.goto('/en/'));
    expect(await page.evaluate(() => (window as unknown as { injectedByTheWay?: boolean }).injectedByTheWay)).toBeUndefined();
    await expect.poll(() => policyViolations.length).toBe(1);
    expect(policyViolations[0]).toMatch(/^script-src-elem blocked inline on http:\/\/localhost:\d+\/en\/ /);
    policyViolations.length = 0;
  });

  test("a page's own script changed on its way is not run, and the page stays readable", async ({ page, policyViolations }) => {
    await page.route('**/kontakt/', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('(self.__next_f=self.__next_f||[]).push([0])', '(self.__next_f=self.__next_f||[]).push([0]);window.changedByTheWay=true');
      await route.fulfill({ response, body });
    });
    await page.goto('/kontakt/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => policyViolations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { changedByTheWay?: boolean }).changedByTheWay)).toBeUndefined();
    for (const violation of policyViolations) expect(violation).toMatch(/^script-src-elem blocked inline on http:\/\/localhost:\d+\/kontakt\/ /);
    policyViolations.length = 0;
  });
});

test.describe('the policy approves only scripts the site wrote', () => {
  test('a style element that reached a page before the policy is not applied, and the page’s own styles still are', async ({ page, policyViolations, baseURL }) => {
    const injected = '<style>main{display:none}</style>';
    const { server, harness } = await frontAddingToEveryPage(baseURL!, injected);
    try {
      const sent = await fetch(`${harness}/en/`);
      expect(await sent.text()).toContain(injected);
      expect(sent.headers.get('content-security-policy')).not.toContain(sha256('main{display:none}'));
      await page.goto(`${harness}/en/`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The site's own stylesheets still apply.
      expect(await page.locator('body').evaluate((body) => getComputedStyle(body).margin)).toBe('0px');
      await expect.poll(() => policyViolations.length).toBeGreaterThan(0);
      for (const violation of policyViolations) expect(violation).toMatch(/^style-src-elem blocked inline on http:\/\/127\.0\.0\.1:\d+\/en\/ /);
      policyViolations.length = 0;
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  test('a script that reached a page before the policy (a rendering bug, text of the CMS) is not run, on every page type, and the page’s own scripts still are', async ({ page, policyViolations, baseURL }) => {
    test.setTimeout(120_000);
    const injected = '<script>window.injectedBeforeThePolicy=true</script>';
    const { server, harness } = await frontAddingToEveryPage(baseURL!, injected);
    try {
      for (const { path, type } of pageTypes) {
        await loadHydrated(page, () => page.goto(`${harness}${path}`));
        // Sent with the page, and not approved by its policy.
        const sent = await fetch(`${harness}${path}`);
        expect(await sent.text(), `${type}: the script is in the page`).toContain(injected);
        expect(sent.headers.get('content-security-policy'), type).not.toContain(`'sha256-${createHash('sha256').update('window.injectedBeforeThePolicy=true').digest('base64')}'`);
        expect(await page.evaluate(() => (window as unknown as { injectedBeforeThePolicy?: boolean }).injectedBeforeThePolicy), type).toBeUndefined();
        await expect.poll(() => policyViolations.length, type).toBeGreaterThan(0);
        for (const violation of policyViolations) expect(violation, type).toMatch(/^script-src-elem blocked inline on http:\/\/127\.0\.0\.1:\d+\//);
        policyViolations.length = 0;
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
