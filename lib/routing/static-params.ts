import { internalPathname, routeById } from './paths';
import type { RouteId } from './route-table';

/** The last segment of a page's internal pathname: `competences.automation` → `automation`. */
export function segmentOf(id: RouteId): string {
  return internalPathname(routeById(id)).split('/').pop() ?? '';
}

/** `generateStaticParams` of a dynamic folder that renders the given pages of the route table. */
export function segmentParams<Name extends string>(name: Name, ids: readonly RouteId[]): Record<Name, string>[] {
  return ids.map((id) => ({ [name]: segmentOf(id) }) as Record<Name, string>);
}

/** The page among `ids` whose folder segment is `segment`, if any. */
export function routeIdOfSegment<Id extends RouteId>(ids: readonly Id[], segment: string): Id | undefined {
  return ids.find((id) => segmentOf(id) === segment);
}
