import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The log's format (docs/operations.md, "The log"): every line the site writes begins with its
 * component in brackets, so a collector can split it; found in the sources, so a new line cannot forget it.
 */
const root = join(import.meta.dirname, '..', '..');
const sourceFolders = ['lib', 'app', 'components', 'i18n'];
const sourceFiles = ['server.ts', 'instrumentation.ts', 'proxy.ts'];

function filesIn(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return filesIn(path);
    return /\.(ts|tsx|mjs)$/.test(name) && !name.endsWith('.d.ts') && !name.endsWith('.d.mts') ? [path] : [];
  });
}

/** Each call of the console or of an injected `log` whose first argument is a literal, with that literal's start. */
function logCalls(text: string): string[] {
  return [...text.matchAll(/\b(?:console|log)\.(?:info|warn|error|log)\(\s*([`'"])([^`'"]{0,40})/g)].map((match) => match[2] ?? '');
}

describe('the lines the site writes to its log', () => {
  const files = [...sourceFolders.flatMap((folder) => filesIn(join(root, folder))), ...sourceFiles.map((file) => join(root, file))];

  it('are found in the sources', () => {
    expect(files.flatMap((file) => logCalls(readFileSync(file, 'utf8'))).length).toBeGreaterThan(30);
  });

  it('each begin with their component in brackets (or are the server’s start line)', () => {
    const unprefixed = files.flatMap((file) =>
      logCalls(readFileSync(file, 'utf8'))
        .filter((start) => !/^\[[a-z0-9]+\] /.test(start) && !start.startsWith('> '))
        .map((start) => `${relative(root, file)}: ${start}`),
    );
    expect(unprefixed).toEqual([]);
  });
});
