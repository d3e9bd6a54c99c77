/** A value of a query parameter. */
export type QueryValue = string | number | boolean;

/**
 * The query of a read, as JSON:API spells it: `filter[field]=value`, `sort=-publishedAt`,
 * `include=image,articlePdf`, `page[size]=50`, `fields[files]=url,filename`. `params` carries any other
 * `key=value` pair as it is.
 */
export interface BackendQuery {
  filter?: Readonly<Record<string, QueryValue>>;
  /** Fields in order, `-` before a field sorts descending: `'-publishedAt'` or `['-publishedAt', 'title']`. */
  sort?: string | readonly string[];
  /** Relationship paths to include: `'image,articlePdf'` or `['image', 'articlePdf']`. */
  include?: string | readonly string[];
  page?: Readonly<Record<string, QueryValue>>;
  /** A sparse fieldset: the records of the read then hold their identity and these fields only (the client checks no others). */
  fields?: Readonly<Record<string, string | readonly string[]>>;
  params?: Readonly<Record<string, QueryValue>>;
}

const list = (value: string | readonly string[]): string => (typeof value === 'string' ? value : value.join(','));

/** The query string of a read (without `?`), every key and value percent-encoded. */
export function searchParamsOf(query: BackendQuery = {}): string {
  const params = new URLSearchParams();
  for (const [field, value] of Object.entries(query.filter ?? {})) params.append(`filter[${field}]`, String(value));
  if (query.sort !== undefined) params.append('sort', list(query.sort));
  if (query.include !== undefined) params.append('include', list(query.include));
  for (const [type, value] of Object.entries(query.fields ?? {})) params.append(`fields[${type}]`, list(value));
  for (const [key, value] of Object.entries(query.page ?? {})) params.append(`page[${key}]`, String(value));
  for (const [key, value] of Object.entries(query.params ?? {})) params.append(key, String(value));
  return params.toString();
}

/** The fields a read's target asks of `type` (`fields[news]=locale,slug`), or undefined when it reads whole records. */
export function requestedFields(target: string, type: string): string[] | undefined {
  const value = new URLSearchParams(target.split('?')[1] ?? '').get(`fields[${type}]`);
  return value === null ? undefined : value.split(',').filter((field) => field !== '');
}

const typePattern = /^[a-z][a-z0-9-]*$/;
const relationshipPattern = /^[A-Za-z][A-Za-z0-9_-]*$/;

/**
 * The request path of a type, a record or a record's relationship, relative to `BACKEND_URL`:
 * `jobs`, `jobs/7`, `news/3/image`, with the query appended. Ids are percent-encoded; a type or a
 * relationship name that is not a plain member name is refused, so no path can leave the API.
 */
export function resourceTarget(type: string, id?: string, relationship?: string, query?: BackendQuery): string {
  if (!typePattern.test(type)) throw new Error(`Not a resource type: ${JSON.stringify(type)}`);
  if (relationship !== undefined && !relationshipPattern.test(relationship)) {
    throw new Error(`Not a relationship name: ${JSON.stringify(relationship)}`);
  }
  if (id !== undefined && (id.length === 0 || id === '.' || id === '..')) throw new Error(`Not a resource id: ${JSON.stringify(id)}`);
  const path = [type, ...(id === undefined ? [] : [encodeURIComponent(id)]), ...(relationship === undefined ? [] : [relationship])].join('/');
  const search = searchParamsOf(query);
  return search ? `${path}?${search}` : path;
}
