import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { newsListLocations, newsListPath, newsListRoute, newsListSizes } from '@/lib/news/news-list-routes';
import { locales } from '@/lib/routing/locales';
import { localizedPath, parameterNames } from '@/lib/routing/paths';
import { routeTable, type RouteId } from '@/lib/routing/route-table';
import { publishedRecords } from './embedded-records';
import { notFoundPaths } from './page-types';
import { sitePages } from './site-pages';

/**
 * The W3C Nu Html Checker (the `vnu-jar` package: `vnu.jar`, a Java program) run once over a folder of
 * HTML files, as the HTML validity spec uses it: the JVM starts once for every page of the site.
 */

/** How to get Java where it is missing: Debian's headless runtime (17 on bookworm; vnu needs 17 or newer). */
export const javaInstallHint = 'sudo apt-get update && sudo apt-get install -y default-jre-headless';

/** The `java` command: `$JAVA_HOME/bin/java` when set, else `java` on the PATH; undefined when neither runs. */
export function findJava(): string | undefined {
  const candidates = [process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : undefined, 'java'];
  return candidates.find((command) => command !== undefined && spawnSync(command, ['-version'], { stdio: 'ignore' }).status === 0);
}

/** The checker's jar, as the `vnu-jar` package ships it (its Java download on install is not used). */
export const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** One error the checker found in a file of the folder. */
export type ValidationError = { file: string; line: number; column: number; message: string; extract: string };

type VnuMessage = {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
};

/**
 * Checks every `.html` file in `folder` in one run of the checker and returns its errors (warnings and
 * infos are left out), each with the name of its file. A failure of the checker itself (no report, a
 * file it could not read) throws.
 */
export async function validateFolder(java: string, folder: string): Promise<ValidationError[]> {
  const args = ['-jar', vnuJar, '--format', 'json', '--errors-only', '--exit-zero-always', '--stdout', '--skip-non-html', folder];
  const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(java, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
    child.on('error', reject);
    child.on('close', (exitCode) => resolve({ code: exitCode, stdout: out, stderr: err }));
  });
  let report: { messages: VnuMessage[] };
  try {
    report = JSON.parse(stdout) as { messages: VnuMessage[] };
  } catch {
    throw new Error(`the Nu Html Checker gave no report (exit ${code}):\n${stderr || stdout}`);
  }
  const failures = report.messages.filter((message) => message.type === 'non-document-error');
  if (failures.length > 0) {
    throw new Error(`the Nu Html Checker failed: ${failures.map((failure) => `${failure.url ?? ''} ${failure.message}`).join('\n')}`);
  }
  return report.messages
    .filter((message) => message.type === 'error')
    .map((message) => ({
      file: basename(new URL(message.url ?? 'file:/unknown').pathname),
      line: message.lastLine ?? 0,
      column: message.firstColumn ?? message.lastColumn ?? 0,
      message: message.message,
      extract: (message.extract ?? '').replace(/\s+/g, ' ').trim(),
    }));
}

/** A page the server answers, with the status it answers with. */
export type ServedPage = { path: string; status: 200 | 404 };

/**
 * The published records' pages of the embedded default (and the news lists' further pages they fill), by the route that draws them. A route of the
 * route table with a parameter that is missing here is reported by `servedPages`, so a new one cannot
 * go unchecked.
 */
/** The news lists' further pages (2 and up) that the embedded default's news fill, of one route. */
const furtherNewsListPages = (id: RouteId) => () =>
  locales.flatMap((locale) => {
    const news = publishedRecords<{ locale: string; category: string | null }>('news').filter((item) => item.locale === locale);
    return newsListLocations(newsListSizes(news))
      .filter((location) => location.page > 1 && newsListRoute(location).id === id)
      .map((location) => newsListPath(locale, location));
  });

const recordPages: Partial<Record<RouteId, () => string[]>> = {
  'news.page': furtherNewsListPages('news.page'),
  'news.category.fair.page': furtherNewsListPages('news.category.fair.page'),
  'news.category.newspaper.page': furtherNewsListPages('news.category.newspaper.page'),
  'news.category.press.page': furtherNewsListPages('news.category.press.page'),
  'news.category.product.page': furtherNewsListPages('news.category.product.page'),
  'careers.jobOffer': () =>
    publishedRecords<{ slug: string; locale: 'de' | 'en' }>('jobs').map((job) => localizedPath('careers.jobOffer', job.locale, { slug: job.slug })),
  'news.article': () =>
    publishedRecords<{ slug: string; locale: 'de' | 'en' }>('news').map((item) => localizedPath('news.article', item.locale, { slug: item.slug })),
};

/**
 * Every page of the route table in both languages (every job and news record of the embedded default)
 * and the 404 page of each language; `unlisted` names the routes with a parameter whose pages are unknown.
 */
export function servedPages(): { pages: ServedPage[]; unlisted: RouteId[] } {
  const parameterized = routeTable.filter((entry) => parameterNames(entry).length > 0).map((entry) => entry.id as RouteId);
  return {
    pages: [
      ...sitePages.map((page) => ({ path: page.path, status: 200 as const })),
      ...parameterized.flatMap((id) => recordPages[id]?.() ?? []).map((path) => ({ path, status: 200 as const })),
      ...Object.values(notFoundPaths).map((path) => ({ path, status: 404 as const })),
    ],
    unlisted: parameterized.filter((id) => !recordPages[id]),
  };
}

/** A file name for the HTML of a path: `/en/careers/` → `en-careers.html`, `/` → `index.html`. */
export function fileNameOf(path: string): string {
  const name = path.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-');
  return `${name || 'index'}.html`;
}
