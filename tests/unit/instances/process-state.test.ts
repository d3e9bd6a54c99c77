import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

/**
 * The state one process keeps once for all of Next.js's bundles of it (lib/instances/process-state.mjs).
 * A bundle is stood for by a fresh copy of the modules (`vi.resetModules`): each bundle of the server
 * has its own copy of every module it includes.
 */
const anotherBundle = async <Module>(load: () => Promise<Module>): Promise<Module> => {
  vi.resetModules();
  return load();
};

afterEach(() => {
  vi.resetModules();
});

describe('the state of the process', () => {
  it('is made once by name and is the same object on every later call', async () => {
    const { processState } = await import('@/lib/instances/process-state.mjs');
    const create = vi.fn(() => ({ count: 0 }));
    const first = processState('test.counter', create);
    first.count += 1;
    expect(processState('test.counter', create)).toBe(first);
    expect(processState('test.counter', create).count).toBe(1);
    expect(create).toHaveBeenCalledTimes(1);
    expect(processState('test.other', () => ({ count: 0 }))).not.toBe(first);
  });

  it('is shared by the copies of a module that separate bundles have', async () => {
    const bundleA = await import('@/lib/instances/process-state.mjs');
    const bundleB = await anotherBundle(() => import('@/lib/instances/process-state.mjs'));
    expect(bundleB.processState).not.toBe(bundleA.processState);
    const state = bundleA.processState('test.shared', () => new Set<string>());
    state.add('seen');
    expect(bundleB.processState('test.shared', () => new Set<string>()).has('seen')).toBe(true);
  });

  it('holds one content store for the interceptor, the pages and the route handlers', async () => {
    const interceptor = await import('@/lib/content-store/site-store');
    const routeHandler = await anotherBundle(() => import('@/lib/content-store/site-store'));
    expect(routeHandler.siteStore()).toBe(interceptor.siteStore());
  });

  it('logs a record issue once though pages and the interceptor both meet it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const issue = { kind: 'incomplete', type: 'news', id: 'process-state-test', field: 'image', reason: 'url: Required' } as const;
    (await import('@/lib/records/record-issues')).logRecordIssueOnce(issue);
    (await anotherBundle(() => import('@/lib/records/record-issues'))).logRecordIssueOnce(issue);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("holds all of it in one slot of globalThis, the Redis connection's and the content store's too", async () => {
    await import('@/lib/instances/redis-connection.mjs');
    (await import('@/lib/content-store/site-store')).siteStore();
    await import('@/lib/records/record-issues');
    const slots = Object.getOwnPropertySymbols(globalThis).filter((key) => key.description?.startsWith('lumoplast.'));
    expect(slots).toEqual([Symbol.for('lumoplast.processState')]);
  });
});
