import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * What the cache handler takes from Next.js's private modules (lib/instances/next-cache-internals.mjs) is
 * still there and still behaves as the handler expects. When this fails after an upgrade of `next`, the
 * message names the module and what to look for.
 */
const folders: string[] = [];

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The adapter, or a failure that carries its own message (which names the module and what to check). */
async function internals() {
  try {
    return await import('@/lib/instances/next-cache-internals.mjs');
  } catch (error) {
    throw new Error(`lib/instances/next-cache-internals.mjs does not load: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

const fetchEntry = { kind: 'FETCH', data: { headers: {}, body: '{"data":[]}', url: 'https://cms.example.com/v1/jobs', status: 200 }, revalidate: 3600 };
const fetchContext = { kind: 'FETCH', fetchCache: true, tags: ['jobs'], revalidate: 3600 };

describe("Next.js's private cache modules", () => {
  it('are each still where lib/instances/next-cache-internals.mjs imports them from', () => {
    const source = readFileSync('lib/instances/next-cache-internals.mjs', 'utf8');
    const specifiers = [...source.matchAll(/^import \w+ from '(next\/dist\/[^']+)';$/gm)].map((match) => match[1]!);
    expect(specifiers.length, 'the adapter imports Next.js’s private modules').toBe(3);
    const require = createRequire(import.meta.url);
    for (const specifier of specifiers) {
      expect(() => require.resolve(specifier), `Next.js's private module ${specifier} is gone: after a Next.js upgrade, find where Next.js keeps it now (node_modules/next/dist/server/next-server.js, server/lib/incremental-cache/index.js import it) and change lib/instances/next-cache-internals.mjs to match`).not.toThrow();
    }
  });

  it('load with the shape the cache handler uses', async () => {
    const { FileSystemCache, tagsManifest, nodeFs } = await internals();
    expect(typeof FileSystemCache, 'FileSystemCache is a class').toBe('function');
    for (const method of ['get', 'set', 'revalidateTag', 'resetRequestCache'] as const) {
      expect(typeof FileSystemCache.prototype[method], `FileSystemCache.prototype.${method}`).toBe('function');
    }
    expect(tagsManifest, 'tagsManifest is a Map').toBeInstanceOf(Map);
    expect(typeof (nodeFs as { readFile?: unknown }).readFile, 'nodeFs.readFile').toBe('function');
  });

  it('keep an entry in FileSystemCache, and write its revalidations to the very tag manifest the handler shares', async () => {
    const { FileSystemCache, tagsManifest, nodeFs } = await internals();
    const folder = mkdtempSync(join(tmpdir(), 'lumoplast-next-internals-'));
    folders.push(folder);
    const cache = new FileSystemCache({ fs: nodeFs, serverDistDir: join(folder, 'server'), flushToDisk: true, revalidatedTags: [], maxMemoryCacheSize: 0 });
    await cache.set('fetch-jobs', fetchEntry, fetchContext);
    expect((await cache.get('fetch-jobs', fetchContext))?.value, 'FileSystemCache.get returns what set stored').toMatchObject(fetchEntry);

    tagsManifest.delete('internals-probe');
    await cache.revalidateTag('internals-probe', { expire: 0 });
    const state = tagsManifest.get('internals-probe');
    expect(state?.stale, 'FileSystemCache.revalidateTag marks the tag stale in tagsManifest (the handler copies that state to Redis)').toBeGreaterThan(0);
    expect(state?.expired, 'FileSystemCache.revalidateTag with { expire: 0 } expires the tag now in tagsManifest').toBeLessThanOrEqual(Date.now());
    tagsManifest.delete('internals-probe');
    cache.resetRequestCache();
  });

  it('fail with a message that names a module and what to check when one changes', async () => {
    const { nextInternal } = await internals();
    const changed = 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
    expect(() => nextInternal<unknown>(changed, undefined, 'tagsManifest, a Map', (value) => value instanceof Map)).toThrow(
      /tags-manifest\.external\.js no longer has what it had.*needs tagsManifest, a Map.*After a Next\.js upgrade.*lib\/instances\/next-cache-internals\.mjs/,
    );
  });
});
