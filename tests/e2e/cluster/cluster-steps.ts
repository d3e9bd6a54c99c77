import { spawn } from 'node:child_process';
import { expect, type APIRequestContext } from '@playwright/test';
import { localCertificate } from '../../../scripts/cluster/local-certificate.mjs';
import { startInstance, startNginx } from '../../../scripts/cluster/services.mjs';
import cms from '../cms/cms-environment.json' with { type: 'json' };

/**
 * The steps the cluster specs share: a test CMS of a spec's own (tests/e2e/cms/cms-server.mjs on a port
 * of its own, so a spec may take it down without touching another's), publishing a job there, the
 * webhook, and reading what an instance answers.
 */
export type Instance = Awaited<ReturnType<typeof startInstance>>;

export const jobOffers = { de: '/karriere-lumoplast/stellenangebote/', en: '/en/careers/job-offers/' } as const;

export type CmsMode = 'up' | 'down' | 'empty' | 'slow' | 'garbage' | 'lagging';

export interface TestCms {
  origin: string;
  /** How the collections answer (cms-server.mjs). */
  setMode(mode: CmsMode, delayMs?: number): Promise<void>;
  /** How many requests for records it received so far. */
  requests(): Promise<number>;
  stop(): void;
}

/**
 * nginx as the site is met: HTTPS on `tlsPort` (`origin`, the cluster's certificate for localhost,
 * trusted by the workers' Node.js: front-door-certificate.ts) and plain HTTP on `port` redirecting there
 * (`plainOrigin`).
 */
export function startFrontDoor({ port, tlsPort, upstreams }: { port: number; tlsPort: number; upstreams: string[] }) {
  return startNginx({ port, upstreams, tls: { port: tlsPort, ...localCertificate() } });
}

export type FrontDoor = Awaited<ReturnType<typeof startFrontDoor>>;

export async function startTestCms(port: number): Promise<TestCms> {
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['tests/e2e/cms/cms-server.mjs'], { env: { ...process.env, CMS_PORT: String(port) }, stdio: 'ignore' });
  await expect.poll(async () => (await fetch(`${origin}/__admin/requests`).then((response) => response.status, () => 0)) === 200).toBe(true);
  return {
    origin,
    async setMode(mode, delayMs) {
      const answer = await fetch(`${origin}/__admin/mode`, { method: 'POST', body: JSON.stringify({ mode, delayMs }) });
      expect(answer.status).toBe(200);
    },
    async requests() {
      return ((await (await fetch(`${origin}/__admin/requests`)).json()) as unknown[]).length;
    },
    stop: () => child.kill(),
  };
}

/** The environment of an instance in CMS mode against `testCms`, sharing `redisUrl` (none: alone). */
export function instanceEnvironment(testCms: Pick<TestCms, 'origin'>, redisUrl?: string): Record<string, string> {
  return {
    BACKEND_URL: `${testCms.origin}/v1/`,
    BACKEND_TOKEN: cms.token,
    REVALIDATE_SECRET: cms.revalidateSecret,
    PREVIEW_SECRET: cms.previewSecret,
    ...(redisUrl === undefined ? {} : { REDIS_URL: redisUrl }),
  };
}

/** Waits until an instance shares its cache through Redis (its health says so). */
export async function expectShared(request: APIRequestContext, instance: Instance) {
  await expect
    .poll(async () => ((await (await request.get(`${instance.origin}/api/health/`)).json()) as { cache: string }).cache, { timeout: 20_000 })
    .toBe('shared');
}

/** A job offer in both languages, added to the test CMS (not yet announced to the site): its titles and paths. */
export async function publishJob(request: APIRequestContext, testCms: Pick<TestCms, 'origin'>, suffix: string) {
  for (const [locale, title] of [
    ['de', `Einrichter/in Cluster ${suffix} (m/w/d)`],
    ['en', `Setter Cluster ${suffix} (m/f/d)`],
  ] as const) {
    const answer = await request.post(`${testCms.origin}/__admin/records`, {
      data: {
        type: 'jobs',
        record: {
          type: 'jobs',
          id: `cluster-${suffix}-${locale}`,
          attributes: {
            slug: `cluster-${suffix}-${locale}`,
            title,
            kind: 'employee',
            location: 'Herborn',
            tasks: ['Sie richten Maschinen ein.'],
            requirements: ['Erfahrung im Spritzguss'],
            benefits: ['Schichtzulagen'],
            detail: '<p>Über den Webhook einer Instanz veröffentlicht.</p>',
            publishedAt: '2026-11-24T08:00:00+01:00',
            locale,
            translationKey: `cluster-${suffix}`,
          },
        },
      },
    });
    expect(answer.status()).toBe(201);
  }
  return {
    de: { title: `Einrichter/in Cluster ${suffix} (m/w/d)`, path: `${jobOffers.de}cluster-${suffix}-de/` },
    en: { title: `Setter Cluster ${suffix} (m/f/d)`, path: `${jobOffers.en}cluster-${suffix}-en/` },
  };
}

/** The CMS's webhook call to an instance, for a type or (`ids`) the records of it that changed: 200 and its report. */
export async function webhook(request: APIRequestContext, instance: Pick<Instance, 'origin'>, type: string, ids?: string[]) {
  const answer = await request.post(`${instance.origin}/api/revalidate/`, { headers: { authorization: `Bearer ${cms.revalidateSecret}` }, data: ids === undefined ? { type } : { type, ids } });
  expect(answer.status()).toBe(200);
  return answer.json();
}

export async function textOf(request: APIRequestContext, url: string): Promise<{ status: number; html: string }> {
  const response = await request.get(url, { maxRedirects: 0 });
  return { status: response.status(), html: await response.text() };
}
