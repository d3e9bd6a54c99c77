import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTargetFile, environmentForBuild, keptTarget, writeBuildTarget } from '../../../scripts/build-target.mjs';
import { reasonToBuild } from '../../../scripts/production-build.mjs';

/** What `npm start` and `npm run cluster` decide before they serve a build folder (scripts/production-build.mjs). */
describe('when the production build is made again', () => {
  let folder: string;
  const sourcesChangedAt = Date.now() - 60_000;
  const cms = { BACKEND_URL: 'https://cms.example.com/v1/', BACKEND_TOKEN: 'token-7f3a9c' };

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'lumoplast-build-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  /** A build made now, after the sources changed, in `env`. */
  function built(env: Record<string, string>) {
    writeFileSync(join(folder, 'BUILD_ID'), 'build-1');
    writeBuildTarget(folder, env);
  }

  it('when there is none yet, or a source file is newer', () => {
    expect(reasonToBuild(folder, {}, sourcesChangedAt)).toMatch(/^No production build/);
    built({});
    expect(reasonToBuild(folder, {}, Date.now() + 60_000)).toMatch(/^Sources changed/);
  });

  it('not when it was made for the same CMS and public origin', () => {
    built({ ...cms, SITE_URL: 'https://www.lumoplast.de' });
    expect(reasonToBuild(folder, { ...cms, SITE_URL: 'https://www.lumoplast.de' }, sourcesChangedAt)).toBeUndefined();
    // The same CMS as the site reads it: without the trailing slash, with spaces; another token reads the same CMS.
    expect(reasonToBuild(folder, { BACKEND_URL: ' https://cms.example.com/v1 ', BACKEND_TOKEN: 'rotated', SITE_URL: 'https://www.lumoplast.de/' }, sourcesChangedAt)).toBeUndefined();
  });

  it('when it was made for the embedded default and the CMS is set now, and the other way round', () => {
    built({});
    expect(reasonToBuild(folder, {}, sourcesChangedAt)).toBeUndefined();
    expect(reasonToBuild(folder, { BACKEND_URL: '  ' }, sourcesChangedAt)).toBeUndefined();
    expect(reasonToBuild(folder, cms, sourcesChangedAt)).toBe(
      `The build in ${folder} was made for the embedded default and http://localhost:3000/, but BACKEND_URL is https://cms.example.com/v1/ (the build's: empty (the embedded default))`,
    );
    built(cms);
    expect(reasonToBuild(folder, { BACKEND_URL: '' }, sourcesChangedAt)).toBe(
      `The build in ${folder} was made for the CMS https://cms.example.com/v1/ and http://localhost:3000/, but BACKEND_URL is empty (the embedded default) (the build's: https://cms.example.com/v1/)`,
    );
  });

  it('not when the environment leaves BACKEND_URL and SITE_URL unset: the build keeps what it was made for', () => {
    built({ ...cms, SITE_URL: 'https://www.example.com' });
    expect(reasonToBuild(folder, {}, sourcesChangedAt)).toBeUndefined();
    expect(reasonToBuild(folder, { SITE_URL: '  ' }, sourcesChangedAt)).toBeUndefined();
    expect(reasonToBuild(folder, { BACKEND_TOKEN: 'token' }, sourcesChangedAt)).toBeUndefined();
    // Served with its own CMS; a variable the environment sets is its own.
    expect(environmentForBuild(folder, {})).toEqual({ BACKEND_URL: 'https://cms.example.com/v1/' });
    expect(environmentForBuild(folder, { BACKEND_URL: '' })).toEqual({ BACKEND_URL: '' });
    built({});
    expect(environmentForBuild(folder, { PORT: '3000' })).toEqual({ PORT: '3000' });
  });

  it('made again (its sources changed) with the environment unset, for what it was made for', () => {
    built({ ...cms, SITE_URL: 'https://www.example.com' });
    expect(keptTarget(folder, {})).toEqual({ BACKEND_URL: 'https://cms.example.com/v1/', SITE_URL: 'https://www.example.com/' });
    expect(keptTarget(folder, { BACKEND_URL: '', SITE_URL: 'https://staging.example.com' })).toEqual({});
    rmSync(join(folder, buildTargetFile));
    expect(keptTarget(folder, {})).toEqual({});
  });

  it('when a variable that is set differs, naming it with both values', () => {
    built({ ...cms, SITE_URL: 'https://www.example.com' });
    expect(reasonToBuild(folder, { SITE_URL: 'http://localhost:3000' }, sourcesChangedAt)).toBe(
      `The build in ${folder} was made for the CMS https://cms.example.com/v1/ and https://www.example.com/, but SITE_URL is http://localhost:3000/ (the build's: https://www.example.com/)`,
    );
    expect(reasonToBuild(folder, { BACKEND_URL: 'https://cms.example.com/v2/', SITE_URL: 'https://staging.example.com' }, sourcesChangedAt)).toBe(
      `The build in ${folder} was made for the CMS https://cms.example.com/v1/ and https://www.example.com/, but BACKEND_URL is https://cms.example.com/v2/ (the build's: https://cms.example.com/v1/) and SITE_URL is https://staging.example.com/ (the build's: https://www.example.com/)`,
    );
  });

  it('when it was made for another CMS or another public origin', () => {
    built({ ...cms, SITE_URL: 'https://www.lumoplast.de' });
    expect(reasonToBuild(folder, { ...cms, BACKEND_URL: 'https://cms.example.com/v2/', SITE_URL: 'https://www.lumoplast.de' }, sourcesChangedAt)).toMatch(/v2/);
    expect(reasonToBuild(folder, { ...cms, SITE_URL: 'https://staging.lumoplast.de' }, sourcesChangedAt)).toMatch(/staging/);
    expect(reasonToBuild(folder, { ...cms, SITE_URL: 'http://localhost:3000' }, sourcesChangedAt)).toMatch(/but SITE_URL is http:\/\/localhost:3000\/ \(the build's: https:\/\/www\.lumoplast\.de\/\)$/);
  });

  it('when the build does not say what it was made for (made before the stamp, or by `next build` alone)', () => {
    built({});
    rmSync(join(folder, buildTargetFile));
    expect(reasonToBuild(folder, {}, sourcesChangedAt)).toMatch(/does not say what it was made for/);
    writeFileSync(join(folder, buildTargetFile), 'not JSON');
    expect(reasonToBuild(folder, {}, sourcesChangedAt)).toMatch(/does not say what it was made for/);
  });

  it('the build says what it was made for without any credential: no token, secret or key, no user or password of the CMS’s URL', () => {
    const secrets = {
      BACKEND_URL: 'https://editor:url-password-5e1d@cms.example.com/v1/?key=query-key-88ab#fragment-3c',
      BACKEND_TOKEN: 'token-7f3a9c',
      REVALIDATE_SECRET: 'revalidate-secret-2b9e',
      PREVIEW_SECRET: 'preview-secret-4c0d',
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: 'actions-key-91fe',
      SITE_URL: 'https://www.lumoplast.de',
    };
    built(secrets);
    const stamp = readFileSync(join(folder, buildTargetFile), 'utf8');
    expect(JSON.parse(stamp)).toEqual({ backendUrl: 'https://cms.example.com/v1/', siteUrl: 'https://www.lumoplast.de/' });
    for (const secret of ['editor', 'url-password-5e1d', 'query-key-88ab', 'fragment-3c', 'token-7f3a9c', 'revalidate-secret-2b9e', 'preview-secret-4c0d', 'actions-key-91fe']) {
      expect(stamp).not.toContain(secret);
    }
    // A message names no credential either.
    expect(reasonToBuild(folder, { ...secrets, SITE_URL: 'https://staging.lumoplast.de' }, sourcesChangedAt)).not.toMatch(/editor|url-password|token-7f3a9c/);
  });
});
