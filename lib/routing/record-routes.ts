import type { RouteId } from './route-table';

/**
 * The backend's collections that have pages of their own: the list page and the page of one record.
 * The request interceptor's record paths, the preview, the content store's changed paths and the sitemap
 * read the pairing from here.
 */
export const recordRoutes = {
  jobs: { list: 'careers.jobOffers', record: 'careers.jobOffer' },
  news: { list: 'news', record: 'news.article' },
} as const satisfies Record<string, { list: RouteId; record: RouteId }>;

export type RecordCollection = keyof typeof recordRoutes;

/** A page that shows one record. */
export type RecordRouteId = (typeof recordRoutes)[RecordCollection]['record'];

export const isRecordCollection = (value: string | null): value is RecordCollection => value !== null && Object.hasOwn(recordRoutes, value);

/** The collection whose records a page shows one of, or undefined for any other page. */
export function collectionOfRecordPage(id: string): RecordCollection | undefined {
  return (Object.keys(recordRoutes) as RecordCollection[]).find((collection) => recordRoutes[collection].record === id);
}
