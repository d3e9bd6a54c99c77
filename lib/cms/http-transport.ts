import 'server-only';
import { BackendError, backendErrorStatus } from './backend-error';
import { backendBaseUrl } from './base-url';
import { redactCredential, redactCredentialIn } from './credential-redaction';
import type { BackendRequest, BackendResponse, Transport } from './transport';

const jsonApiMediaType = 'application/vnd.api+json';

/**
 * Who of the site reads the CMS, and why: the content sync (for the build, at an instance's start, on the
 * webhook, on the reconcile's timer, or again after a failure), an editor's preview, the enquiries'
 * delivery. Sent as the `User-Agent`, for the CMS's own log.
 */
export type CmsReader = `content sync: ${SyncOccasion}` | 'preview' | 'enquiries';

/** Why the content sync reads the CMS. */
export type SyncOccasion = 'build' | 'start' | 'webhook' | 'reconcile' | 'retry';

export interface HttpTransportOptions {
  /** `BACKEND_URL`: versioned, with or without a trailing slash. */
  baseUrl: string;
  /** `BACKEND_TOKEN`, sent as `Authorization: Bearer …`; never part of a message. */
  token: string;
  /** How long one request may take, answer body included. Default 10 s. */
  timeoutMs?: number;
  reader?: CmsReader;
  fetch?: typeof globalThis.fetch;
}

/** The `User-Agent` of the site's requests to the CMS: `Lumoplast-Website (content sync: webhook)`. */
export const cmsUserAgent = (reader: CmsReader): string => `Lumoplast-Website (${reader})`;

/** `work`, or the signal's reason once it aborts, whichever comes first: the time-out holds whatever the fetch does with its signal. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * The transport to the CMS: `fetch` with the JSON:API headers and the credential, never through Next.js's
 * data cache (the content store is the site's one copy of what the CMS holds).
 */
export function createHttpTransport(options: HttpTransportOptions): Transport {
  const baseUrl = backendBaseUrl(options.baseUrl);
  const { token, timeoutMs = 10_000, reader = 'content sync: webhook' } = options;
  const fetchImpl = options.fetch ?? globalThis.fetch;

  async function send(request: BackendRequest): Promise<BackendResponse> {
    const headers: Record<string, string> = {
      Accept: jsonApiMediaType,
      'X-Requested-With': 'XMLHttpRequest',
      Authorization: `Bearer ${token}`,
      'User-Agent': cmsUserAgent(reader),
    };
    if (request.body !== undefined) headers['Content-Type'] = jsonApiMediaType;
    const failure = (status: number, reason: string) =>
      new BackendError({ method: request.method, target: request.target, status, reason: redactCredential(reason, token) });
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await untilAborted(
        fetchImpl(new URL(request.target, baseUrl), {
          method: request.method,
          headers,
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          signal,
          cache: 'no-store',
        }),
        signal,
      );
      const text = await untilAborted(response.text(), signal);
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
