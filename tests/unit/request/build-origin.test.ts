import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtForHttps } from '@/lib/request/build-origin';

describe('whether a build was made for an HTTPS origin', () => {
  const folderWith = (stamp?: string) => {
    const folder = mkdtempSync(join(tmpdir(), 'build-origin-'));
    if (stamp !== undefined) writeFileSync(join(folder, 'build-target.json'), stamp);
    return folder;
  };

  it('reads the public origin of its build-target.json', () => {
    expect(builtForHttps(folderWith(JSON.stringify({ backendUrl: null, siteUrl: 'https://www.lumoplast.de/' })))).toBe(true);
    expect(builtForHttps(folderWith(JSON.stringify({ backendUrl: null, siteUrl: 'http://localhost:3000/' })))).toBe(false);
  });

  it('is false where the build says nothing readable', () => {
    expect(builtForHttps(folderWith())).toBe(false);
    expect(builtForHttps(folderWith('not JSON'))).toBe(false);
    expect(builtForHttps(folderWith(JSON.stringify({ siteUrl: 'no address' })))).toBe(false);
  });
});
