#!/usr/bin/env node
// A JSON:API server standing in for the company's CMS in the end-to-end tests of the CMS mode. It
// serves `jobs`, `news` and `downloads` (seeded from the embedded default documents in
// content/backend/) under /v1/, with filters, sorting, `include` and paging as the CMS contract describes (docs/architecture.md),
// answers 401 without the right bearer token, and serves files under /media/ from public/.
// It also takes enquiries (`POST /v1/contact-requests`, create only) and keeps them in memory.
// Like a Drupal CMS it keeps unpublished records (`"status": "draft"`, as in the embedded default) out of
// every answer unless the request asks for the latest versions (`resourceVersion=rel:latest-version`).
// Enquiries may carry a client-generated id (`data.id`, JSON:API 1.1): one it already has is answered
// `409 Conflict` and not kept twice.
// Test-only controls under /__admin/:
// - `records`, `attributes`: add a record (POST) or delete one (DELETE), change a record's attributes;
// - `mode`: how the collections answer: `up`, `down` (connections are dropped), `empty` (empty
//   collections), `slow` (the right answer, after `delayMs`, default 30 s: an overloaded backend),
//   `garbage` (200 with an HTML page, as a proxy's error page would be), `lagging` (a collection as it
//   was when the request arrived, sent `delayMs` later: a read under way while an editor publishes);
// - `contact-mode`: how enquiries are answered: `up`, `error` (500, not kept), `down` (connections
//   dropped), `slow` (after `delayMs`); with `refuse` (a text), an enquiry whose subject contains it is
//   answered 422 and not kept, whatever the mode;
// - `contact-requests`: the enquiries it kept (GET), or forget them all (DELETE); `requests`: every
//   request for records it received (path, headers and the mode it met, also when it dropped or held it).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const root = new URL('../../..', import.meta.url).pathname;
const port = Number(process.env.CMS_PORT ?? 3300);
const token = process.env.CMS_TOKEN ?? 'cms-test-token-7f3a9c';
const types = ['jobs', 'news', 'downloads'];
// --- CMS_SEED_DIR: a folder of jobs.json, news.json and downloads.json to seed from instead of the
// embedded default (the content benchmark's generated set, scripts/bench/generate-cms-content.mjs).
const seedDir = process.env.CMS_SEED_DIR || join(root, 'content', 'backend');
// --- end of CMS_SEED_DIR

const store = Object.fromEntries(
  types.map((type) => {
    const document = JSON.parse(readFileSync(join(seedDir, `${type}.json`), 'utf8'));
    return [type, { data: document.data, included: document.included ?? [] }];
  }),
);
let mode = 'up';
let delayMs = 30_000;
let contactMode = 'up';
let contactDelayMs = 30_000;
let contactRefusal = null;
const requests = [];
const contactRequests = [];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const json = (response, status, body) => {
  response.writeHead(status, { 'content-type': 'application/vnd.api+json' });
  response.end(JSON.stringify(body));
};

const readBody = (request) =>
  new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body ? JSON.parse(body) : {}));
  });

const isDraft = (record) => record.attributes?.status === 'draft';
const latestVersions = (url) => url.searchParams.get('resourceVersion') === 'rel:latest-version';
const visible = (type, url) => store[type].data.filter((record) => latestVersions(url) || !isDraft(record));

function collection(type, url) {
  const params = url.searchParams;
  let records = mode === 'empty' ? [] : visible(type, url);
  for (const [key, value] of params) {
    const field = /^filter\[(\w+)\]$/.exec(key)?.[1];
    if (field) records = records.filter((record) => String(record.attributes[field]) === value);
  }
  const sort = params.get('sort');
  if (sort) {
    const field = sort.replace(/^-/, '');
    const direction = sort.startsWith('-') ? -1 : 1;
    records.sort((a, b) => (a.attributes[field] < b.attributes[field] ? -direction : a.attributes[field] > b.attributes[field] ? direction : 0));
  }
  const size = Number(params.get('page[size]') ?? 50);
  const number = Number(params.get('page[number]') ?? 1);
  const pageRecords = records.slice((number - 1) * size, number * size);
  const linked = new Set(pageRecords.flatMap((record) => Object.values(record.relationships ?? {}).map((relationship) => relationship.data?.id)));
  const next = new URL(url);
  next.searchParams.set('page[number]', String(number + 1));
  return {
    jsonapi: { version: '1.1' },
    data: pageRecords,
    included: params.get('include') ? store[type].included.filter((file) => linked.has(file.id)) : [],
    links: { self: url.pathname + url.search, ...(number * size < records.length && { next: next.pathname + next.search }) },
    meta: { total: records.length },
  };
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', `http://localhost:${port}`);

  if (url.pathname.startsWith('/__admin/')) {
    if (url.pathname === '/__admin/requests') return json(response, 200, requests);
    if (url.pathname === '/__admin/contact-requests') {
      if (request.method === 'DELETE') contactRequests.length = 0;
      return json(response, 200, contactRequests);
    }
    const body = await readBody(request);
    if (url.pathname === '/__admin/mode') {
      mode = body.mode;
      delayMs = body.delayMs ?? 30_000;
      return json(response, 200, { mode, delayMs });
    }
    if (url.pathname === '/__admin/contact-mode') {
      contactMode = body.mode;
      contactDelayMs = body.delayMs ?? 30_000;
      contactRefusal = typeof body.refuse === 'string' && body.refuse !== '' ? body.refuse : null;
      return json(response, 200, { mode: contactMode, delayMs: contactDelayMs, refuse: contactRefusal });
    }
    if (url.pathname === '/__admin/records' && request.method === 'DELETE') {
      if (!types.includes(body.type) || typeof body.id !== 'string') return json(response, 400, { errors: [{ title: 'type and id expected' }] });
      store[body.type].data = store[body.type].data.filter((record) => record.id !== body.id);
      return json(response, 200, { deleted: body.id });
    }
    if (url.pathname === '/__admin/records') {
      if (!types.includes(body.type) || typeof body.record?.id !== 'string') return json(response, 400, { errors: [{ title: 'type and record expected' }] });
      store[body.type].data = store[body.type].data.filter((record) => record.id !== body.record.id);
      store[body.type].data.unshift(body.record);
      return json(response, 201, { added: body.record.id });
    }
    if (url.pathname === '/__admin/attributes') {
      const record = store[body.type]?.data.find((candidate) => candidate.id === body.id);
      if (!record) return json(response, 404, { errors: [{ title: 'no such record' }] });
      Object.assign(record.attributes, body.attributes);
      return json(response, 200, { changed: record.id });
    }
    return json(response, 404, {});
  }

  if (url.pathname.startsWith('/media/')) {
    const file = normalize(join(root, 'public', url.pathname));
    if (!file.startsWith(join(root, 'public'))) return json(response, 404, {});
    try {
      const types = { '.pdf': 'application/pdf', '.svg': 'image/svg+xml', '.webp': 'image/webp', '.png': 'image/png' };
      response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      return response.end(readFileSync(file));
    } catch {
      return json(response, 404, {});
    }
  }

  if (url.pathname === '/v1/contact-requests') {
    if (contactMode === 'down') return request.socket.destroy();
    if (contactMode === 'slow') await sleep(contactDelayMs);
    if (request.headers.authorization !== `Bearer ${token}`) return json(response, 401, { errors: [{ status: '401', title: 'Unauthorized' }] });
    if (request.method !== 'POST') return json(response, 405, { errors: [{ status: '405', title: 'contact-requests can only be created' }] });
    const body = await readBody(request);
    const attributes = body.data?.attributes ?? {};
    if (contactRefusal !== null && String(attributes.subject ?? '').includes(contactRefusal)) {
      return json(response, 422, { errors: [{ status: '422', code: 'invalid-attribute', title: 'Invalid attribute', source: { pointer: '/data/attributes/subject' } }] });
    }
    if (contactMode === 'error') return json(response, 500, { errors: [{ status: '500', code: 'storage-unavailable', title: 'Internal Server Error' }] });
    const id = typeof body.data?.id === 'string' ? body.data.id : `server-${contactRequests.length + 1}`;
    if (contactRequests.some((record) => record.id === id)) {
      return json(response, 409, { errors: [{ status: '409', code: 'duplicate-id', title: 'Conflict', detail: `A contact-requests record ${id} exists already` }] });
    }
    const record = { type: 'contact-requests', id, attributes };
    contactRequests.push(record);
    return json(response, 201, { jsonapi: { version: '1.1' }, data: record });
  }

  requests.push({ path: url.pathname + url.search, headers: request.headers, mode });
  if (mode === 'down') return request.socket.destroy();
  if (mode === 'slow') await sleep(delayMs);
  if (mode === 'garbage') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return response.end('<!DOCTYPE html><html><head><title>Service Unavailable</title></head><body><h1>Please try again later</h1></body></html>');
  }
  if (request.headers.authorization !== `Bearer ${token}`) return json(response, 401, { errors: [{ status: '401', title: 'Unauthorized' }] });
  const [, type, id] = /^\/v1\/(\w+)(?:\/([^/]+))?\/?$/.exec(url.pathname) ?? [];
  if (!type || !types.includes(type)) return json(response, 404, { errors: [{ status: '404', title: 'Not found' }] });
  if (id === undefined) {
    const answer = collection(type, url);
    // `lagging`: the answer as the records were when the request arrived, sent `delayMs` later.
    if (mode === 'lagging') await sleep(delayMs);
    return json(response, 200, answer);
  }
  const record = mode === 'empty' ? undefined : visible(type, url).find((candidate) => candidate.id === decodeURIComponent(id));
  if (!record) return json(response, 404, { errors: [{ status: '404', title: 'Not found', detail: `No ${type} record ${id}` }] });
  const linked = new Set(Object.values(record.relationships ?? {}).map((relationship) => relationship.data?.id));
  return json(response, 200, { jsonapi: { version: '1.1' }, data: record, included: store[type].included.filter((file) => linked.has(file.id)) });
});

// Idle connections stay open longer than its clients keep them (Node's default 5 s would close one a
// test is about to send its next control request on, a reset on the test's side).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, () => console.log(`CMS test server on http://localhost:${port}/v1/`));
