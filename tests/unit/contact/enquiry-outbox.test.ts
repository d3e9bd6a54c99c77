import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/lib/cms/backend-error';
import type { ContactRequestAttributes } from '@/lib/cms/resources/contact-request';
import { createEnquiryOutbox, type EnquiryOutboxOptions } from '@/lib/contact/enquiry-outbox';
import { createFileOutbox } from '@/lib/contact/file-outbox';
import { cmsCourier } from '@/lib/contact/outbox-courier';
import { retryPauseMs, type OutboxEntry } from '@/lib/contact/outbox-entry';
import { createRedisOutbox, outboxGroup, outboxHeldKey, outboxStreamKey } from '@/lib/contact/redis-outbox';
import { sharedRedis } from '@/lib/instances/redis-connection.mjs';
import { until } from '../instances/redis-server';
import { sharedRedisForEachTest } from '../instances/shared-redis';

/**
 * The enquiries' outbox with both its stores: files in a temporary folder, and a real `redis-server`
 * (Debian's package, `redis-server.ts`) where two outboxes stand for two instances sharing it. The CMS
 * is a fake that keeps records by their id and answers as the test JSON:API server does (409 for an id
 * it has, 422 for a refused subject, connection failures while down).
 */
const attributes: ContactRequestAttributes = {
  subject: 'Angebot Dosierkappe',
  message: 'Zwei Zeilen\nText',
  name: 'Erika Muster',
  company: 'Muster GmbH',
  city: 'Herborn',
  email: 'erika.muster@example.de',
  privacyConsent: true,
  locale: 'de',
};
const personalValues = [attributes.name, attributes.email, attributes.subject, attributes.message, attributes.company];

const folder = () => join(mkdtempSync(join(tmpdir(), 'outbox-')), 'outbox');
const entryFiles = (path: string) => readdirSync(path).filter((name) => name.endsWith('.json'));

function fakeCms() {
  const cms = {
    mode: 'up' as 'up' | 'down' | 'error' | 'hang',
    refuse: undefined as string | undefined,
    records: new Map<string, ContactRequestAttributes>(),
    sent: [] as string[],
    release: undefined as (() => void) | undefined,
    async send(entry: OutboxEntry) {
      cms.sent.push(entry.id);
      const failure = (status: number) => new BackendError({ method: 'POST', target: 'contact-requests', status, errors: [{ status: String(status) }] });
      if (cms.mode === 'down') throw failure(0);
      if (cms.mode === 'hang') await new Promise<void>((resolve) => (cms.release = resolve));
      if (cms.refuse && entry.attributes.subject.includes(cms.refuse)) throw failure(422);
      if (cms.mode === 'error') throw failure(500);
      if (cms.records.has(entry.id)) throw failure(409);
      cms.records.set(entry.id, entry.attributes);
    },
  };
  return cms;
}

function outboxOf(options: Partial<EnquiryOutboxOptions> & { cms: ReturnType<typeof fakeCms>; claimMs?: number }) {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const outbox = createEnquiryOutbox({
    courier: cmsCourier(options.cms.send),
    files: options.files ?? createFileOutbox(folder()),
    redis: options.redis,
    settings: () => ({ retryCapMs: 1000, claimMs: options.claimMs ?? 60_000 }),
    log,
    waitMs: options.waitMs ?? 200,
  });
  const lines = () => [...log.info.mock.calls, ...log.warn.mock.calls, ...log.error.mock.calls].map((call) => String(call[0]));
  return { outbox, log, lines };
}

function expectNoPersonalData(lines: string[]) {
  for (const line of lines) for (const value of personalValues) expect(line).not.toContain(value);
}

describe('the retry pauses', () => {
  it('double from one second after each failed delivery, up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((failures) => retryPauseMs(failures, 20_000))).toEqual([1000, 2000, 4000, 8000, 16_000, 20_000]);
    expect(retryPauseMs(100, 300_000)).toBe(300_000);
    expect(retryPauseMs(3, 500)).toBe(500);
  });
});

describe('the file outbox', () => {
  it('writes one file per entry atomically, reads it back and deletes it', async () => {
    const files = createFileOutbox(folder());
    const entry: OutboxEntry = { id: '0b7e1b8e-5b7a-4c1e-9d1e-2f0a4c5b6d7e', acceptedAt: 1_700_000_000_000, attributes };
    await files.keep(entry);
    expect(readdirSync(files.folder)).toEqual([`${entry.id}.json`]);
    expect(await files.entries()).toEqual([entry]);
    await files.remove(entry.id);
    expect(readdirSync(files.folder)).toEqual([]);
    // Removing twice (two workers) is no error.
    await files.remove(entry.id);
  });

  it('leaves a file that is not an entry alone', async () => {
    const files = createFileOutbox(folder());
    await files.keep({ id: '0b7e1b8e-5b7a-4c1e-9d1e-2f0a4c5b6d7e', acceptedAt: 1, attributes });
    writeFileSync(join(files.folder, '1b7e1b8e-5b7a-4c1e-9d1e-2f0a4c5b6d7e.json'), '{"half":');
    expect(await files.entries()).toHaveLength(1);
  });

  it('rejects when its folder cannot be made', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'outbox-')), 'a-file');
    writeFileSync(file, '');
    await expect(createFileOutbox(join(file, 'outbox')).keep({ id: '0b7e1b8e-5b7a-4c1e-9d1e-2f0a4c5b6d7e', acceptedAt: 1, attributes })).rejects.toMatchObject({
      code: 'ENOTDIR',
    });
  });
});

describe('the outbox with its file store (no Redis)', () => {
  it('delivers at once when the CMS takes the enquiry: the visitor learns nothing new, nothing stays', async () => {
    const cms = fakeCms();
    const files = createFileOutbox(folder());
    const { outbox, lines } = outboxOf({ cms, files });
    expect(await outbox.accept(attributes)).toBe('delivered');
    expect([...cms.records.values()]).toEqual([attributes]);
    expect(readdirSync(files.folder)).toEqual([]);
    expect(lines()).toEqual([]);
    expect(await outbox.health()).toEqual({ store: 'file', depth: 0, oldestAgeSeconds: null, held: 0 });
  });

  it.each(['down', 'error'] as const)('keeps the enquiry when the CMS is %s (the visitor is told it is sent), then delivers it once and deletes it', async (mode) => {
    const cms = fakeCms();
    cms.mode = mode;
    const files = createFileOutbox(folder());
    const { outbox, log, lines } = outboxOf({ cms, files });
    expect(await outbox.accept(attributes)).toBe('kept');
    expect(entryFiles(files.folder)).toHaveLength(1);
    expect(log.warn).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/^\[contact\] Contact enquiry [0-9a-f-]{36} kept in the outbox: the CMS answered POST contact-requests with status (0|500)/));
    expect(await outbox.health()).toMatchObject({ store: 'file', depth: 1, held: 0 });

    // Within the pause after the failure, the worker does not send again.
    await outbox.work();
    expect(cms.sent).toHaveLength(1);

    cms.mode = 'up';
    await until(async () => {
      await outbox.work();
      return cms.records.size === 1;
    }, 5000);
    expect(entryFiles(files.folder)).toEqual([]);
    expect(new Set(cms.sent).size).toBe(1);
    expect(log.info).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/^\[contact\] Contact enquiry [0-9a-f-]{36} delivered from the outbox after 2 attempts$/));
    expect(await outbox.health()).toEqual({ store: 'file', depth: 0, oldestAgeSeconds: null, held: 0 });
    expectNoPersonalData(lines());
  });

  it('takes a 409 (the CMS has that id already) as delivered', async () => {
    const cms = fakeCms();
    const files = createFileOutbox(folder());
    const { outbox } = outboxOf({ cms, files });
    cms.mode = 'error';
    expect(await outbox.accept(attributes)).toBe('kept');
    // The CMS stored it, but its answer was lost.
    const [id] = cms.sent;
    cms.records.set(id!, attributes);
    cms.mode = 'up';
    await until(async () => {
      await outbox.work();
      return entryFiles(files.folder).length === 0;
    }, 5000);
    expect(cms.sent).toEqual([id, id]);
    expect(cms.records.size).toBe(1);
  });

  it('holds an enquiry the CMS refuses (422) for a person: reported with its id, never retried, never dropped', async () => {
    const cms = fakeCms();
    cms.refuse = 'Dosierkappe';
    const files = createFileOutbox(folder());
    const { outbox, log, lines } = outboxOf({ cms, files });
    expect(await outbox.accept(attributes)).toBe('kept');
    const [id] = cms.sent;
    expect(log.error).toHaveBeenCalledExactlyOnceWith(`[contact] Contact enquiry ${id} refused by the CMS: the CMS answered POST contact-requests with status 422 (422); held in the outbox for a person (docs/operations.md)`);
    for (let turn = 0; turn < 3; turn += 1) await outbox.work();
    expect(cms.sent).toEqual([id]);
    expect(entryFiles(files.folder)).toEqual([]);
    const held = JSON.parse(readFileSync(join(files.folder, 'held', `${id}.json`), 'utf8'));
    expect(held).toMatchObject({ id, attributes, reason: expect.stringContaining('status 422') });
    expect(await outbox.health()).toEqual({ store: 'file', depth: 0, oldestAgeSeconds: null, held: 1 });
    expectNoPersonalData(lines());
  });

  it('tells the visitor the enquiry is sent when the CMS does not answer in time, and removes it once the late answer comes', async () => {
    const cms = fakeCms();
    cms.mode = 'hang';
    const files = createFileOutbox(folder());
    const { outbox, log } = outboxOf({ cms, files, waitMs: 100 });
    const started = Date.now();
    expect(await outbox.accept(attributes)).toBe('kept');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(log.warn).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/kept in the outbox: the CMS did not answer within 100 ms/));
    // The worker does not send it a second time while the first send waits.
    await outbox.work();
    expect(cms.sent).toHaveLength(1);
    cms.release?.();
    await until(() => entryFiles(files.folder).length === 0, 5000);
    expect(cms.records.size).toBe(1);
  });

  it('rejects (the visitor gets the error) only when the outbox cannot store', async () => {
    const cms = fakeCms();
    const file = join(mkdtempSync(join(tmpdir(), 'outbox-')), 'a-file');
    writeFileSync(file, '');
    const { outbox } = outboxOf({ cms, files: createFileOutbox(join(file, 'outbox')) });
    await expect(outbox.accept(attributes)).rejects.toMatchObject({ code: 'ENOTDIR' });
    expect(cms.sent).toEqual([]);
  });

  it('delivers what a previous process left in its folder, from its first turn', async () => {
    const files = createFileOutbox(folder());
    const down = fakeCms();
    down.mode = 'down';
    expect(await outboxOf({ cms: down, files }).outbox.accept(attributes)).toBe('kept');
    const cms = fakeCms();
    const { outbox } = outboxOf({ cms, files });
    outbox.start(50);
    await until(() => cms.records.size === 1 && entryFiles(files.folder).length === 0, 5000);
    await outbox.stop();
    expect(cms.sent).toEqual(down.sent);
  });
});

describe('the outbox in Redis', () => {
  const redis = sharedRedisForEachTest();
  const client = () => sharedRedis()!.client;

  it('stores an entry in the stream, held by the instance that accepted it, and deletes it with its personal data once delivered', async () => {
    const cms = fakeCms();
    cms.mode = 'down';
    const files = createFileOutbox(folder());
    const { outbox } = outboxOf({ cms, files, redis: createRedisOutbox('instance-a') });
    expect(await outbox.accept(attributes)).toBe('kept');
    expect(await client().xLen(outboxStreamKey)).toBe(1);
    expect(existsSync(files.folder)).toBe(false);
    const pending = (await client().sendCommand(['XPENDING', outboxStreamKey, outboxGroup])) as unknown as [number, string, string, [string, string][]];
    expect(pending[3]).toEqual([['instance-a', '1']]);
    expect(await outbox.health()).toMatchObject({ store: 'redis', depth: 1, held: 0 });

    cms.mode = 'up';
    await until(async () => {
      await outbox.work();
      return cms.records.size === 1;
    }, 5000);
    expect(await client().xLen(outboxStreamKey)).toBe(0);
    expect(await client().sendCommand(['XRANGE', outboxStreamKey, '-', '+'])).toEqual([]);
    expect(JSON.stringify(await client().sendCommand(['XPENDING', outboxStreamKey, outboxGroup]))).not.toContain('instance-a');
    expect(await outbox.health()).toEqual({ store: 'redis', depth: 0, oldestAgeSeconds: null, held: 0 });
  });

  it('lets another instance take over the entries of one that died holding them, each delivered exactly once', async () => {
    const cms = fakeCms();
    cms.mode = 'down';
    const a = outboxOf({ cms, redis: createRedisOutbox('instance-a'), claimMs: 300 });
    const b = outboxOf({ cms, redis: createRedisOutbox('instance-b'), claimMs: 300 });
    for (let enquiry = 0; enquiry < 5; enquiry += 1) expect(await a.outbox.accept(attributes)).toBe('kept');
    expect(await b.outbox.accept(attributes)).toBe('kept');
    // A is gone: it renews nothing any more. B's worker runs.
    cms.mode = 'up';
    b.outbox.start(50);
    await until(() => cms.records.size === 6, 10_000);
    await until(async () => (await client().xLen(outboxStreamKey)) === 0, 5000);
    await b.outbox.stop();
    expect(cms.records.size).toBe(6);
    expect(b.lines().filter((line) => line.includes('taken over'))).toHaveLength(5);
    expect(await b.outbox.health()).toEqual({ store: 'redis', depth: 0, oldestAgeSeconds: null, held: 0 });
  });

  it('does not hand an entry to another instance while its holder renews it', async () => {
    const cms = fakeCms();
    cms.mode = 'down';
    const a = outboxOf({ cms, redis: createRedisOutbox('instance-a'), claimMs: 300 });
    const b = outboxOf({ cms, redis: createRedisOutbox('instance-b'), claimMs: 300 });
    expect(await a.outbox.accept(attributes)).toBe('kept');
    a.outbox.start(50);
    b.outbox.start(50);
    const until1s = Date.now() + 1000;
    await until(() => Date.now() > until1s, 2000);
    await Promise.all([a.outbox.stop(), b.outbox.stop()]);
    expect(b.lines()).toEqual([]);
    const pending = (await client().sendCommand(['XPENDING', outboxStreamKey, outboxGroup])) as unknown as [number, string, string, [string, string][]];
    expect(pending[3]).toEqual([['instance-a', '1']]);
  });

  it('moves an enquiry the CMS refuses (422) to the held entries, out of the stream', async () => {
    const cms = fakeCms();
    cms.refuse = 'Dosierkappe';
    const { outbox, log } = outboxOf({ cms, redis: createRedisOutbox('instance-a') });
    expect(await outbox.accept(attributes)).toBe('kept');
    const [id] = cms.sent;
    expect(log.error).toHaveBeenCalledExactlyOnceWith(expect.stringContaining(`Contact enquiry ${id} refused by the CMS`));
    expect(await client().xLen(outboxStreamKey)).toBe(0);
    expect(JSON.parse((await client().hGet(outboxHeldKey, id!))!)).toMatchObject({ id, attributes });
    expect(await outbox.health()).toEqual({ store: 'redis', depth: 0, oldestAgeSeconds: null, held: 1 });
  });

  it('delivers an entry Redis stored but answered too late for (so it is in the file outbox too) once, and empties both', async () => {
    const cms = fakeCms();
    cms.mode = 'down';
    const files = createFileOutbox(folder());
    const redisOutbox = createRedisOutbox('instance-a');
    const late = { ...redisOutbox, keep: async (entry: OutboxEntry) => void (await redisOutbox.keep(entry)) };
    const { outbox } = outboxOf({ cms, files, redis: late, claimMs: 300 });
    expect(await outbox.accept(attributes)).toBe('kept');
    expect(await client().xLen(outboxStreamKey)).toBe(1);
    expect(entryFiles(files.folder)).toHaveLength(1);
    cms.mode = 'up';
    outbox.start(50);
    await until(async () => (await client().xLen(outboxStreamKey)) === 0 && entryFiles(files.folder).length === 0, 10_000);
    await outbox.stop();
    expect(cms.records.size).toBe(1);
    expect(await outbox.health()).toEqual({ store: 'redis', depth: 0, oldestAgeSeconds: null, held: 0 });
  });

  it('falls back to the instance’s file outbox when Redis cannot store, and delivers from there', async () => {
    const cms = fakeCms();
    cms.mode = 'down';
    const files = createFileOutbox(folder());
    const { outbox, log } = outboxOf({ cms, files, redis: createRedisOutbox('instance-a') });
    await redis.stop();
    await until(() => sharedRedis()?.available === false);
    expect(await outbox.accept(attributes)).toBe('kept');
    expect(log.warn).toHaveBeenCalledWith(expect.stringMatching(/kept in this instance's file outbox: Redis could not store it/));
    expect(entryFiles(files.folder)).toHaveLength(1);
    expect(await outbox.health()).toMatchObject({ store: 'file', depth: 1 });
    cms.mode = 'up';
    await until(async () => {
      await outbox.work();
      return cms.records.size === 1;
    }, 5000);
    expect(entryFiles(files.folder)).toEqual([]);
    await redis.start();
  });
});
