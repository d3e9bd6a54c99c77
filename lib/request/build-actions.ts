import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { internalPathname } from '../routing/paths';
import type { RouteEntry } from '../routing/route-table';

/**
 * The Server Actions of the running build, by the page that can call them. Their ids change with every
 * build, so a page opened before the site was updated posts an id this build does not know.
 */

/** The actions of a build by page (`app/[locale]/contact/page` → its action ids), from Next.js's server reference manifest. */
export type BuildActions = ReadonlyMap<string, readonly string[]>;

type ServerReferenceManifest = { node?: Record<string, { workers?: Record<string, unknown> }> };

export function buildActionsOf(manifest: ServerReferenceManifest): BuildActions {
  const actions = new Map<string, string[]>();
  for (const [id, { workers = {} }] of Object.entries(manifest.node ?? {})) {
    for (const page of Object.keys(workers)) actions.set(page, [...(actions.get(page) ?? []), id]);
  }
  return actions;
}

/** The page folder's entry in the manifest: `app/[locale]/contact/page`, `app/[locale]/page` for the home page. */
export function manifestPageOf(entry: RouteEntry): string {
  const internal = internalPathname(entry);
  return `app/[locale]${internal === '/' ? '' : internal}/page`;
}

let cached: BuildActions | null | undefined;

/**
 * This build's actions, read once (a build does not change under its server). `null` where there is no
 * manifest to read, as under `next dev`, whose ids change as it recompiles: then nothing is checked.
 * `SITE_DIST_DIR` is the build's folder, set by `next.config.ts` at build time; a standalone server
 * runs in its own folder, which holds the build's folder under the same name.
 */
export function buildActions(): BuildActions | null {
  if (cached !== undefined) return cached;
  if (process.env.NODE_ENV !== 'production') return (cached = null);
  try {
    const manifest = readFileSync(join(process.cwd(), process.env.SITE_DIST_DIR || '.next', 'server', 'server-reference-manifest.json'), 'utf8');
    return (cached = buildActionsOf(JSON.parse(manifest) as ServerReferenceManifest));
  } catch {
    return (cached = null);
  }
}
