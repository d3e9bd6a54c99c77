import 'server-only';
import { revalidateTag } from 'next/cache';
import { BackendError } from '@/lib/cms/backend-error';
import type { BackendClient } from '@/lib/cms/client';
import { backendClient, type BackendConnectionOptions } from '@/lib/cms/connection';
import { lastKnownReads } from '@/lib/cms/last-known-reads';
import { laterOutsideRequests } from '@/lib/instances/outside-requests.mjs';
import { redisStatus } from '@/lib/instances/redis-connection.mjs';
import { expireTags, markTagsStale } from '@/lib/instances/tag-revalidation.mjs';
import { logRecordIssueOnce, type RecordIssue } from '@/lib/records/record-issues';
import { listTags, recordTag } from '@/lib/records/tags';
import { expireEdgeCopies, purgeEdgeCaches, purgeEdgeCachesAfterRevalidation } from './edge-purge';
import { renderAnew } from './page-renewal';
import { createPublishRetries, type ApplyPublish } from './publish-retries';
import { fixedPagesOf, publishedChangeOf, type ChangedRecord, type PublishedChange } from './refreshed-pages';
import { carriesSecret } from './secret';
import { parseWebhookBody, type RevalidationType } from './webhook-body';

/**
 * How the webhook refreshes the pages of a type. It first reads the type's records fresh from the CMS:
 * - the CMS answered: the tag expires at once (`{ expire: 0 }`), before the webhook answers, and the
 *   answer waits until the re-renders begun before it have ended on every instance (`expireTags`), so
 *   the very next request for any page built from those records renders anew, from fresh data;
 * - the CMS did not answer: the tag is only marked stale (`'max'`): the pages keep being served as they
 *   are, and a background re-render (retried by Next.js) replaces each once the CMS is back. Expiring
 *   them then would drop the last good pages and show visitors an error while the CMS is down.
 * `updateTag` is for Server Actions and throws in a route handler.
 */
export const revalidationProfiles = { expireNow: { expire: 0 }, keepLastGood: 'max' } as const;

type JsonHeaders = Record<string, string>;

/** What the webhook answers on success: what it refreshed, and what editors should know of the records. */
export interface RevalidationReport {
  revalidated: true;
  type: RevalidationType;
  /** The records the CMS named (`id`, `ids`); absent: the whole type. */
  ids?: string[];
  slug?: string;
  now: number;
  /** `now`: the next request renders from fresh data; `in-background`: the CMS did not answer, the last good pages stay. */
  refresh: 'now' | 'in-background';
  /**
   * Which instances the revalidation reaches: `shared`: every instance, through Redis; `pending`: Redis
   * does not answer, so this instance now and the others once Redis is back; `single-instance`: no
   * `REDIS_URL`, the one instance.
   */
  sharing: 'shared' | 'pending' | 'single-instance';
  /**
   * The site's paths whose cached version was refreshed (lists, records, sitemap, feeds), for a CDN
   * purge, with the addresses that no longer exist (a record unpublished, deleted or renamed). For
   * `in-background`, the lists and the named records' known addresses; the rest is purged when the read ends.
   */
  paths: string[];
  /** Each changed record's addresses in its language, the current one first (none left: the record is gone); empty for `in-background`. */
  records: ChangedRecord[];
  /** The caches in front (`EDGE_PURGE_URLS`) whose purge failed after a `refresh: now` (`edge-purge.ts`); none purged for `in-background`. */
  failedPurges: string[];
  /** Records of the type the site does not show at all, and why (type, id, field, reason). */
  skipped: RecordIssue[];
  /** Records shown without a part, and which (type, id, field, reason). */
  incomplete: RecordIssue[];
}

/** What the webhook answers; the route handler turns it into the response as it is. */
export type RevalidationResult =
  | { status: 200; body: RevalidationReport; headers: JsonHeaders }
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
 * constant time), then the JSON body `{"type":"news"}` (optionally `"slug"`), then reads the type's
 * records fresh from the backend and revalidates the cache tag every read of that type carries (see
 * `revalidationProfiles`), so its list and record pages, the sitemap and the feeds re-render. A wrong
 * or missing secret, or none configured, answers 401 before the body is read; a malformed body or an
 * unknown type answers 400; neither revalidates anything.
 */
export async function revalidateBackend(
  request: WebhookRequest,
  secret: string | undefined = process.env.REVALIDATE_SECRET,
  client: (options: BackendConnectionOptions) => BackendClient = backendClient,
): Promise<RevalidationResult> {
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

  const { type, ids, slug } = parsed.order;
  const issues: RecordIssue[] = [];
  // A named article is read twice (in its list and alone, as its page reads it): its issues count once.
  const onRecordIssue = (issue: RecordIssue) => {
    if (!issues.some((known) => known.kind === issue.kind && known.type === issue.type && known.id === issue.id && known.field === issue.field)) issues.push(issue);
    logRecordIssueOnce(issue);
  };
  const readsBegan = Date.now();
  const reading = publishedChangeOf(type, ids, client({ reads: 'fresh', onRecordIssue, timeoutMs: backgroundReadTimeoutMs }));
  const outcome = await Promise.race([reading.then((change) => ({ change })), delay(webhookReadBudgetMs).then(() => 'slow' as const)]).catch((error: unknown) => {
    if (!(error instanceof BackendError)) throw error;
    // The message names the request path relative to BACKEND_URL and the status, never the credential.
    console.warn(`[revalidate] ${type}: the backend did not answer (${error.message}), so the last good pages stay until it does: the publish is read again until then`);
    return 'failed' as const;
  });

  let refresh: RevalidationReport['refresh'];
  let paths: string[];
  let records: ChangedRecord[] = [];
  let failedPurges: string[] = [];
  if (typeof outcome === 'object') {
    refresh = 'now';
    ({ paths, records } = outcome.change);
    failedPurges = await applyChange(type, outcome.change, readsBegan);
    publishRetries.answered(type, ids);
  } else {
    refresh = 'in-background';
    // The last good pages stay; Next.js re-renders them in the background, and a read still under way
    // applies the change (expiry and purge) when it ends.
    const staleTags = [...listTags(type), ...(ids ?? []).map((id) => recordTag(type, id))];
    if (!(await markTagsStale(staleTags))) for (const tag of staleTags) revalidateTag(tag, revalidationProfiles.keepLastGood);
    paths = fixedPagesOf(type);
    const readAgain = (namedIds: readonly string[] | undefined) => readAndApplyLate(type, namedIds, client);
    if (outcome === 'slow') applyWhenRead(type, ids, reading, readsBegan, readAgain);
    else publishRetries.add(type, ids, readAgain);
  }
  console.info(`[revalidate] ${type}${slug === undefined ? '' : ` (${slug})`}: ${paths.length} paths ${refresh === 'now' ? 'expired' : 'marked stale'}`);
  return {
    status: 200,
    body: {
      revalidated: true,
      type,
      ...(ids === undefined ? {} : { ids }),
      ...(slug === undefined ? {} : { slug }),
      now: Date.now(),
      refresh,
      sharing: invalidationSharing(),
      paths,
      records,
      failedPurges,
      skipped: issues.filter((issue) => issue.kind === 'skipped'),
      // A slug that is not clean is cleaned (`record-slug.ts`), not left out: the editor has nothing to mend.
      incomplete: issues.filter((issue) => issue.kind === 'incomplete' && issue.field !== 'slug'),
    },
    headers: noStore,
  };
}

/** How long the webhook waits for the CMS before it answers `in-background` (it must answer within 3 s). */
export const webhookReadBudgetMs = 2_000;
/** How long its read may go on after that: no visitor waits for it, so it outlasts the pages' 10 s (a CMS answering in 12 s is still read). */
export const backgroundReadTimeoutMs = 25_000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref?.());

/**
 * Makes a change read from the CMS count on the instances: its tags expire at once (the call waits for
 * the re-renders begun before the publish, `expireTags`), and what was just read is the publish's reading.
 */
async function expireChange(change: PublishedChange, readsBegan: number): Promise<void> {
  // What it just read is the publish: the site's other answers of the type are older than it.
  lastKnownReads().publishing(change.tags, readsBegan);
  // Next.js's own call remains where the process has no cache handler.
  if (!(await expireTags(change.tags))) for (const tag of change.tags) revalidateTag(tag, revalidationProfiles.expireNow);
}

/** A change read in time: expired, and the caches in front purged (at once and again after the webhook's answer). Answers the caches whose purge failed. */
async function applyChange(type: RevalidationType, change: PublishedChange, readsBegan: number): Promise<string[]> {
  await expireChange(change, readsBegan);
  return purgeEdgeCachesAfterRevalidation(type, change.tags, change.paths);
}

/**
 * A read that outlasted the webhook's answer (a slow CMS) applies its change when it ends
 * (`applyLateChange`); one that fails is read again until the CMS answers (`publishRetries`).
 */
function applyWhenRead(type: RevalidationType, ids: readonly string[] | undefined, reading: Promise<PublishedChange>, readsBegan: number, readAgain: ApplyPublish): void {
  reading
    .then((change) => applyLateChange(type, ids, change, readsBegan))
    .catch((error: unknown) => {
      const failed = error instanceof BackendError;
      console.warn(`[revalidate] ${type}: the read after the webhook failed (${error instanceof Error ? error.message : String(error)})${failed ? '; it is read again until the CMS answers' : ''}`);
      if (failed) publishRetries.add(type, ids, readAgain);
    });
}

/**
 * A change read after the webhook answered, applied without making a visitor wait: the change expires,
 * this instance renders the named records' pages and the lists anew (their reads wait 1 s for the CMS,
 * then answer from the reading just made, `last-known-reads.ts`; the new pages are shared with every
 * instance), and the caches in front drop each of those pages once it exists.
 * Every other page of the change they keep to serve while they fetch it anew (`expireEdgeCopies`): a
 * visitor gets the copy from before rather than wait for a render that asks the slow CMS. That comes
 * last, for a cache that holds the copy while it fetches makes the visitors of a page it then drops
 * wait for that fetch.
 */
async function applyLateChange(type: RevalidationType, ids: readonly string[] | undefined, change: PublishedChange, readsBegan: number): Promise<void> {
  await expireChange(change, readsBegan);
  const renewed = await renderAnew(pagesToRenew(type, ids, change), (path) => purgeEdgeCaches(type, [], [path]));
  await expireEdgeCopies(type, change.tags, change.paths);
  console.info(`[revalidate] ${type}: the CMS answered after the webhook; ${change.paths.length} paths expired, ${renewed.length} rendered anew before the caches in front dropped them`);
}

/**
 * The publishes whose read the CMS failed (refused, timed out, garbage): read again with growing pauses,
 * and applied as a late change once the CMS answers, so the change reaches the caches in front without
 * a second webhook. Per instance: a restart forgets them, and the hourly lifetimes renew the pages then.
 */
const publishRetries = createPublishRetries({ later: laterOutsideRequests });

/** A publish read again after the webhook (`publishRetries`) and applied as a late change. */
async function readAndApplyLate(type: RevalidationType, ids: readonly string[] | undefined, client: (options: BackendConnectionOptions) => BackendClient): Promise<void> {
  const readsBegan = Date.now();
  const change = await publishedChangeOf(type, ids, client({ reads: 'fresh', onRecordIssue: logRecordIssueOnce, timeoutMs: backgroundReadTimeoutMs }));
  await applyLateChange(type, ids, change, readsBegan);
}

/** The pages a late change renders before the caches in front drop them: the current page of each record a publish named, then the type's lists. */
function pagesToRenew(type: RevalidationType, ids: readonly string[] | undefined, change: PublishedChange): string[] {
  const recordPages = ids === undefined ? [] : change.records.flatMap((record) => record.paths.slice(0, 1));
  return [...new Set([...recordPages, ...fixedPagesOf(type)])];
}

/** How far a revalidation made now reaches (the cache handler writes it to Redis as the request ends, or once Redis is back). */
function invalidationSharing(): RevalidationReport['sharing'] {
  const redis = redisStatus();
  return redis === 'connected' ? 'shared' : redis === 'unreachable' ? 'pending' : 'single-instance';
}

/** Every method but POST. */
export function methodNotAllowed(): RevalidationResult {
  return { status: 405, body: { revalidated: false, message: 'Only POST is allowed.' }, headers: { ...noStore, Allow: 'POST' } };
}
