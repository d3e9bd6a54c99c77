import 'server-only';
import { revalidateTag } from 'next/cache';
import { backendTags } from '@/lib/backend/tags';
import { carriesSecret } from './secret';
import { parseWebhookBody, type RevalidationType } from './webhook-body';

/**
 * The cache profile of a webhook revalidation. `'max'` marks the tagged data and the pages built from
 * it stale at once: the next visit still gets the old page and starts a re-render in the background,
 * and every visit after that re-render gets the new page, so an edit shows within seconds. It is also
 * what keeps the last good page while the CMS is down: a failed background re-render leaves the old
 * page in the cache (Next.js retries it after at most 30 s). An immediate expiry (`{ expire: 0 }`,
 * the deprecated one-argument form, `updateTag` or `revalidatePath`) would instead drop the cached page,
 * so the next visit would render in the foreground and get an error page while the CMS is unreachable.
 * `updateTag` is for read-your-own-writes in Server Actions and throws in a route handler anyway.
 */
export const revalidationProfile = 'max';

type JsonHeaders = Record<string, string>;

/** What the webhook answers; the route handler turns it into the response as it is. */
export type RevalidationResult =
  | { status: 200; body: { revalidated: true; type: RevalidationType; slug?: string; now: number }; headers: JsonHeaders }
  | { status: 400 | 401 | 405; body: { revalidated: false; message: string }; headers: JsonHeaders };

const noStore: JsonHeaders = { 'Cache-Control': 'no-store' };

export interface WebhookRequest {
  /** The `Authorization` header as it arrived (never logged). */
  authorization: string | null;
  /** Reads the body; called only once the secret is verified. */
  readBody: () => Promise<string>;
}

/**
 * `POST /api/revalidate/`: checks the secret (`Authorization: Bearer ${REVALIDATE_SECRET}`, compared in
 * constant time), then the JSON body `{"type":"news"}` (optionally `"slug"`), then revalidates the
 * cache tag of the type, which every backend read of that type carries, so its list and detail
 * pages re-render from fresh data. A wrong or missing secret, or none configured, answers 401 before
 * the body is read; a malformed body or an unknown type answers 400; neither revalidates anything.
 */
export async function revalidateBackend(request: WebhookRequest, secret: string | undefined = process.env.REVALIDATE_SECRET): Promise<RevalidationResult> {
  if (!carriesSecret(request.authorization, secret)) {
    console.warn(
      secret?.trim()
        ? '[revalidate] refused a request without the right secret'
        : '[revalidate] refused a request: REVALIDATE_SECRET is not configured, so no revalidation is accepted',
    );
    return {
      status: 401,
      body: { revalidated: false, message: 'Missing or wrong credentials.' },
      headers: { ...noStore, 'WWW-Authenticate': 'Bearer realm="revalidate"' },
    };
  }

  let text: string;
  try {
    text = await request.readBody();
  } catch {
    return { status: 400, body: { revalidated: false, message: 'The body could not be read.' }, headers: noStore };
  }
  const parsed = parseWebhookBody(text);
  if (!parsed.ok) return { status: 400, body: { revalidated: false, message: parsed.reason }, headers: noStore };

  const { type, slug } = parsed.order;
  revalidateTag(backendTags[type], revalidationProfile);
  console.info(`[revalidate] ${type}${slug === undefined ? '' : ` (${slug})`}: cache tag "${backendTags[type]}" marked stale`);
  return {
    status: 200,
    body: { revalidated: true, type, ...(slug === undefined ? {} : { slug }), now: Date.now() },
    headers: noStore,
  };
}

/** Every method but POST. */
export function methodNotAllowed(): RevalidationResult {
  return { status: 405, body: { revalidated: false, message: 'Only POST is allowed.' }, headers: { ...noStore, Allow: 'POST' } };
}
