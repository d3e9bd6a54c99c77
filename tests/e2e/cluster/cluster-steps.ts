import { spawn } from 'node:child_process';
import { expect, type APIRequestContext } from '@playwright/test';
import { localCertificate } from '../../../scripts/cluster/local-certificate.mjs';
import { copyBuild, missingPrograms, startInstance, startNginx, startRedis, startVarnish } from '../../../scripts/cluster/services.mjs';
import cms from '../cms/cms-environment.json' with { type: 'json' };

/**
 * The steps the cluster specs share: a test CMS of a spec's own (tests/e2e/cms/cms-server.mjs on a port
 * of its own, so a spec may take it down without touching another's), publishing a job there, the
 * webhook, and reading what an instance answers.
 */
export type Instance = Awaited<ReturnType<typeof startInstance>>;

export const jobOffers = { de: '/karriere-lumoplast/stellenangebote/', en: '/en/careers/job-offers/' } as const;

export type CmsMode = 'up' | 'down' | 'empty' | 'slow' | 'garbage' | 'lagging';

/** A request for records as the test CMS logged it. */
export interface CmsRequest {
  path: string;
  mode: CmsMode;
  headers: Record<string, string>;
}

export interface TestCms {
  origin: string;
  /** How the collections answer (cms-server.mjs). */
  setMode(mode: CmsMode, delayMs?: number): Promise<void>;
  /** How many requests for records it received so far, the reconcile's aside (the sync reads on that timer of its own accord). */
  requests(): Promise<number>;
  /** Every request for records it received so far: the path, the headers and the mode it met. */
  log(): Promise<CmsRequest[]>;
  stop(): void;
}

/**
 * nginx as the site is met: HTTPS on `tlsPort` (`origin`, the cluster's certificate for localhost,
 * trusted by the workers' Node.js: front-door-certificate.ts) and plain HTTP on `port` redirecting there
 * (`plainOrigin`).
 */
/** nginx on HTTPS (`tlsPort`, with plain HTTP on `port` leading there) in front of `upstreams`; `publicOrigin`: the site's, when it is not the front door's own (`https://localhost:<tlsPort>`). */
export function startFrontDoor({ port, tlsPort, upstreams, publicOrigin }: { port: number; tlsPort: number; upstreams: string[]; publicOrigin?: string }) {
  return startNginx({ port, upstreams, tls: { port: tlsPort, ...localCertificate(), publicOrigin } });
}

export type FrontDoor = Awaited<ReturnType<typeof startFrontDoor>>;

export async function startTestCms(port: number): Promise<TestCms> {
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['tests/e2e/cms/cms-server.mjs'], { env: { ...process.env, CMS_PORT: String(port) }, stdio: 'ignore' });
  await expect.poll(async () => (await fetch(`${origin}/__admin/requests`).then((response) => response.status, () => 0)) === 200).toBe(true);
  const log = async () => (await (await fetch(`${origin}/__admin/requests`)).json()) as CmsRequest[];
  return {
    origin,
    async setMode(mode, delayMs) {
      const answer = await fetch(`${origin}/__admin/mode`, { method: 'POST', body: JSON.stringify({ mode, delayMs }) });
      expect(answer.status).toBe(200);
    },
    async requests() {
      return (await log()).filter(({ headers }) => headers['user-agent'] !== 'Lumoplast-Website (content sync: reconcile)').length;
    },
    log,
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

/** What the webhook answers (docs/architecture.md, "The CMS contract"). */
export interface WebhookReport {
  refresh: string;
  paths: string[];
  records: { id: string; locale: string; paths: string[] }[];
  failedPurges?: string[];
}

/**
 * The CMS's webhook call to an instance (or the front door), for a type or the records of it that
 * changed: one `id` (a string) or several (`ids`). Expects 200 and gives its report.
 */
export async function webhook(request: APIRequestContext, instance: Pick<Instance, 'origin'>, type: string, ids?: string | string[]): Promise<WebhookReport> {
  const named = ids === undefined ? {} : typeof ids === 'string' ? { id: ids } : { ids };
  const answer = await request.post(`${instance.origin}/api/revalidate/`, { headers: { authorization: `Bearer ${cms.revalidateSecret}` }, data: { type, ...named } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as WebhookReport;
}

/**
 * An article in both languages (ids and slugs `<key>-de`, `<key>-en`, one translation key), added to the
 * test CMS and not yet announced to the site: its ids and paths.
 */
export async function addArticle(request: APIRequestContext, testCms: Pick<TestCms, 'origin'>, key: string, { titles, publishedAt }: { titles: Record<'de' | 'en', string>; publishedAt: string }) {
  const ids = { de: `${key}-de`, en: `${key}-en` };
  for (const locale of ['de', 'en'] as const) {
    const answer = await request.post(`${testCms.origin}/__admin/records`, {
      data: {
        type: 'news',
        record: {
          type: 'news',
          id: ids[locale],
          attributes: {
            slug: ids[locale],
            title: titles[locale],
            teaser: 'Ein Artikel, den ein Redakteur gleich ändert.',
            body: '<p>Veröffentlicht, um geändert, umbenannt, zurückgezogen oder gelöscht zu werden.</p>',
            category: 'press',
            publishedAt,
            imageAlt: '',
            locale,
            translationKey: key,
          },
        },
      },
    });
    expect(answer.status()).toBe(201);
  }
  return { ids, paths: { de: `/news/${ids.de}/`, en: `/en/news/${ids.en}/` } };
}

/** The ports of a cached cluster: its test CMS, Redis, nginx (plain HTTP and TLS), instances A and B, Varnish (its port, its purge port, its admin port). */
export interface CachedClusterPorts {
  cms: number;
  redis: number;
  nginx: number;
  tls: number;
  a: number;
  b: number;
  varnish: number;
  purge: number;
  admin: number;
}

/**
 * The site as it is met, for one spec: nginx (HTTPS) → Varnish with the repository's VCL
 * (deploy/varnish/lumoplast.vcl) → instances A and B of a copy of the CMS-mode build (`name`), sharing
 * Redis, with a test CMS of its own. A spec that stops an instance or Varnish starts it again with
 * `startSite` or `startCache` (and assigns it to `a`, `b` or `varnish`); `stop()` ends every process the
 * cluster started, also when its start failed half-way.
 */
export async function startCachedCluster(name: string, ports: CachedClusterPorts) {
  const missing = missingPrograms();
  if (missing.length > 0) throw new Error(`The cluster tests need ${missing.map(({ name: program, install }) => `${program} (${install})`).join(', ')}`);
  const started: { stop(): Promise<unknown> }[] = [];
  const tracked = async <Service extends { stop(): Promise<unknown> }>(starting: Promise<Service>): Promise<Service> => {
    const service = await starting;
    started.push(service);
    return service;
  };
  const stop = async () => {
    for (const service of started.reverse()) await service.stop().catch(() => undefined);
  };
  try {
    const testCms = await tracked(startTestCms(ports.cms).then((service) => ({ ...service, stop: async () => service.stop() })));
    const distDir = copyBuild(cms.distDir, name);
    const redis = await tracked(startRedis({ port: ports.redis }));
    const purgeUrl = `http://127.0.0.1:${ports.purge}/`;
    const startSite = (port: number) =>
      tracked(startInstance({ distDir, port, env: { ...instanceEnvironment(testCms, redis.url), EDGE_PURGE_URLS: purgeUrl, TRUSTED_PROXY_HOPS: '1' }, log: 'collect' }));
    const startCache = (purgers?: string[]) =>
      tracked(startVarnish({ port: ports.varnish, purgePort: ports.purge, adminPort: ports.admin, upstreams: [`127.0.0.1:${ports.a}`, `127.0.0.1:${ports.b}`], purgers, distDir }));
    const [a, b] = await Promise.all([startSite(ports.a), startSite(ports.b)]);
    const varnish = await startCache();
    const nginx = await tracked(startFrontDoor({ port: ports.nginx, tlsPort: ports.tls, upstreams: [`127.0.0.1:${ports.varnish}`] }));
    return { testCms, redis, a, b, varnish, nginx, distDir, purgeUrl, startSite, startCache, front: (path: string) => `${nginx.origin}${path}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export type CachedCluster = Awaited<ReturnType<typeof startCachedCluster>>;

export async function textOf(request: APIRequestContext, url: string): Promise<{ status: number; html: string }> {
  const response = await request.get(url, { maxRedirects: 0 });
  return { status: response.status(), html: await response.text() };
}
