import 'server-only';
import { BackendError, backendErrorStatus } from './backend-error';
import { backendBaseUrl } from './base-url';
import { redactCredential, redactCredentialIn } from './credential-redaction';
import { backendRevalidateSeconds } from '../records/tags';
import type { BackendRequest, BackendResponse, Transport } from './transport';

const jsonApiMediaType = 'application/vnd.api+json';

export interface HttpTransportOptions {
  /** `BACKEND_URL`: versioned, with or without a trailing slash. */
  baseUrl: string;
  /** `BACKEND_TOKEN`, sent as `Authorization: Bearer …`; never part of a message. */
  token: string;
  /** How long one request may take, answer body included. Default 10 s. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/**
 * The transport to the CMS: `fetch` with the JSON:API headers and the credential. Reads are tagged by
 * type and revalidated hourly by Next.js's data cache; writes and uncached reads never are.
 */
/** `work`, or the signal's reason once it aborts, whichever comes first. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

export function createHttpTransport(options: HttpTransportOptions): Transport {
  const baseUrl = backendBaseUrl(options.baseUrl);
  const { token, timeoutMs = 10_000 } = options;
  const fetchImpl = options.fetch ?? globalThis.fetch;

  async function send(request: BackendRequest): Promise<BackendResponse> {
    const headers: Record<string, string> = {
      Accept: jsonApiMediaType,
      'X-Requested-With': 'XMLHttpRequest',
      Authorization: `Bearer ${token}`,
    };
    if (request.body !== undefined) headers['Content-Type'] = jsonApiMediaType;
    const caching: RequestInit =
      request.method === 'GET' && !request.uncached
        ? { next: { tags: [...request.cacheTags], revalidate: backendRevalidateSeconds } }
        : { cache: 'no-store' };
    const failure = (status: number, reason: string) =>
      new BackendError({ method: request.method, target: request.target, status, reason: redactCredential(reason, token) });
    // An aborted signal: Next.js's data cache answers if it can (and the page is tagged), the CMS is never asked.
    const signal = request.cachedOnly ? AbortSignal.abort() : request.signal ? AbortSignal.any([AbortSignal.timeout(timeoutMs), request.signal]) : AbortSignal.timeout(timeoutMs);
    // Next.js drops the signal of a fetch that renews a stale data-cache entry, so the fetch alone would
    // wait for the CMS as long as it takes: the time-out and an abandonment end the wait all the same.
    const inTime = <T>(work: Promise<T>): Promise<T> => (request.cachedOnly ? work : untilAborted(work, signal));
    try {
      const response = await inTime(
        fetchImpl(new URL(request.target, baseUrl), {
          method: request.method,
          headers,
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          signal,
          ...caching,
        }),
      );
      const text = await inTime(response.text());
      let body: unknown;
      try {
        body = text.trim() === '' ? undefined : JSON.parse(text);
      } catch {
        body = undefined;
      }
      // A failed answer is read only for its errors, which become messages and log lines. An answer
      // the records are read from is parsed exactly as the CMS sent it.
      return { status: response.status, body: response.ok ? body : redactCredentialIn(body, token) };
    } catch (error) {
      if (request.cachedOnly) throw failure(backendErrorStatus.network, 'not in the data cache (the CMS was not asked)');
      if (request.signal?.aborted) throw failure(backendErrorStatus.network, 'abandoned by the site');
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
        throw failure(backendErrorStatus.timeout, `no answer within ${timeoutMs} ms`);
      }
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      throw failure(backendErrorStatus.network, `${error instanceof Error ? error.message : String(error)}${cause}`);
    }
  }

  return {
    baseUrl,
    send,
    fileUrl: (url) => (url.startsWith('/') ? new URL(url, baseUrl.origin).href : url),
  };
}
