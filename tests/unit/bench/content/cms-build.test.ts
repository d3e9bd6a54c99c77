import { describe, expect, it } from 'vitest';
import { tsconfigWithoutBuildTypes } from '../../../../scripts/bench/content/cms-build.mjs';

const found = `${JSON.stringify({ compilerOptions: { strict: true }, include: ['next-env.d.ts', '**/*.ts', '.next/types/**/*.ts'], exclude: ['node_modules'] }, null, 2)}\n`;

/** tsconfig.json as `next build` leaves it: parsed and written again, with `entries` added to `include`. */
function built(entries: string[], change: (config: { compilerOptions: Record<string, unknown>; include: string[] }) => void = () => undefined): string {
  const config = JSON.parse(found);
  config.include.push(...entries);
  change(config);
  return `${JSON.stringify(config, null, 2)}\n`;
}

describe('tsconfigWithoutBuildTypes', () => {
  it('gives back the text the build found when all it added is its folder’s type files', () => {
    const after = built(['.next-bench-content-large/types/**/*.ts', '.next-bench-content-large/dev/types/**/*.ts']);
    expect(tsconfigWithoutBuildTypes(found, after, '.next-bench-content-large')).toBe(found);
  });

  it('leaves the file alone when something else changed meanwhile', () => {
    const after = built(['.next-bench-content-large/types/**/*.ts'], (config) => (config.compilerOptions.strict = false));
    expect(tsconfigWithoutBuildTypes(found, after, '.next-bench-content-large')).toBeNull();
    expect(tsconfigWithoutBuildTypes(found, built(['.next-cms/types/**/*.ts']), '.next-bench-content-large')).toBeNull();
  });

  it('keeps an entry of the folder that was there before the build, and a file that is no JSON stays as it is', () => {
    const before = built(['.next-bench-content-large/types/**/*.ts']);
    expect(tsconfigWithoutBuildTypes(before, built(['.next-bench-content-large/types/**/*.ts', '.next-bench-content-large/dev/types/**/*.ts']), '.next-bench-content-large')).toBe(before);
    expect(tsconfigWithoutBuildTypes('{ "include": [', found, '.next-bench-content-large')).toBeNull();
  });
});
