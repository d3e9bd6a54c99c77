import 'server-only';
import { BackendError, backendErrorStatus } from './backend-error';
import { createBackendClient, type BackendClient, type BackendClientOptions } from './client';
import { createEmbeddedTransport } from './embedded-transport';
import { createHttpTransport } from './http-transport';
import { lastKnownReads } from './last-known-reads';

/** Where the backend's records come from: the CMS (`BACKEND_URL` set) or the embedded default. */
export type BackendMode = 'cms' | 'embedded';

/**
 * The one place that reads `BACKEND_URL` and `BACKEND_TOKEN`. With `BACKEND_URL` set (and not blank)
 * the records come from the CMS, else from the JSON:API documents in `content/backend/`.
 */
export function backendMode(): BackendMode {
  return process.env.BACKEND_URL?.trim() ? 'cms' : 'embedded';
}

/**
 * What a client's reads of the CMS do when it fails (`last-known-reads.ts`): answer with what the site
 * last read from it (`fall-back`: the pages, the record index), or fail (`fail`: the webhook, which must
 * know whether the CMS answered). Published reads fall back unless told otherwise.
 */
export type WhenTheCmsFails = 'fall-back' | 'fail';

/** A client's options, and how long one request to the CMS may take (default: the transport's 10 s). */
export type BackendConnectionOptions = BackendClientOptions & { timeoutMs?: number };

/** A client of the configured backend. The environment is read on every call, so a change applies at once. */
export function backendClient(
  options: BackendConnectionOptions = {},
  whenTheCmsFails: WhenTheCmsFails = (options.reads ?? 'published') === 'published' ? 'fall-back' : 'fail',
): BackendClient {
  const baseUrl = process.env.BACKEND_URL?.trim();
  if (!baseUrl) return createBackendClient(createEmbeddedTransport(), options);
  const token = process.env.BACKEND_TOKEN?.trim();
  if (!token) {
    throw new BackendError({ method: 'GET', target: '(configuration)', status: backendErrorStatus.network, reason: 'BACKEND_URL is set but BACKEND_TOKEN is empty' });
  }
  try {
    const transport = lastKnownReads().over(createHttpTransport({ baseUrl, token, timeoutMs: options.timeoutMs }), options.reads ?? 'published', whenTheCmsFails === 'fall-back');
    return createBackendClient(transport, options);
  } catch (error) {
    throw new BackendError({
      method: 'GET',
      target: '(configuration)',
      status: backendErrorStatus.network,
      reason: error instanceof Error ? error.message : 'BACKEND_URL is not usable',
    });
  }
}
