import { describe, expect, it, vi } from 'vitest';
import { BackendError, backendErrorStatus } from '@/lib/cms/backend-error';
import { createHttpTransport } from '@/lib/cms/http-transport';

vi.mock('server-only', () => ({}));

/** A fetch that never answers and takes no notice of its signal: the time-out holds all the same. */
const deafFetch = (() => new Promise<Response>(() => undefined)) as typeof fetch;

const transport = (fetchImpl: typeof fetch, timeoutMs = 150) => createHttpTransport({ baseUrl: 'https://cms.example.com/v1/', token: 'token-1', timeoutMs, fetch: fetchImpl });
const read = { method: 'GET' as const, target: 'jobs' };

async function failure(promise: Promise<unknown>): Promise<BackendError> {
  const error = await promise.then(() => undefined, (reason: unknown) => reason);
  expect(error).toBeInstanceOf(BackendError);
  return error as BackendError;
}

describe('the transport to the CMS', () => {
  it('times out a request whose fetch does not heed its signal', async () => {
    const started = performance.now();
    const error = await failure(transport(deafFetch).send(read));
    expect(error.status).toBe(backendErrorStatus.timeout);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('hands on an answer exactly as the CMS sent it, however short the token (a character of its JSON)', async () => {
    const document = { data: [{ type: 'jobs', id: '1', attributes: { title: 'Anwendungstechniker "Medizin" (m/w/d)', tasks: ['Rüsten'], filesize: 48_213 } }], links: { next: null } };
    const answering = (async () => new Response(JSON.stringify(document), { status: 200 })) as typeof fetch;
    for (const token of ['a', 'e', '"', ':', '1', 'data', 'Bearer']) {
      const sent = createHttpTransport({ baseUrl: 'https://cms.example.com/v1/', token, fetch: answering });
      expect(await sent.send(read), `token ${JSON.stringify(token)}`).toEqual({ status: 200, body: document });
    }
  });

  it('keeps the token out of a failed answer’s errors and of its messages, however short it is', async () => {
    const echoing = (async (_url: URL, init: RequestInit) =>
      new Response(JSON.stringify({ errors: [{ status: '401', code: 'unauthorized', detail: `Rejected header: ${(init.headers as Record<string, string>).Authorization}` }] }), {
        status: 401,
      })) as unknown as typeof fetch;
    for (const token of ['Q', 'token-1']) {
      const answer = await createHttpTransport({ baseUrl: 'https://cms.example.com/v1/', token, fetch: echoing }).send(read);
      expect(answer).toEqual({ status: 401, body: { errors: [{ status: '401', code: 'unauthorized', detail: 'Rejected header: Bearer [redacted]' }] } });
    }
    const refusing = (async () => {
      throw new TypeError('Headers.append: "Bearer Q" is an invalid header value.');
    }) as typeof fetch;
    const error = await failure(createHttpTransport({ baseUrl: 'https://cms.example.com/v1/', token: 'Q', fetch: refusing }).send(read));
    expect(error.message).toContain('"Bearer [redacted]"');
    expect(error.message).not.toContain('Q');
  });
});
