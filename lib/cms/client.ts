import 'server-only';
import type { z } from '@/lib/validation/zod';
import { BackendError, backendErrorStatus, errorsOf, type JsonApiError } from './backend-error';
import { hrefOf, issuesOf, jsonApiDocument, resourcesOf, type DeserializedResource, type JsonApiDocument } from './json-api-document';
import { checkedRecords } from './record-checks';
import { requestedFields, resourceTarget, type BackendQuery } from './query';
import { logRecordIssueOnce, type RecordIssueListener } from '../records/record-issues';
import {
  attributeSchemas,
  isReadableType,
  relationshipTypes,
  type BackendAttributes,
  type BackendRecord,
  type ReadableType,
  type RelationshipTypes,
  type WritableType,
} from './resources/registry';
import type { BackendMethod, Transport } from './transport';

export interface ResourceIdentifier {
  type: string;
  id: string;
}

/** Relationships of a record to create or update, as JSON:API writes them. */
export type WriteRelationships = Readonly<Record<string, { data: ResourceIdentifier | readonly ResourceIdentifier[] | null }>>;

/** One page of a collection. `next` and `prev` are cursors for `pageAt`: paths relative to `BACKEND_URL`. */
export interface BackendPage<Item> {
  records: Item[];
  next: string | null;
  prev: string | null;
}

/** What a create or update answers: the record (validated) for readable types, else its identifier; undefined when the answer had no data. */
export type WriteResult<Type extends WritableType> = Type extends ReadableType ? BackendRecord<Type> | undefined : ResourceIdentifier | undefined;

export type RelatedRecord<Type extends keyof RelationshipTypes, Name extends keyof RelationshipTypes[Type]> =
  RelationshipTypes[Type][Name] extends ReadableType ? BackendRecord<RelationshipTypes[Type][Name]> : never;

export interface BackendClient {
  /** Every record of a type (GET `{type}?…`), following `links.next` until the collection is complete. */
  list<Type extends ReadableType>(type: Type, query?: BackendQuery): Promise<BackendRecord<Type>[]>;
  /**
   * Every record of a type as the CMS sent it (relationships resolved from `included`), not yet checked by
   * its schema (`checkedRecords`): what the content store keeps. A malformed resource object is skipped and reported.
   */
  read(type: ReadableType, query?: BackendQuery): Promise<DeserializedResource[]>;
  /** One page of a type (GET `{type}?…`) with the cursors of the next and previous page. */
  page<Type extends ReadableType>(type: Type, query?: BackendQuery): Promise<BackendPage<BackendRecord<Type>>>;
  /** The page a cursor of `page` (or a link of the backend) points to; refused unless it reads `type` below `BACKEND_URL`. */
  pageAt<Type extends ReadableType>(type: Type, cursor: string): Promise<BackendPage<BackendRecord<Type>>>;
  /** One record (GET `{type}/{id}`); undefined when the record is invalid (and a warning is logged). A 404 throws. */
  one<Type extends ReadableType>(type: Type, id: string, query?: BackendQuery): Promise<BackendRecord<Type> | undefined>;
  /** One record as the CMS sent it (see `read`); undefined when the answer holds none of the type. A 404 throws. */
  readOne(type: ReadableType, id: string, query?: BackendQuery): Promise<DeserializedResource | undefined>;
  /** The records of a relationship (GET `{type}/{id}/{relationship}`, or the relationship's related link). */
  related<Type extends keyof RelationshipTypes, Name extends keyof RelationshipTypes[Type] & string>(
    type: Type,
    id: string,
    relationship: Name,
    options?: { link?: string },
  ): Promise<RelatedRecord<Type, Name>[]>;
  /**
   * POST `{type}` with `{ data: { type, id?, attributes, relationships? } }`; the attributes are validated
   * first. `id` is a client-generated id (JSON:API 1.1): a server that has it already answers 409.
   */
  create<Type extends WritableType>(
    type: Type,
    resource: { id?: string; attributes: BackendAttributes<Type>; relationships?: WriteRelationships },
  ): Promise<WriteResult<Type>>;
  /** PATCH `{type}/{id}` with the attributes and relationships that change. */
  update<Type extends WritableType>(
    type: Type,
    id: string,
    resource: { attributes?: Partial<BackendAttributes<Type>>; relationships?: WriteRelationships },
  ): Promise<WriteResult<Type>>;
  /** DELETE `{type}/{id}`. */
  remove(type: WritableType, id: string): Promise<void>;
  /** A file URL of a record as the site links it (see `Transport.fileUrl`). */
  fileUrl(url: string): string;
  /** What its reads report each record that is skipped or shown incomplete to (`BackendClientOptions.onRecordIssue`). */
  readonly onRecordIssue: RecordIssueListener;
}

/**
 * Which version of the records a client reads, always straight from the CMS (the content store is the
 * site's copy; nothing of the CMS is cached anywhere else):
 * - `published` (default): the published records, as the content sync reads them;
 * - `latest`: the latest version of every record, published or not (`resourceVersion=rel:latest-version`,
 *   docs/architecture.md): what an editor sees in preview (draft mode).
 */
export type BackendReads = 'published' | 'latest';

export interface BackendClientOptions {
  /** A safety stop for collections whose `links.next` never ends. Default 200 pages. */
  maxPages?: number;
  reads?: BackendReads;
  /** Told of every record that is skipped or shown incomplete; default: each logged once per process. */
  onRecordIssue?: RecordIssueListener;
}

/** The query parameter that asks the CMS for the latest version of each record (Drupal's JSON:API convention). */
export const latestVersionParameter = { name: 'resourceVersion', value: 'rel:latest-version' } as const;

/** A read's target asking for the latest version of each record. */
function latestVersionOf(target: string): string {
  const [path = '', search = ''] = target.split(/\?(.*)/s);
  const params = new URLSearchParams(search);
  params.set(latestVersionParameter.name, latestVersionParameter.value);
  return `${path}?${params}`;
}

/** The generic JSON:API client over a transport (the CMS or the embedded default). */
export function createBackendClient(transport: Transport, options: BackendClientOptions = {}): BackendClient {
  const { baseUrl } = transport;
  const maxPages = options.maxPages ?? 200;
  const reads = options.reads ?? 'published';
  const report = options.onRecordIssue ?? logRecordIssueOnce;

  async function exchange(method: BackendMethod, target: string, body?: unknown): Promise<unknown> {
    const response = await transport.send({ method, target: method === 'GET' && reads === 'latest' ? latestVersionOf(target) : target, body });
    if (response.status < 200 || response.status >= 300) {
      throw new BackendError({ method, target, status: response.status, errors: errorsOf(response.body) });
    }
    return response.body;
  }

  function documentOf(method: BackendMethod, target: string, body: unknown): JsonApiDocument {
    const parsed = jsonApiDocument.safeParse(body);
    if (parsed.success) return parsed.data;
    throw new BackendError({
      method,
      target,
      status: backendErrorStatus.invalidDocument,
      reason: body === undefined ? 'the answer is not JSON' : `the answer is not a JSON:API document: ${issuesOf(parsed.error)}`,
    });
  }

  /** The primary records of a document as the CMS sent them: a malformed resource object, or one of another type, is skipped and reported. */
  function resourcesOfType(document: JsonApiDocument, expectedType: ReadableType): DeserializedResource[] {
    const { records, skipped } = resourcesOf(document);
    for (const { type, id, reason } of skipped) report({ kind: 'skipped', type, id, field: '(record)', reason });
    return records.filter((record) => {
      if (record.type === expectedType && isReadableType(record.type)) return true;
      report({ kind: 'skipped', type: record.type, id: record.id, field: 'type', reason: `expected a ${expectedType} record` });
      return false;
    });
  }

  /**
   * The records of a document the site can show (`checkedRecords`). A sparse read (`target` asks for some
   * fields) is checked for those only, and never reported incomplete.
   */
  function validRecords(document: JsonApiDocument, expectedType: ReadableType, target: string): unknown[] {
    return checkedRecords(resourcesOfType(document, expectedType), expectedType, report, requestedFields(target, expectedType));
  }

  /** A link of the backend (absolute or relative to the request) as a target below `BACKEND_URL`. */
  function targetOf(link: string, relativeTo: string, method: BackendMethod, expectedType?: string): string {
    const url = new URL(link, new URL(relativeTo, baseUrl));
    const inside =
      url.protocol === baseUrl.protocol &&
      url.host === baseUrl.host &&
      url.username === '' &&
      url.password === '' &&
      url.pathname.startsWith(baseUrl.pathname);
    const target = `${url.pathname.slice(baseUrl.pathname.length)}${url.search}`;
    if (!inside || (expectedType !== undefined && target.split('?')[0] !== expectedType)) {
      throw new BackendError({
        method,
        target: relativeTo,
        status: backendErrorStatus.invalidDocument,
        reason: `a link leads outside the ${expectedType ?? 'backend'} collection`,
      });
    }
    return target;
  }

  async function readDocumentPage(type: ReadableType, target: string): Promise<{ document: JsonApiDocument; next: string | null; prev: string | null }> {
    const document = documentOf('GET', target, await exchange('GET', target));
    const cursor = (link: Parameters<typeof hrefOf>[0]) => {
      const href = hrefOf(link);
      return href === undefined ? null : targetOf(href, target, 'GET', type);
    };
    return { document, next: cursor(document.links?.next), prev: cursor(document.links?.prev) };
  }

  async function readPage<Type extends ReadableType>(type: Type, target: string): Promise<BackendPage<BackendRecord<Type>>> {
    const { document, next, prev } = await readDocumentPage(type, target);
    return { records: validRecords(document, type, target) as BackendRecord<Type>[], next, prev };
  }

  async function readResourcePage(type: ReadableType, target: string): Promise<BackendPage<DeserializedResource>> {
    const { document, next, prev } = await readDocumentPage(type, target);
    return { records: resourcesOfType(document, type), next, prev };
  }

  async function readOneDocument(type: ReadableType, id: string, query: BackendQuery | undefined): Promise<{ document: JsonApiDocument; target: string }> {
    const target = resourceTarget(type, id, undefined, query);
    return { document: documentOf('GET', target, await exchange('GET', target)), target };
  }

  async function readAll<Item>(first: string, readOne: (target: string) => Promise<BackendPage<Item>>): Promise<Item[]> {
    const records: Item[] = [];
    const seen = new Set<string>();
    let target: string | null = first;
    while (target !== null) {
      if (seen.has(target) || seen.size >= maxPages) {
        throw new BackendError({
          method: 'GET',
          target: first,
          status: backendErrorStatus.invalidDocument,
          reason: `the pagination did not end after ${seen.size} pages`,
        });
      }
      seen.add(target);
      const page: BackendPage<Item> = await readOne(target);
      records.push(...page.records);
      target = page.next;
    }
    return records;
  }

  function invalidRequest(method: BackendMethod, target: string, error: z.ZodError): BackendError {
    const errors: JsonApiError[] = error.issues.map((issue) => ({
      status: String(backendErrorStatus.invalidRequest),
      title: 'Invalid attribute',
      detail: issue.message,
      source: { pointer: `/data/attributes/${issue.path.join('/')}` },
    }));
    return new BackendError({ method, target, status: backendErrorStatus.invalidRequest, errors, reason: `not sent: ${issuesOf(error)}` });
  }

  async function write<Type extends WritableType>(
    method: 'POST' | 'PATCH',
    type: Type,
    id: string | undefined,
    resource: { id?: string; attributes?: object; relationships?: WriteRelationships },
  ): Promise<WriteResult<Type>> {
    const target = resourceTarget(type, id);
    const schema = attributeSchemas[type] as z.ZodObject;
    const attributes = (method === 'PATCH' ? schema.partial() : schema).safeParse(resource.attributes ?? {});
    if (!attributes.success) throw invalidRequest(method, target, attributes.error);
    // The record's id (PATCH) or the client-generated id of a new one (POST).
    const dataId = id ?? resource.id;
    const data = {
      type,
      ...(dataId === undefined ? {} : { id: dataId }),
      attributes: attributes.data,
      ...(resource.relationships ? { relationships: resource.relationships } : {}),
    };
    const body = await exchange(method, target, { data });
    const answered = jsonApiDocument.safeParse(body);
    if (!answered.success || answered.data.data === null) return undefined as WriteResult<Type>;
    if (isReadableType(type)) return validRecords(answered.data, type, target)[0] as WriteResult<Type>;
    const record = resourcesOf(answered.data).records[0];
    return (record ? { type: record.type, id: record.id } : undefined) as WriteResult<Type>;
  }

  return {
    // Every method is async, so a refused argument (a foreign cursor, a malformed type) rejects too.
    list: async (type, query) => readAll(resourceTarget(type, undefined, undefined, query), (target) => readPage(type, target)),

    read: async (type, query) => readAll(resourceTarget(type, undefined, undefined, query), (target) => readResourcePage(type, target)),

    page: async (type, query) => readPage(type, resourceTarget(type, undefined, undefined, query)),

    pageAt: async (type, cursor) => readPage(type, targetOf(cursor, resourceTarget(type), 'GET', type)),

    async one(type, id, query) {
      const { document, target } = await readOneDocument(type, id, query);
      return validRecords(document, type, target)[0] as BackendRecord<typeof type> | undefined;
    },

    async readOne(type, id, query) {
      return resourcesOfType((await readOneDocument(type, id, query)).document, type)[0];
    },

    async related(type, id, relationship, relatedOptions = {}) {
      const relatedType = (relationshipTypes[type] as Record<string, ReadableType>)[relationship];
      if (relatedType === undefined) throw new Error(`${type} has no relationship ${relationship}`);
      const own = resourceTarget(type, id, relationship);
      const first = relatedOptions.link === undefined ? own : targetOf(relatedOptions.link, own, 'GET');
      const records = await readAll(first, async (target) => {
        const document = documentOf('GET', target, await exchange('GET', target));
        const href = hrefOf(document.links?.next);
        return { records: validRecords(document, relatedType, target), next: href === undefined ? null : targetOf(href, target, 'GET'), prev: null };
      });
      return records as RelatedRecord<typeof type, typeof relationship>[];
    },

    create: async (type, resource) => write('POST', type, undefined, resource),

    update: async (type, id, resource) => write('PATCH', type, id, resource),

    async remove(type, id) {
      await exchange('DELETE', resourceTarget(type, id));
    },

    fileUrl: (url) => transport.fileUrl(url),
    onRecordIssue: report,
  };
}
