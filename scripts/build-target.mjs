#!/usr/bin/env node
// What a production build was made for: the CMS it reads (`BACKEND_URL`, or the embedded default) and
// the public origin it writes into its pages (`SITE_URL`). Both are read when the pages are built, so a
// build serves another CMS or origin wrongly (a CMS's records as 404s, say). Each build writes them
// into its folder (`build-target.json`) and `npm start` and `npm run cluster` build again when they
// differ (scripts/production-build.mjs). Never a credential: no token, no user or password of a URL.
// `node scripts/build-target.mjs` writes it for the environment's build folder (`npm run build`).
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { addressAsRead } from '../lib/cms/address-as-read.mjs';

const root = new URL('..', import.meta.url).pathname;

export const buildTargetFile = 'build-target.json';

/**
 * What a build made in `env` is for: the CMS's base, or null for the embedded default; the public
 * origin, default `http://localhost:3000` (lib/metadata/site-url.ts).
 */
export function buildTargetOf(env = process.env) {
  const backend = env.BACKEND_URL?.trim();
  return {
    backendUrl: backend ? addressAsRead(backend, { base: true }) : null,
    siteUrl: addressAsRead(env.SITE_URL ?? 'http://localhost:3000'),
  };
}

/** Writes what the build in `folder` (a path from the project's root, or absolute) was made for. */
export function writeBuildTarget(folder, env = process.env) {
  writeFileSync(resolve(root, folder, buildTargetFile), `${JSON.stringify(buildTargetOf(env), null, 2)}\n`);
}

const described = (target) => `${target.backendUrl ? `the CMS ${target.backendUrl}` : 'the embedded default'} and ${target.siteUrl}`;

/**
 * Why the build in `folder` does not fit `env`, a sentence for the console; undefined when it fits.
 * A build that does not say what it was made for (made before the stamp, or by `next build` alone) does not fit.
 */
export function buildTargetChange(folder, env = process.env) {
  let made;
  try {
    made = JSON.parse(readFileSync(resolve(root, folder, buildTargetFile), 'utf8'));
  } catch {
    return `The build in ${folder} does not say what it was made for`;
  }
  const wanted = buildTargetOf(env);
  if (made.backendUrl === wanted.backendUrl && made.siteUrl === wanted.siteUrl) return undefined;
  return `The build in ${folder} was made for ${described(made)}, not for ${described(wanted)}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeBuildTarget(process.env.NEXT_DIST_DIR || '.next');
}
