import { revalidatePath, revalidateTag, updateTag } from 'next/cache';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { backendTags } from '@/lib/backend/tags';
import { methodNotAllowed, revalidateBackend, revalidationProfile } from '@/lib/revalidation/revalidate-backend';

vi.mock('server-only', () => ({}));
vi.mock('next/cache', () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn(), updateTag: vi.fn() }));

const secret = 'webhook-secret-5d1c9a7e3b';
let logs: MockInstance[];

/** A request with this Authorization header and body; `readBody` counts its calls. */
function webhookRequest(authorization: string | null, body = '{"type":"news"}') {
  const readBody = vi.fn(async () => body);
  return { authorization, readBody };
}

/** Every line logged during the test. */
const logged = () => logs.flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(' ')));

beforeEach(() => {
  logs = (['info', 'warn', 'log', 'error'] as const).map((level) => vi.spyOn(console, level).mockImplementation(() => undefined));
});

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

function expectNothingRevalidated() {
  expect(revalidateTag).not.toHaveBeenCalled();
  expect(revalidatePath).not.toHaveBeenCalled();
  expect(updateTag).not.toHaveBeenCalled();
}

describe('a revalidation with the right secret', () => {
  it.each(['jobs', 'news', 'downloads'] as const)('revalidates the tag of %s with the "max" profile and answers 200', async (type) => {
    const before = Date.now();
    const result = await revalidateBackend(webhookRequest(`Bearer ${secret}`, JSON.stringify({ type })), secret);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ revalidated: true, type, now: expect.any(Number) });
    if (result.status === 200) expect(result.body.now).toBeGreaterThanOrEqual(before);
    expect(result.headers['Cache-Control']).toBe('no-store');
    expect(revalidateTag).toHaveBeenCalledTimes(1);
    expect(revalidateTag).toHaveBeenCalledWith(backendTags[type], 'max');
    expect(revalidatePath).not.toHaveBeenCalled();
    expect(updateTag).not.toHaveBeenCalled();
  });

  it('uses the stale-while-revalidate profile that keeps the last good page', () => {
    expect(revalidationProfile).toBe('max');
  });

  it('echoes the slug of the record that changed', async () => {
    const result = await revalidateBackend(webhookRequest(`Bearer ${secret}`, '{"type":"news","slug":"fakuma-2026"}'), secret);
    expect(result).toMatchObject({ status: 200, body: { revalidated: true, type: 'news', slug: 'fakuma-2026' } });
    expect(revalidateTag).toHaveBeenCalledWith(backendTags.news, 'max');
  });

  it('reads the secret from REVALIDATE_SECRET by default', async () => {
    vi.stubEnv('REVALIDATE_SECRET', secret);
    expect((await revalidateBackend(webhookRequest(`Bearer ${secret}`))).status).toBe(200);
    vi.stubEnv('REVALIDATE_SECRET', 'another-secret-of-the-site');
    expect((await revalidateBackend(webhookRequest(`Bearer ${secret}`))).status).toBe(401);
  });
});

describe('a refused revalidation', () => {
  it.each([
    ['a missing header', null],
    ['an empty header', ''],
    ['a wrong secret of the same length', `Bearer ${secret.replace(/.$/, 'x')}`],
    ['a shorter secret', `Bearer ${secret.slice(0, 6)}`],
    ['a longer secret', `Bearer ${secret}${secret}`],
    ['the secret without the Bearer scheme', secret],
    ['the secret as Basic credentials', `Basic ${secret}`],
  ])('answers 401 for %s, without reading the body or revalidating anything', async (_name, authorization) => {
    const request = webhookRequest(authorization);
    const result = await revalidateBackend(request, secret);
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ revalidated: false, message: 'Missing or wrong credentials.' });
    expect(result.headers['WWW-Authenticate']).toBe('Bearer realm="revalidate"');
    expect(request.readBody).not.toHaveBeenCalled();
    expectNothingRevalidated();
  });

  it.each([undefined, '', '  '])('answers 401 when no secret is configured (%j), whatever the header', async (configured) => {
    vi.stubEnv('REVALIDATE_SECRET', configured ?? '');
    for (const authorization of [null, 'Bearer ', `Bearer ${secret}`, 'Bearer undefined']) {
      const result = await revalidateBackend(webhookRequest(authorization), configured);
      expect(result.status).toBe(401);
    }
    expectNothingRevalidated();
    expect(logged().some((line) => line.includes('REVALIDATE_SECRET is not configured'))).toBe(true);
  });

  it.each([
    ['an unknown type', '{"type":"pages"}', /^Unknown type "pages"/],
    ['a type in the wrong case', '{"type":"News"}', /^Unknown type "News"/],
    ['a body that is not JSON', 'type=news', /^The body is not JSON/],
    ['an empty body', '', /^The body is not JSON/],
    ['JSON without a type', '{}', /^The body is not a JSON object/],
    ['an invalid slug', '{"type":"jobs","slug":"Not A Slug"}', /^The body is not a JSON object/],
  ])('answers 400 for %s with the right secret, revalidating nothing', async (_name, body, message) => {
    const result = await revalidateBackend(webhookRequest(`Bearer ${secret}`, body), secret);
    expect(result.status).toBe(400);
    expect(result.body.revalidated).toBe(false);
    if (result.status !== 200) expect(result.body.message).toMatch(message);
    expectNothingRevalidated();
  });

  it('answers 400 when the body cannot be read', async () => {
    const result = await revalidateBackend({ authorization: `Bearer ${secret}`, readBody: () => Promise.reject(new Error('aborted')) }, secret);
    expect(result.status).toBe(400);
    expectNothingRevalidated();
  });

  it('answers 405 with Allow: POST for other methods', () => {
    expect(methodNotAllowed()).toEqual({
      status: 405,
      body: { revalidated: false, message: 'Only POST is allowed.' },
      headers: { 'Cache-Control': 'no-store', Allow: 'POST' },
    });
  });
});

describe('the logs', () => {
  it('never contain the secret or the header sent, whatever the outcome', async () => {
    const guess = 'guessed-secret-value-1234';
    await revalidateBackend(webhookRequest(`Bearer ${secret}`, '{"type":"jobs"}'), secret);
    await revalidateBackend(webhookRequest(`Bearer ${secret}`, '{"type":"nope"}'), secret);
    await revalidateBackend(webhookRequest(`Bearer ${guess}`), secret);
    await revalidateBackend(webhookRequest(`Bearer ${guess}`), undefined);
    const lines = logged();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).not.toContain(secret);
      expect(line).not.toContain(guess);
    }
  });
});
