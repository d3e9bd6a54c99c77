// The parts of Next.js that the cache handler needs and Next.js does not publish: its own file and
// memory cache, which the handler keeps underneath Redis, and the process's tag manifest, from which
// Next.js judges whether an entry is fresh. They are private modules of `next/dist`, free to move or
// change with any release, so this is the one place that imports them. The imports are static, so the
// bundler keeps them as the very modules Next.js's own server loads (the same tag manifest); a module
// that moved fails the build, naming it. Each is checked as it loads: after a Next.js upgrade that
// changed one, the server does not start with a cache that half works but stops with an error naming
// the module and what to look for (as does tests/unit/instances/next-cache-internals.test.ts, which also
// checks that every module imported here still resolves).
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import nodeFsModule from 'next/dist/server/lib/node-fs-methods.js';

/**
 * What the handler takes of a private module of Next.js, or an error that says which module and what the
 * handler expected of it.
 * @param {string} specifier the module, to name it
 * @param {unknown} value what the handler takes of it
 * @param {string} expected that, in words
 * @param {(value: any) => boolean} holds whether the value is still that
 */
export function nextInternal(specifier, value, expected, holds) {
  if (holds(value)) return value;
  throw new Error(
    `Next.js's private module ${specifier} no longer has what it had. The cache handler (lib/instances/cache-handler.mjs) ` +
      `needs ${expected}. After a Next.js upgrade, find where Next.js keeps it now (its own server imports it: ` +
      'node_modules/next/dist/server/next-server.js, server/lib/incremental-cache/index.js) and change ' +
      'lib/instances/next-cache-internals.mjs to match, and lib/instances/cache-handler.mjs if what it offers changed.',
  );
}

const hasMethods = (value, names) => value != null && names.every((name) => typeof value[name] === 'function');

// CommonJS modules of Next.js: Node.js hands their `exports` over as the default import.

/** Next.js's own cache handler: the build's prerendered pages on disk, and what the process cached since. */
export const FileSystemCache = nextInternal(
  'next/dist/server/lib/incremental-cache/file-system-cache.js',
  fileSystemCacheModule?.default ?? fileSystemCacheModule,
  'FileSystemCache, its default export: a class whose instances have get, set, revalidateTag and resetRequestCache',
  (value) => typeof value === 'function' && hasMethods(value.prototype, ['get', 'set', 'revalidateTag', 'resetRequestCache']),
);

/** The process's tag states (`{ stale, expired }` by tag), which Next.js checks every cached entry against. */
export const tagsManifest = nextInternal(
  'next/dist/server/lib/incremental-cache/tags-manifest.external.js',
  tagsManifestModule?.tagsManifest,
  'tagsManifest, a named export: a Map of each tag to its { stale, expired } timestamps (get, set, has, delete, clear)',
  (value) => hasMethods(value, ['get', 'set', 'has', 'delete', 'clear']),
);

/** The file system methods Next.js hands `FileSystemCache`; the tests make instances with them. */
export const nodeFs = nextInternal(
  'next/dist/server/lib/node-fs-methods.js',
  nodeFsModule?.nodeFs,
  'nodeFs, a named export: the file system methods FileSystemCache is given (readFile, writeFile, mkdir, stat, existsSync)',
  (value) => hasMethods(value, ['readFile', 'writeFile', 'mkdir', 'stat', 'existsSync']),
);
