import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/chromium.mjs';
import cms from './tests/e2e/cms/cms-environment.json' with { type: 'json' };

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * The end-to-end tests post many enquiries, each from an address of its own in `X-Forwarded-For`
 * (tests/e2e/contact-enquiry.ts), as a reverse proxy would pass them on: the servers trust one proxy
 * hop, and the site-wide ceiling is raised above what one run sends in a minute.
 */
function contactLimitEnvironment() {
  return { TRUSTED_PROXY_HOPS: '1', ENQUIRY_CEILING_PER_MINUTE: '1000' };
}

/** The site in CMS mode (built into `.next-cms` against the test CMS) and the test CMS itself. */
export const cmsSiteEnvironment = {
  NEXT_DIST_DIR: cms.distDir,
  BACKEND_URL: `http://localhost:${cms.cmsPort}/v1/`,
  BACKEND_TOKEN: cms.token,
  REVALIDATE_SECRET: cms.revalidateSecret,
  PREVIEW_SECRET: cms.previewSecret,
  ...contactLimitEnvironment(),
  // The enquiries' outbox: retries at most a second apart; it and the content store's copy in folders of
  // this server's own (the cluster specs' instances run from the same folder with other test CMSs).
  OUTBOX_RETRY_CAP_MS: '1000',
  OUTBOX_DIR: '.data/outbox-cms-e2e',
  CONTENT_STORE_DIR: '.data/content-store-cms-e2e',
};

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/cluster/front-door-certificate.ts',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // A test that failed keeps the trace of its retry (CI retries once): every action with the page's DOM
    // before and after it, the network and the console. Recording every test's trace only to drop it
    // when it passes cost 13 % of the end-to-end time; by hand, `--trace retain-on-failure` records one
    // on the first run. Without the screencast's filmstrip, which cost a quarter of the CPU time of a
    // spec that scrolls and a good part of every other: the DOM snapshots show the page.
    trace: { mode: 'on-first-retry', screenshots: false },
    ...devices['Desktop Chrome'],
    // Debian's Chromium (scripts/chromium.mjs); Playwright's own browser download cannot work here.
    launchOptions: { executablePath: chromiumPath, args: [...chromiumFlags] },
  },
  // In order of their longest groups of tests, longest first (the workers take them in this order), so
  // that no long group starts last while the other worker has nothing left.
  projects: [
    // The soak (a minute of mixed traffic against a cluster of its own): it mostly waits, so `npm test` runs
    // it beside the other projects in a Playwright run of its own (scripts/test.mjs), without their servers.
    { name: 'soak', testDir: 'tests/e2e/cluster', testMatch: 'soak.spec.ts' },
    // Several instances of the CMS-mode build sharing a real redis-server, behind Debian's nginx:
    // the spec starts and stops these processes itself (scripts/cluster/services.mjs), on ports of its own.
    // The front door speaks HTTPS with the cluster's self-signed certificate: Chromium accepts it here
    // (its browser contexts only); Node.js trusts it by NODE_EXTRA_CA_CERTS (globalSetup).
    // On one worker: these specs mostly wait (on their processes, a slow CMS, a restart), and the other
    // worker's browser tests, which keep a core busy, use the time (scripts/test.mjs).
    { name: 'cluster', testDir: 'tests/e2e/cluster', testIgnore: 'soak.spec.ts', workers: 1, use: { contextOptions: { ignoreHTTPSErrors: true } } },
    // The site fed by a JSON:API server: revalidation, an unreachable CMS, empty collections, the token.
    { name: 'cms', testDir: 'tests/e2e/cms', use: { baseURL: `http://localhost:${cms.sitePort}` } },
    // The site as `npm start` serves it: the embedded default, no backend.
    { name: 'chromium', testIgnore: ['cms/**', 'cluster/**'] },
  ],
  // E2E_EMBEDDED_ONLY=1 starts only the embedded site's server (for running its specs alone, e.g. on
  // another E2E_PORT beside a full run); the cms and cluster projects need the full set. E2E_SERVERS=none
  // starts none (the soak, which starts its own).
  webServer: process.env.E2E_SERVERS === 'none' ? [] : [
    {
      // The production build, served the way `npm start` serves it (the test runner builds it first).
      command: 'node dist/server.mjs',
      env: { NODE_ENV: 'production', PORT: String(port), ...contactLimitEnvironment() },
      url: `http://localhost:${port}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(process.env.E2E_EMBEDDED_ONLY ? [] : cmsServers()),
  ],
});

/** The test CMS and the site built against it (project `cms`). */
function cmsServers() {
  return [
    {
      command: 'node tests/e2e/cms/cms-server.mjs',
      url: `http://localhost:${cms.cmsPort}/__admin/requests`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore' as const,
    },
    {
      // From a copy of the CMS-mode build (`.next-cms-site`): a server writes the pages it renders anew into
      // its build folder, and the cluster specs copy `.next-cms` for their instances, which must not start
      // with records this site's tests published on their CMS.
      command: `node -e "import('./scripts/cluster/services.mjs').then(({ copyBuild }) => copyBuild('${cms.distDir}', 'site'))" && node dist/server.mjs`,
      env: { NODE_ENV: 'production', PORT: String(cms.sitePort), ...cmsSiteEnvironment, NEXT_DIST_DIR: `${cms.distDir}-site` },
      url: `http://localhost:${cms.sitePort}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
  ];
}
