import 'server-only';
import { BackendError, backendErrorStatus } from './backend-error';
import { createBackendClient, type BackendClient, type BackendClientOptions } from './client';
import { createEmbeddedTransport } from './embedded-transport';
import { createHttpTransport, type CmsReader } from './http-transport';
import type { Transport } from './transport';
import { addressAsRead } from './address-as-read.mjs';

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
 * Where the records come from, without any credential: the CMS's base URL as the site reads it (no user,
 * password, query or fragment), or `embedded`. The content store keeps one copy per source.
 */
export function backendSource(): string {
  const value = process.env.BACKEND_URL?.trim();
  return value ? addressAsRead(value, { base: true }) : 'embedded';
}

/** A client's options: who reads (`reader`, for the CMS's log), and how long one request may take (default: the transport's 10 s). */
export type BackendConnectionOptions = BackendClientOptions & { timeoutMs?: number; reader?: CmsReader };

/** The transport of the configured backend. The environment is read on every call, so a change applies at once. */
function backendTransport(options: BackendConnectionOptions): Transport {
  const baseUrl = process.env.BACKEND_URL?.trim();
  if (!baseUrl) return createEmbeddedTransport();
  const token = process.env.BACKEND_TOKEN?.trim();
  if (!token) {
    throw new BackendError({ method: 'GET', target: '(configuration)', status: backendErrorStatus.network, reason: 'BACKEND_URL is set but BACKEND_TOKEN is empty' });
  }
  try {
    return createHttpTransport({ baseUrl, token, timeoutMs: options.timeoutMs, reader: options.reader });
  } catch (error) {
    throw new BackendError({
      method: 'GET',
      target: '(configuration)',
      status: backendErrorStatus.network,
      reason: error instanceof Error ? error.message : 'BACKEND_URL is not usable',
    });
  }
}

/** A client of the configured backend. */
export function backendClient(options: BackendConnectionOptions = {}): BackendClient {
  return createBackendClient(backendTransport(options), options);
}
