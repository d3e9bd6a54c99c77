import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/lib/cms/backend-error';
import { backendClient } from '@/lib/cms/connection';
import { emptyCopy } from '@/lib/content-store/stored-records';
import { readNamedRecords, readWholeCollection } from '@/lib/content-sync/sync-reads';

vi.mock('server-only', () => ({}));

/**
 * The content store keeps what it holds while the CMS fails only if the sync's reads fail then: they
 * must reject (with `BackendError`), never resolve to an empty collection, which the store would take
 * for every record withdrawn.
 */
const reads = {
  'the downloads whole': async () => readWholeCollection(backendClient(), 'downloads'),
  'the jobs whole': async () => readWholeCollection(backendClient(), 'jobs'),
  'news an editor names': async () => readNamedRecords(backendClient(), 'news', ['news-de-1'], emptyCopy('news', 'cms')),
};

let server: Server | undefined;
let answer: { status: number; body: string } = { status: 503, body: '' };

async function startServer(): Promise<string> {
  server = createServer((_request, response) => {
    response.writeHead(answer.status, { 'Content-Type': 'application/vnd.api+json' });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server?.address() as AddressInfo).port}/v1/`;
}

async function rejection(read: () => Promise<unknown>): Promise<BackendError> {
  const outcome = await read().then(
    (value) => ({ value }),
    (reason: unknown) => ({ reason }),
  );
  expect(outcome).not.toHaveProperty('value');
  const { reason } = outcome as { reason: unknown };
  expect(reason).toBeInstanceOf(BackendError);
  return reason as BackendError;
}

beforeEach(() => {
  vi.stubEnv('BACKEND_TOKEN', 'token-for-the-failure-tests');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

describe.each(Object.entries(reads))('reading %s while the CMS fails', (_type, read) => {
  it('rejects when the CMS is unreachable', async () => {
    const url = await startServer();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = undefined;
    vi.stubEnv('BACKEND_URL', url);
    expect((await rejection(read)).status).toBe(0);
  });

  it('rejects when the CMS answers 503', async () => {
    answer = { status: 503, body: JSON.stringify({ errors: [{ status: '503', title: 'Service Unavailable' }] }) };
    vi.stubEnv('BACKEND_URL', await startServer());
    const error = await rejection(read);
    expect(error.status).toBe(503);
    expect(error.errors[0]?.title).toBe('Service Unavailable');
  });

  it('rejects when the CMS answers 200 with something that is not a JSON:API document', async () => {
    answer = { status: 200, body: '<html>maintenance</html>' };
    vi.stubEnv('BACKEND_URL', await startServer());
    expect((await rejection(read)).status).toBe(502);
  });

  it('rejects when BACKEND_URL is set but BACKEND_TOKEN is missing', async () => {
    vi.stubEnv('BACKEND_URL', 'http://127.0.0.1:9/v1/');
    vi.stubEnv('BACKEND_TOKEN', '');
    expect((await rejection(read)).status).toBe(0);
  });
});
