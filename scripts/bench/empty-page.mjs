// The baseline: a real empty Next.js page, an App Router page with one heading built with this
// project's next, react and react-dom (in the system's temp folder, once per versions and files, with
// a node_modules link to ours). "vs empty" in the benchmark is what the site adds to the framework.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, parse } from 'node:path';
import { root } from '../production-build.mjs';
import { nextBin } from './server.mjs';

export const versionOf = (name) => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

export const emptyPageFiles = {
  'package.json': `${JSON.stringify({ name: 'empty-next-page', private: true, type: 'module' }, null, 2)}\n`,
  // Turbopack only compiles files below its root, and node_modules is a link into this project.
  'next.config.mjs': `export default { poweredByHeader: false, turbopack: { root: ${JSON.stringify(parse(root).root)} } };\n`,
  'app/layout.js': `export const metadata = { title: 'Empty page', description: 'An App Router page without content.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  // Without an icon the browser's request for /favicon.ico fails and costs a best-practices point.
  'app/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16"/></svg>\n',
  // Lighthouse needs something painted.
  'app/page.js': `export default function Page() {
  return (
    <main>
      <h1>Empty page</h1>
    </main>
  );
}
`,
};

/** The folder of the empty page's production build, built when there is none for these versions and files yet. */
export function emptyPageBuild() {
  const versions = `next-${versionOf('next')}-react-${versionOf('react')}-react-dom-${versionOf('react-dom')}`;
  const files = createHash('sha256').update(JSON.stringify(emptyPageFiles)).digest('hex').slice(0, 8);
  const directory = join(tmpdir(), 'lumoplast-bench', `empty-page-${versions}-${files}`);
  if (existsSync(join(directory, '.next', 'BUILD_ID'))) return directory;
  console.log(`> Building the empty Next.js page (${versions}) in ${directory}`);
  rmSync(directory, { recursive: true, force: true });
  for (const [name, text] of Object.entries(emptyPageFiles)) {
    mkdirSync(join(directory, name, '..'), { recursive: true });
    writeFileSync(join(directory, name), text);
  }
  symlinkSync(join(root, 'node_modules'), join(directory, 'node_modules'), 'dir');
  const result = spawnSync(process.execPath, [nextBin, 'build'], { cwd: directory, stdio: 'inherit' });
  if (result.status !== 0) {
    rmSync(directory, { recursive: true, force: true });
    throw new Error(`the build of the empty Next.js page failed (exit status ${result.status})`);
  }
  return directory;
}
