// The media scripts read the project's own TypeScript modules (the company in content/company.ts, the
// paths of lib/routing/paths.ts, legal texts) instead of repeating their data: loaded through Vite's
// module runner, with the `@/` imports resolved, so nothing is copied by hand.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

/** The repository's root folder. */
export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A TypeScript module of the project by its path from the root, e.g. `content/company.ts`. */
export async function loadProjectModule(file) {
  const { module } = await runnerImport(join(root, file), {
    root,
    configFile: false,
    logLevel: 'error',
    resolve: { alias: { '@': root } },
  });
  return module;
}
