import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The import rules of docs/architecture.md ("The layers"): `lib/` holds logic without React,
 * `components/` fetch nothing (their data comes as props; the one browser read, the news list's, goes
 * through `lib/news/`), and `lib/` has no import cycles.
 */
const root = process.cwd();
const sourceFile = /\.(?:ts|tsx|mjs)$/;

function filesUnder(folder: string): string[] {
  return readdirSync(join(root, folder)).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(join(root, path)).isDirectory()) return filesUnder(path);
    return sourceFile.test(name) && !name.endsWith('.d.mts') ? [path] : [];
  });
}

type Import = { specifier: string; typeOnly: boolean; names: string };

function importsOf(file: string): Import[] {
  const source = readFileSync(join(root, file), 'utf8');
  const statements = source.matchAll(/^(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s+'([^']+)'|import\('([^']+)'\)|^import\s+'([^']+)'/gm);
  return [...statements].map((match) => ({ specifier: match[3] ?? match[4] ?? match[5]!, typeOnly: Boolean(match[1]), names: match[2] ?? '' }));
}

/** The project file an import names, or undefined for a package. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/') ? specifier.slice(2) : specifier.startsWith('.') ? normalize(join(dirname(from), specifier)) : undefined;
  if (base === undefined) return undefined;
  return ['', '.ts', '.tsx', '.mjs', '/index.ts'].map((ending) => `${base}${ending}`).find((candidate) => existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile());
}

describe('the import rules', () => {
  const libFiles = filesUnder('lib');
  const componentFiles = filesUnder('components');

  it('lib/ holds no React component or hook: no .tsx, and of React only `cache` (one read per request)', () => {
    expect(libFiles.filter((file) => file.endsWith('.tsx'))).toEqual([]);
    const reactUses = libFiles.flatMap((file) =>
      importsOf(file)
        .filter(({ specifier }) => specifier === 'react' || specifier.startsWith('react-dom') || specifier.startsWith('react/'))
        .filter(({ names, typeOnly }) => !typeOnly && names.replace(/[{}\s]/g, '') !== 'cache')
        .map(({ names }) => `${file}: ${names}`),
    );
    expect(reactUses).toEqual([]);
  });

  it('components/ fetch nothing: no fetch(), no CMS client, only the types of the records', () => {
    const fetching = componentFiles.filter((file) => /\bfetch\(/.test(readFileSync(join(root, file), 'utf8')));
    expect(fetching).toEqual([]);
    const reads = componentFiles.flatMap((file) =>
      importsOf(file)
        .filter(({ specifier, typeOnly }) => {
          const target = resolveImport(file, specifier);
          if (!target) return false;
          if (target.startsWith('lib/cms/') && !target.startsWith('lib/cms/resources/')) return true;
          return target.startsWith('lib/records/') && !typeOnly;
        })
        .map(({ specifier }) => `${file} imports ${specifier}`),
    );
    expect(reads).toEqual([]);
  });

  it('lib/ has no import cycles', () => {
    const graph = new Map(
      libFiles.map((file) => [
        file,
        importsOf(file)
          .filter(({ typeOnly }) => !typeOnly)
          .map(({ specifier }) => resolveImport(file, specifier))
          .filter((target): target is string => target !== undefined && target.startsWith('lib/')),
      ]),
    );
    const cycles: string[] = [];
    const state = new Map<string, 'visiting' | 'done'>();
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'visiting') {
        cycles.push([...path.slice(path.indexOf(file)), file].map((step) => relative('lib', step)).join(' → '));
        return;
      }
      state.set(file, 'visiting');
      for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of graph.keys()) visit(file, []);
    expect(cycles).toEqual([]);
  });
});
