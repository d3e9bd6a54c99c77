#!/usr/bin/env node
// What a production build was made for: the CMS it reads (`BACKEND_URL`, or the embedded default) and
// the public origin it writes into its pages (`SITE_URL`). Both are read when the pages are built, so a
// build serves another CMS or origin wrongly (a CMS's records as 404s, say). Each build writes them
// into its folder (`build-target.json`); `npm start` and `npm run cluster` build again only when the
// environment sets one of them to something else (scripts/production-build.mjs), and serve the build
// with its own CMS where the environment names none. Never a credential: no token, no user or password
// of a URL.
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
    siteUrl: addressAsRead(env.SITE_URL?.trim() || 'http://localhost:3000'),
  };
}

/** Writes what the build in `folder` (a path from the project's root, or absolute) was made for. */
export function writeBuildTarget(folder, env = process.env) {
  writeFileSync(resolve(root, folder, buildTargetFile), `${JSON.stringify(buildTargetOf(env), null, 2)}\n`);
}

const described = (target) => `${target.backendUrl ? `the CMS ${target.backendUrl}` : 'the embedded default'} and ${target.siteUrl}`;
const backendOf = (backendUrl) => backendUrl ?? 'empty (the embedded default)';

/** What the build in `folder` says it was made for; undefined when it says nothing readable. */
export function readBuildTarget(folder) {
  try {
    const made = JSON.parse(readFileSync(resolve(root, folder, buildTargetFile), 'utf8'));
    return typeof made?.siteUrl === 'string' && (made.backendUrl === null || typeof made.backendUrl === 'string') ? made : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Why the build in `folder` does not fit `env`, a sentence for the console naming each variable and both
 * values; undefined when it fits. A variable the environment leaves unset keeps what the build was made
 * for (`BACKEND_URL` set but blank is the embedded default; `SITE_URL` blank is unset). A build that
 * does not say what it was made for (made before the stamp, or by `next build` alone) does not fit.
 */
export function buildTargetChange(folder, env = process.env) {
  const made = readBuildTarget(folder);
  if (!made) return `The build in ${folder} does not say what it was made for`;
  const wanted = buildTargetOf(env);
  const changes = [];
  if (env.BACKEND_URL !== undefined && made.backendUrl !== wanted.backendUrl) changes.push(`BACKEND_URL is ${backendOf(wanted.backendUrl)} (the build's: ${backendOf(made.backendUrl)})`);
  if (env.SITE_URL?.trim() && made.siteUrl !== wanted.siteUrl) changes.push(`SITE_URL is ${wanted.siteUrl} (the build's: ${made.siteUrl})`);
  if (changes.length === 0) return undefined;
  return `The build in ${folder} was made for ${described(made)}, but ${changes.join(' and ')}`;
}

/**
 * The environment to serve the build in `folder` with: `env`, with the build's own CMS where `env`
 * names none, so a build made for a CMS runs against it wherever it is started (its credential,
 * `BACKEND_TOKEN`, is the environment's: without it the instance's health says `misconfigured`).
 */
export function environmentForBuild(folder, env = process.env) {
  const { BACKEND_URL } = keptTarget(folder, env);
  return BACKEND_URL ? { ...env, BACKEND_URL } : env;
}

/**
 * What the build in `folder` was made for, as variables, for each the environment leaves unset: a build
 * made again (its sources changed) is made for the same CMS and origin.
 */
export function keptTarget(folder, env = process.env) {
  const made = readBuildTarget(folder);
  if (!made) return {};
  return {
    ...(env.BACKEND_URL === undefined && made.backendUrl ? { BACKEND_URL: made.backendUrl } : {}),
    ...(!env.SITE_URL?.trim() ? { SITE_URL: made.siteUrl } : {}),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeBuildTarget(process.env.NEXT_DIST_DIR || '.next');
}
