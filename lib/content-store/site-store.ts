import 'server-only';
import { join } from 'node:path';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { backendClient, backendSource } from '@/lib/cms/connection';
import type { FileUrlResolver } from '@/lib/cms/resources/file';
import { readWholeCollection } from '@/lib/content-sync/sync-reads';
import { processState } from '@/lib/instances/process-state.mjs';
import { createContentStore, type ContentStore } from './content-store';
import { createSharedCopies } from './shared-copies';
import { digestOf } from './stored-records';

/** The environment variable naming the folder of the copy a build is made from (scripts/site-build.mjs writes it, `next build` reads it). */
export const buildSeedVariable = 'CONTENT_STORE_SEED';

/** The build's copy in its dist folder: what every instance of the build starts from. */
// The folders are the site's data, not its code: Next.js's tracing of the server's files skips them.
export const buildCopyFolder = (distDir: string = process.env.NEXT_DIST_DIR || '.next'): string => join(/* turbopackIgnore: true */ process.cwd(), distDir, 'content-store');

/** The instance's own copy: `CONTENT_STORE_DIR` (default `.data/content-store`), one folder per source. */
export function liveCopyFolder(source: string): string {
  const base = process.env.CONTENT_STORE_DIR?.trim() || join(/* turbopackIgnore: true */ process.cwd(), '.data', 'content-store');
  return join(/* turbopackIgnore: true */ base, digestOf(source).slice(0, 12));
}

const inBuild = () => process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;

function fileUrlOfBackend(): FileUrlResolver {
  try {
    return backendClient().fileUrl;
  } catch {
    // A misconfigured CMS (no token): nothing is read from it, so nothing links to it.
    return (url) => url;
  }
}

/**
 * The process's content store, one for all of Next.js's bundles (the pages, the route handlers, the
 * interceptor): made on first use for the environment of then. While the site is built it serves the
 * copy the build is made from (`CONTENT_STORE_SEED`) and writes nowhere; an instance keeps its own copy
 * in its data folder, starts from the build's, and shares through Redis with `REDIS_URL`.
 */
export function siteStore(): ContentStore {
  return processState('content.store', () => {
    const source = backendSource();
    const fill = (collection: Parameters<typeof readWholeCollection>[1]) => readWholeCollection(backendClient({ reader: `content sync: ${inBuild() ? 'build' : 'start'}` }), collection);
    if (inBuild()) {
      const seed = process.env[buildSeedVariable]?.trim();
      return createContentStore({ source, fileUrl: fileUrlOfBackend(), folders: { build: seed || undefined }, fill });
    }
    return createContentStore({
      source,
      fileUrl: fileUrlOfBackend(),
      folders: { live: liveCopyFolder(source), build: buildCopyFolder() },
      shared: process.env.REDIS_URL?.trim() ? createSharedCopies(source) : undefined,
      fill,
    });
  });
}
