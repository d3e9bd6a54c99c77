import 'server-only';
import { isBackendError } from '@/lib/cms/backend-error';
import type { CollectionSnapshots } from '@/lib/content-store/collection-snapshot';
import type { ChangedRecord } from '@/lib/content-store/store-change';
import type { ContentSync, SyncOutcome } from '@/lib/content-sync/content-sync';
import { siteSync } from '@/lib/content-sync/site-sync';
import { redisStatus } from '@/lib/instances/redis-connection.mjs';
import { newsCategoryFilters } from '@/lib/news/news-category-filter';
import { newsListFirstRoute } from '@/lib/news/news-list-routes';
import { newsFeedPath } from '@/lib/news/news-rss';
import { logRecordIssueOnce, type RecordIssue } from '@/lib/records/record-issues';
import { locales } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import { recordRoutes } from '@/lib/routing/record-routes';
import type { RouteId } from '@/lib/routing/route-table';
import { carriesSecret } from './secret';
import { parseWebhookBody, type RevalidationType } from './webhook-body';

type JsonHeaders = Record<string, string>;

/** What the webhook answers on success: what it renewed, and what editors should know of the records. */
export interface RevalidationReport {
  revalidated: true;
  type: RevalidationType;
  /** The records the CMS named (`id`, `ids`); absent: the whole type. */
  ids?: string[];
  slug?: string;
  now: number;
  /**
   * `now`: the sync read the CMS and the change is in the store, its pages renewed: the next request
   * shows it; `in-background`: the CMS did not answer within 1.5 s, or failed: the store serves what it
   * holds, and the sync applies the change when its read ends (a failed one is read again until the CMS answers).
   */
  refresh: 'now' | 'in-background';
  /**
   * Which instances the change reaches: `shared`: every instance, through Redis; `pending`: Redis does
   * not answer, so this instance now and the others once Redis is back; `single-instance`: no
   * `REDIS_URL`, the one instance.
   */
  sharing: 'shared' | 'pending' | 'single-instance';
  /**
   * The site's paths whose pages were renewed (the pages whose view changed: lists, records, sitemap,
   * feeds), for a CDN purge, with the addresses that no longer exist (a record unpublished, deleted or
   * renamed). For `in-background`, the type's first list pages, sitemap and feeds and the named records'
   * known addresses; the rest is renewed when the read ends.
   */
  paths: string[];
  /** Each record the change touched (the named ones too), with its addresses in its language, the current one first (none left: the record is gone); empty for `in-background`. */
  records: ChangedRecord[];
  /** The caches in front (`EDGE_PURGE_URLS`) whose purge failed after a `refresh: now` (`edge-purge.ts`). */
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
 * How long the webhook waits for the sync's reads of the CMS before it answers `in-background`; a read in
 * time is then applied and its pages renewed before it answers (about a second more, the second renewal
 * included): with Redis and the caches in front answering, a CMS's webhook is answered within about 3 s
 * either way (Redis's write and each purge have time limits of their own, 10 s and 3 s).
 */
export const webhookReadBudgetMs = 1_500;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref?.());

/** The first page of each list of a type, in both languages, and its other documents (sitemap, feeds). */
const listPages: Record<RevalidationType, readonly RouteId[]> = {
  jobs: [recordRoutes.jobs.list],
  news: newsCategoryFilters.map(newsListFirstRoute),
  downloads: ['downloads'],
};
const otherDocuments: Record<RevalidationType, readonly string[]> = {
  jobs: ['/sitemap.xml'],
  news: ['/sitemap.xml', ...locales.map(newsFeedPath)],
  downloads: [],
};

/** What a change the webhook could not wait for will renew at least: the type's lists, sitemap and feeds, and the named records' addresses as the store knows them. */
function expectedPaths(type: RevalidationType, ids: readonly string[] | undefined, snapshots: CollectionSnapshots): string[] {
  const paths = [...listPages[type].flatMap((id) => locales.map((locale) => localizedPath(id, locale))), ...otherDocuments[type]];
  if (type !== 'downloads') {
    for (const locale of locales) {
      const shelf = snapshots[type][locale];
      for (const item of shelf.items) if (ids?.includes(item.id)) paths.push(localizedPath(recordRoutes[type].record, locale, { slug: item.slug }));
      for (const [former, current] of shelf.formerSlugs) {
        if (ids?.includes(shelf.bySlug.get(current)?.id ?? '')) paths.push(localizedPath(recordRoutes[type].record, locale, { slug: former }));
      }
    }
  }
  return [...new Set(paths)];
}

/**
 * `POST /api/revalidate/`: checks the secret (`Authorization: Bearer ${REVALIDATE_SECRET}`, compared in
 * constant time), then the JSON body `{"type":"news"}` (optionally `"id"`, `"ids"`, `"slug"`), then has
 * the content sync read what it names from the CMS (`lib/content-sync/`), which writes the store and
 * renews the pages the change touched. A wrong or missing secret, or none configured, answers 401 before
 * the body is read; a malformed body or an unknown type answers 400; neither syncs anything.
 */
export async function revalidateBackend(
  request: WebhookRequest,
  secret: string | undefined = process.env.REVALIDATE_SECRET,
  sync: ContentSync = siteSync(),
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
  // Each issue once, however often the sync checks the record.
  const onRecordIssue = (issue: RecordIssue) => {
    if (!issues.some((known) => known.kind === issue.kind && known.type === issue.type && known.id === issue.id && known.field === issue.field)) issues.push(issue);
    logRecordIssueOnce(issue);
  };
  // The CMS has `webhookReadBudgetMs` to answer the sync's reads; once it has, the webhook answers when
  // the change is in the store and its pages renewed (a second or so).
  let read: () => void = () => undefined;
  const readInTime = new Promise<'read'>((resolve) => (read = () => resolve('read')));
  const syncing = sync.sync({ collection: type, ...(ids && { ids }), published: true }, { onRecordIssue, onRead: read });
  const settled = syncing.then(
    () => 'read' as const,
    () => 'read' as const,
  );
  const inTime = (await Promise.race([readInTime, settled, delay(webhookReadBudgetMs).then(() => 'slow' as const)])) === 'read';
  const outcome: SyncOutcome | 'slow' | 'failed' = inTime
    ? await syncing.catch((error: unknown) => {
        if (!isBackendError(error)) throw error;
        return 'failed' as const;
      })
    : 'slow';
  // A sync that outlasts the answer goes on, and applies its change when its read ends; one that fails is read again.
  if (outcome === 'slow') syncing.catch(() => undefined);

  const answered =
    typeof outcome === 'object'
      ? { refresh: 'now' as const, paths: outcome.change.paths, records: outcome.change.records, failedPurges: outcome.failedPurges, sharing: outcome.sharing }
      : {
          refresh: 'in-background' as const,
          paths: expectedPaths(type, ids, await sync.snapshots()),
          records: [],
          failedPurges: [],
          sharing: sharingNow(),
        };
  console.info(`[revalidate] ${type}${slug === undefined ? '' : ` (${slug})`}: ${answered.refresh === 'now' ? `${answered.paths.length} paths renewed` : `the CMS did not answer in time (${outcome}); the change is applied when its read ends`}`);
  return {
    status: 200,
    body: {
      revalidated: true,
      type,
      ...(ids === undefined ? {} : { ids }),
      ...(slug === undefined ? {} : { slug }),
      now: Date.now(),
      ...answered,
      skipped: issues.filter((issue) => issue.kind === 'skipped'),
      // A slug that is not clean is cleaned (`record-slug.ts`), not left out: the editor has nothing to mend.
      incomplete: issues.filter((issue) => issue.kind === 'incomplete' && issue.field !== 'slug'),
    },
    headers: noStore,
  };
}

/** How far a change made now would reach, by whether Redis answers. */
function sharingNow(): RevalidationReport['sharing'] {
  const redis = redisStatus();
  return redis === 'connected' ? 'shared' : redis === 'unreachable' ? 'pending' : 'single-instance';
}

/** Every method but POST. */
export function methodNotAllowed(): RevalidationResult {
  return { status: 405, body: { revalidated: false, message: 'Only POST is allowed.' }, headers: { ...noStore, Allow: 'POST' } };
}
