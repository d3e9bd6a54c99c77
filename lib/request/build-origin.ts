import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Whether the public origin a build was made for (`SITE_URL` of the build, written to its
 * `build-target.json` by scripts/build-target.mjs) is HTTPS: then every visitor reaches the instance
 * through an HTTPS front door, also with a request the instance cannot read (and so has no
 * `X-Forwarded-Proto` of). False when the build says nothing readable.
 */
export function builtForHttps(buildFolder: string): boolean {
  try {
    const { siteUrl } = JSON.parse(readFileSync(path.join(buildFolder, 'build-target.json'), 'utf8')) as { siteUrl?: unknown };
    return typeof siteUrl === 'string' && new URL(siteUrl).protocol === 'https:';
  } catch {
    return false;
  }
}
