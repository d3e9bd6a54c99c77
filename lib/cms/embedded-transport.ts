import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { JsonApiError } from './backend-error';
import type { BackendRequest, BackendResponse, Transport } from './transport';

/**
 * The embedded default: answers reads from one JSON:API document per type in a folder
 * (`content/backend/jobs.json`, …), each exactly as the wire sends the whole collection
 * (`{ data: [...], included: [...] }`). It behaves like a small JSON:API server: `filter[field]=value`
 * (equality with an attribute, or `id`), `sort`, `include` (only what is asked for lands in
 * `included`), `page[size]` and `page[number]` with `links.next` / `links.prev`, one record
 * (`jobs/7`) and a record's relationship (`news/3/image`). It is read-only: writes answer 405.
 * A record with the attribute `"status": "draft"` is one an editor has not published yet: it is
 * answered only to a read that asks for the latest versions (`resourceVersion=rel:latest-version`),
 * as the CMS answers it only then (docs/architecture.md, "The CMS contract").
 * The documents are read on every request (they are small), so the answers always match the files.
 */
export interface EmbeddedTransportOptions {
  /** The folder of the documents; default `content/backend` of the project. */
  directory?: string;
}

const baseUrl = new URL('embedded://content-backend/');

type Resource = {
  type: string;
  id: string;
  attributes?: Record<string, unknown>;
  relationships?: Record<string, { data?: unknown }>;
};

const isResource = (value: unknown): value is Resource =>
  typeof value === 'object' && value !== null && typeof (value as Resource).type === 'string' && typeof (value as Resource).id === 'string';

const identifiersOf = (data: unknown): { type: string; id: string }[] =>
  (Array.isArray(data) ? data : [data]).filter(isResource).map(({ type, id }) => ({ type, id }));

const isDraft = (entry: unknown): boolean => isResource(entry) && entry.attributes?.status === 'draft';

function answer(status: number, title: string, detail: string): BackendResponse {
  const error: JsonApiError = { status: String(status), title, detail };
  return { status, body: { errors: [error] } };
}

function valueOf(resource: Resource, field: string): unknown {
  return field === 'id' ? resource.id : resource.attributes?.[field];
}

const isoDate = /^\d{4}-\d{2}-\d{2}/;

function compare(left: unknown, right: unknown): number {
  if (left === right) return 0;
  if (left === undefined || left === null) return 1;
  if (right === undefined || right === null) return -1;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  if (typeof left === 'string' && typeof right === 'string' && isoDate.test(left) && isoDate.test(right)) {
    const difference = Date.parse(left) - Date.parse(right);
    if (Number.isFinite(difference) && difference !== 0) return difference;
  }
  return String(left).localeCompare(String(right));
}

/** The included records a set of primary records needs for the include paths (`image`, `file.owner`). */
function includedFor(primary: Resource[], includePaths: string[], pool: Resource[]): Resource[] {
  const byKey = new Map(pool.map((resource) => [`${resource.type}/${resource.id}`, resource]));
  const found = new Map<string, Resource>();
  const walk = (resources: Resource[], segments: string[]) => {
    const [name, ...rest] = segments;
    if (name === undefined) return;
    const next: Resource[] = [];
    for (const resource of resources) {
      for (const { type, id } of identifiersOf(resource.relationships?.[name]?.data)) {
        const related = byKey.get(`${type}/${id}`);
        if (!related) continue;
        found.set(`${type}/${id}`, related);
        next.push(related);
      }
    }
    walk(next, rest);
  };
  for (const includePath of includePaths) walk(primary, includePath.split('.'));
  return [...found.values()];
}

function listOf(value: string | null): string[] {
  return (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
}

export function createEmbeddedTransport(options: EmbeddedTransportOptions = {}): Transport {
  const directory = options.directory ?? path.join(process.cwd(), 'content', 'backend');

  async function documentOf(type: string): Promise<{ data: Resource[]; included: Resource[] } | BackendResponse> {
    if (!/^[a-z][a-z0-9-]*$/.test(type)) return answer(404, 'Not Found', `No resource type ${type}`);
    const file = path.join(directory, `${type}.json`);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch {
      return answer(404, 'Not Found', `No embedded document for the type ${type}`);
    }
    let document: unknown;
    try {
      document = JSON.parse(text);
    } catch {
      return answer(500, 'Internal Server Error', `The embedded document of ${type} is not JSON`);
    }
    const { data, included } = (document ?? {}) as { data?: unknown; included?: unknown };
    if (!Array.isArray(data)) return answer(500, 'Internal Server Error', `The embedded document of ${type} has no data array`);
    // Entries that are not resource objects stay in `data`, so the client skips and reports them.
    return { data: data as Resource[], included: Array.isArray(included) ? included.filter(isResource) : [] };
  }

  async function send(request: BackendRequest): Promise<BackendResponse> {
    if (request.method !== 'GET') return answer(405, 'Method Not Allowed', 'The embedded backend is read-only');
    const url = new URL(request.target, baseUrl);
    let segments: string[];
    try {
      segments = url.pathname.slice(1).split('/').map(decodeURIComponent);
    } catch {
      return answer(404, 'Not Found', 'No such path');
    }
    const [type = '', id, relationship, ...rest] = segments;
    if (rest.length > 0) return answer(404, 'Not Found', 'No such path');
    const read = await documentOf(type);
    if ('status' in read) return read;
    const latest = url.searchParams.get('resourceVersion') === 'rel:latest-version';
    const document = latest ? read : { ...read, data: read.data.filter((entry) => !isDraft(entry)) };
    const pool = [...document.data.filter(isResource), ...document.included];
    const include = listOf(url.searchParams.get('include'));

    if (id !== undefined) {
      const record = document.data.find((entry) => isResource(entry) && entry.id === id);
      if (!record) return answer(404, 'Not Found', `No ${type} record ${id}`);
      if (relationship === undefined) return { status: 200, body: { data: record, included: includedFor([record], include, pool) } };
      const linkage = record.relationships?.[relationship];
      if (!linkage) return answer(404, 'Not Found', `No relationship ${relationship} of ${type} record ${id}`);
      const related = identifiersOf(linkage.data).flatMap(({ type: relatedType, id: relatedId }) =>
        pool.filter((entry) => entry.type === relatedType && entry.id === relatedId),
      );
      return { status: 200, body: { data: Array.isArray(linkage.data) ? related : (related[0] ?? null) } };
    }

    let records = document.data;
    for (const [key, value] of url.searchParams) {
      const field = /^filter\[(.+)\]$/.exec(key)?.[1];
      if (field !== undefined) records = records.filter((entry) => !isResource(entry) || String(valueOf(entry, field)) === value);
    }
    const sort = listOf(url.searchParams.get('sort'));
    if (sort.length > 0) {
      records = [...records].sort((left, right) => {
        for (const key of sort) {
          const field = key.startsWith('-') ? key.slice(1) : key;
          const order = compare(isResource(left) ? valueOf(left, field) : undefined, isResource(right) ? valueOf(right, field) : undefined);
          if (order !== 0) return key.startsWith('-') ? -order : order;
        }
        return 0;
      });
    }

    const sizeParameter = url.searchParams.get('page[size]');
    const pageSize = sizeParameter === null ? Math.max(records.length, 1) : Number(sizeParameter);
    const number = Number(url.searchParams.get('page[number]') ?? 1);
    if (!Number.isInteger(pageSize) || pageSize < 1 || !Number.isInteger(number) || number < 1) {
      return answer(400, 'Bad Request', 'page[size] and page[number] must be positive whole numbers');
    }
    const pageRecords = records.slice((number - 1) * pageSize, number * pageSize);
    const linkTo = (pageNumber: number) => {
      const target = new URL(url);
      target.searchParams.set('page[number]', String(pageNumber));
      target.searchParams.set('page[size]', String(pageSize));
      return target.href;
    };
    const links: Record<string, string> = { self: url.href };
    if (number * pageSize < records.length) links.next = linkTo(number + 1);
    if (number > 1) links.prev = linkTo(number - 1);
    return {
      status: 200,
      body: {
        data: pageRecords,
        included: includedFor(pageRecords.filter(isResource), include, pool),
        links,
        meta: { count: records.length },
      },
    };
  }

  return { baseUrl, send, fileUrl: (url) => url };
}
