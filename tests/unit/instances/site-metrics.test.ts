import { describe, expect, it } from 'vitest';
import { metricsAnswer, requestKindOf, siteMetrics } from '@/lib/instances/site-metrics.mjs';
import { promtoolProblems } from '../../support/promtool';

describe('the kind of a request in the figures', () => {
  it.each([
    ['GET', '/', false, 'page'],
    ['GET', '/en/careers/job-offers/', false, 'page'],
    ['GET', '/en/careers/job-offers/', true, 'rsc'],
    ['POST', '/kontakt/', false, 'post'],
    ['POST', '/kontakt/', true, 'post'],
    ['GET', '/_next/static/chunks/1zyokefv3cw4v.js', false, 'static'],
    ['GET', '/_next/image', false, 'image'],
    ['POST', '/api/revalidate/', false, 'api'],
    ['GET', '/robots.txt', false, 'other'],
    ['GET', '/icon.svg', false, 'other'],
  ] as const)('%s %s (RSC: %s) is %s', (method, path, rsc, kind) => {
    expect(requestKindOf(method, path, rsc)).toBe(kind);
  });
});

describe('the figures in Prometheus’s text format', () => {
  it('count what happened, under the site’s names, and pass promtool’s check', async () => {
    const metrics = siteMetrics();
    metrics.requests.observe({ kind: 'page', status: '200' }, 0.012);
    metrics.cacheReads.inc({ result: 'hit' });
    metrics.renders.inc({ kind: 'APP_PAGE' });
    metrics.cmsReads.inc({ outcome: 'failed' });
    const { body, contentType } = await metricsAnswer();
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(body).toMatch(/^lumoplast_http_request_duration_seconds_count\{kind="page",status="200"\} [1-9]/m);
    expect(body).toMatch(/^lumoplast_cache_reads_total\{result="hit"\} [1-9]/m);
    expect(body).toMatch(/^lumoplast_renders_total\{kind="APP_PAGE"\} [1-9]/m);
    expect(body).toMatch(/^lumoplast_cms_reads_total\{outcome="failed"\} [1-9]/m);
    // Node's own: memory, the event loop, garbage collection.
    expect(body).toMatch(/^lumoplast_process_resident_memory_bytes \d/m);
    expect(body).toMatch(/^lumoplast_nodejs_eventloop_lag_seconds /m);
    expect(promtoolProblems(body)).toBe('');
  });

  it('are one registry per process, whichever bundle asks', () => {
    expect(siteMetrics()).toBe(siteMetrics());
  });
});
