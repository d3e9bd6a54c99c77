import { expect, type APIResponse } from '@playwright/test';
import { test } from './site-test';
import { notFoundPaths } from './page-types';

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '').split(';').flatMap((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return name ? [[name, sources] as const] : [];
    }),
  );
}

/** What every response of the site carries, served over plain HTTP as in the tests. */
function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const policy = directives(headers['content-security-policy']);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(headers['content-security-policy']).not.toContain('unsafe-eval');
  // Scripts: the site's files and the page's own inline scripts by hash (content-security-policy.spec.ts), nothing else.
  expect(policy.get('script-src')?.filter((source) => !/^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toEqual(["'self'"]);
  // Styles: the site's files and the page's own stylesheets, inline, by hash (content-security-policy.spec.ts).
  expect(policy.get('style-src')?.filter((source) => !/^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toEqual(["'self'"]);
  expect(policy.has('upgrade-insecure-requests')).toBe(false);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toMatch(/(?:^|, )camera=\(\)/);
  expect(headers['permissions-policy']).toMatch(/(?:^|, )geolocation=\(\)/);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['strict-transport-security']).toBeUndefined();
  expect(headers['x-powered-by']).toBeUndefined();
}

test.describe('every response carries the security headers', () => {
  for (const path of ['/', '/en/', '/kompetenzen/werkzeugbau/', '/en/news/']) {
    test(`the page ${path}, still served from the prerendered cache`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expectSecurityHeaders(response);
      expect(response.headers()['x-nextjs-cache']).toBe('HIT');
      expect(response.headers()['cache-control']).toContain('s-maxage=');
    });
  }

  test('a JavaScript chunk of the build', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const chunk = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(chunk).toBeDefined();
    const response = await request.get(chunk!);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('immutable');
    expectSecurityHeaders(response);
  });

  for (const path of ['/media/news/650-t-machine.svg', '/icon.svg', '/robots.txt', '/sitemap.xml', '/rss/de.xml', '/api/news/?locale=en']) {
    test(`the file or route ${path}`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expectSecurityHeaders(response);
    });
  }

  for (const path of [notFoundPaths.de, notFoundPaths.en, '/datei-fehlt.pdf', '/media/fehlt.svg']) {
    test(`the 404 answer to ${path}`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expectSecurityHeaders(response);
    });
  }

  test('a redirect of the request interceptor (a path under /de/)', async ({ request }) => {
    const response = await request.get('/de/impressum/', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe('/impressum/');
    expectSecurityHeaders(response);
  });

  for (const [path, location] of [
    ['/impressum', '/impressum/'],
    ['/en/imprint', '/en/imprint/'],
    ['/api/news?locale=en', '/api/news/?locale=en'],
    ['/sitemap.xml/', '/sitemap.xml'],
  ] as const) {
    test(`the redirect of ${path} for its trailing slash`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers().location!, 'http://x').href).toBe(new URL(location, 'http://x').href);
      expectSecurityHeaders(response);
    });
  }

  test('a refused webhook call', async ({ request }) => {
    const response = await request.post('/api/revalidate/', { data: { type: 'news' } });
    expect(response.status()).toBe(401);
    expectSecurityHeaders(response);
  });
});

test('the image endpoint sends SVGs as attachments under a policy that runs nothing', async ({ request }) => {
  const response = await request.get('/_next/image/?url=%2Fmedia%2Fnews%2F650-t-machine.svg&w=640&q=75');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-type']).toBe('image/svg+xml');
  expect(headers['content-disposition']).toMatch(/^attachment/);
  const policy = directives(headers['content-security-policy']);
  expect(policy.get('default-src')).toEqual(["'none'"]);
  expect(policy.has('sandbox')).toBe(true);
  expect(headers['x-content-type-options']).toBe('nosniff');
});

test('behind a proxy that terminated HTTPS: HSTS and upgrade-insecure-requests', async ({ request }) => {
  for (const path of ['/en/', notFoundPaths.de]) {
    const headers = (await request.get(path, { headers: { 'x-forwarded-proto': 'https' } })).headers();
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(directives(headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
    expect(directives(headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
  }
});

test.describe('in the browser', () => {
  test('the pages run under the policy: nothing is refused and the islands work', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Permissions-Policy|Permissions Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`));
    });

    // The news list's island fetches the site's API; the menu's island opens a sub menu.
    await page.goto('/en/news/');
    const articles = page.getByRole('main').getByRole('article');
    const shown = await articles.count();
    await page.getByRole('link', { name: 'Show more' }).click();
    await expect.poll(() => articles.count()).toBeGreaterThan(shown);
    await expect(page).toHaveURL('/en/news/page/2/');
    await page.goto('/kompetenzen/werkzeugbau/');
    const innovation = page.getByRole('button', { name: 'Innovation: Untermenü' });
    await innovation.click();
    await expect(innovation).toHaveAttribute('aria-expanded', 'true');
    expect(refused).toEqual([]);
  });
});
