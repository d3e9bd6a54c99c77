import { z } from '@/lib/validation/zod';

/** One entry of a JSON:API `errors` array (JSON:API 1.1, section "Error Objects"). */
export const jsonApiError = z.looseObject({
  id: z.string().optional(),
  status: z.string().optional(),
  code: z.string().optional(),
  title: z.string().optional(),
  detail: z.string().optional(),
  source: z
    .looseObject({ pointer: z.string().optional(), parameter: z.string().optional(), header: z.string().optional() })
    .optional(),
  meta: z.record(z.string(), z.unknown()).optional(),
});

export type JsonApiError = z.output<typeof jsonApiError>;

/**
 * The statuses a `BackendError` carries when the backend sent no usable HTTP answer:
 * - `network` (0): no response at all: the connection failed (refused, reset, DNS) or the backend is
 *   not configured well enough to send a request (`BACKEND_URL` set without `BACKEND_TOKEN`);
 * - `timeout` (504): the backend did not answer within the time limit;
 * - `invalidDocument` (502): the backend answered 2xx, but not with a usable JSON:API document (not
 *   JSON, no `data`, a pagination link leading outside `BACKEND_URL`, pagination that never ends);
 * - `invalidRequest` (422): the request was not sent because its attributes did not pass the schema of
 *   their type; `errors` points at the fields (`source.pointer`).
 * Every other status is the HTTP status the backend answered with.
 */
export const backendErrorStatus = {
  network: 0,
  timeout: 504,
  invalidDocument: 502,
  invalidRequest: 422,
} as const;

/**
 * The one error type of the backend client. `status` is the HTTP status (or one of
 * `backendErrorStatus`), `errors` the JSON:API `errors` array of the answer (empty when it had none),
 * `target` the request path relative to `BACKEND_URL` (never the origin, never a credential).
 */
export class BackendError extends Error {
  override readonly name = 'BackendError';
  readonly status: number;
  readonly errors: readonly JsonApiError[];
  readonly method: string;
  readonly target: string;

  constructor(options: { method: string; target: string; status: number; errors?: readonly JsonApiError[]; reason?: string }) {
    const errors = options.errors ?? [];
    const reason = options.reason ?? (errors.map((error) => error.detail ?? error.title ?? error.code).filter(Boolean).join('; ') || 'no details');
    super(`Backend request ${options.method} ${options.target} failed (status ${options.status}): ${reason}`);
    this.status = options.status;
    this.errors = errors;
    this.method = options.method;
    this.target = options.target;
  }
}

/**
 * Whether a value is a `BackendError`, made by any bundle of the process: Next.js bundles the pages, the
 * route handlers and the interceptor separately, each with its own copy of the class, so `instanceof`
 * holds only within one bundle (process-wide state, `processState`, meets errors of every bundle).
 */
export function isBackendError(value: unknown): value is BackendError {
  return value instanceof BackendError || (value instanceof Error && value.name === 'BackendError' && typeof (value as { status?: unknown }).status === 'number');
}

/** The `errors` array of an answer body, keeping only entries that are JSON:API error objects. */
export function errorsOf(body: unknown): JsonApiError[] {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { errors?: unknown }).errors)) return [];
  return ((body as { errors: unknown[] }).errors).flatMap((entry) => {
    const parsed = jsonApiError.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}
