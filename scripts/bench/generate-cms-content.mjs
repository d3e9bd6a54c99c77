#!/usr/bin/env node
// A content set for the test CMS (tests/e2e/cms/cms-server.mjs, `CMS_SEED_DIR`): jobs.json, news.json
// and downloads.json as JSON:API documents, the embedded default's records (content/backend/) and
// generated translation pairs up to the counts asked for. The same seed gives the same set.
//
//   node scripts/bench/generate-cms-content.mjs [--out=.data/bench-content] [--news=2000] [--jobs=80] [--seed=41]
//
// `--news` and `--jobs` count records (both languages). The content benchmark (scripts/bench/content.mjs)
// writes its own set with the defaults.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { importSiteModule } from '../build-server.mjs';
import { root } from '../production-build.mjs';
import { generatedJobs } from './content/job-records.mjs';
import { generatedNews, newsMedia } from './content/news-records.mjs';
import { seededRandom } from './content/seeded-random.mjs';

export const defaultContentFolder = join(root, '.data', 'bench-content');
export const defaultCounts = { news: 2000, jobs: 80, seed: 41 };

const readDefault = (type) => JSON.parse(readFileSync(join(root, 'content', 'backend', `${type}.json`), 'utf8'));

const document = (data, included = []) => ({ jsonapi: { version: '1.1' }, data, included, meta: { total: data.length } });

/** Pairs to generate so that the default's records and the generated ones make `records` in all. */
function pairsFor(records, defaults, type) {
  const missing = records - defaults.data.length;
  if (missing < 0 || missing % 2 !== 0) throw new Error(`${type}: ${records} records cannot be made of the default's ${defaults.data.length} and whole translation pairs`);
  return missing / 2;
}

/** Writes the set into `folder`; resolves what it wrote (the counts and the seed). */
export async function writeCmsContent({ folder = defaultContentFolder, news = defaultCounts.news, jobs = defaultCounts.jobs, seed = defaultCounts.seed } = {}) {
  const { cleanSlug } = await importSiteModule('lib/records/record-slug.ts');
  const random = seededRandom(seed);
  const defaultNews = readDefault('news');
  const defaultJobs = readDefault('jobs');
  const newsPairs = generatedNews({ random, pairs: pairsFor(news, defaultNews, 'news'), media: newsMedia(defaultNews), cleanSlug });
  const jobPairs = generatedJobs({ random, pairs: pairsFor(jobs, defaultJobs, 'jobs'), cleanSlug });
  const records = (pairs) => pairs.flatMap(({ de, en }) => [de, en]);

  mkdirSync(folder, { recursive: true });
  const write = (type, body) => writeFileSync(join(folder, `${type}.json`), `${JSON.stringify(body)}\n`);
  write('news', document([...defaultNews.data, ...records(newsPairs)], defaultNews.included));
  write('jobs', document([...defaultJobs.data, ...records(jobPairs)], defaultJobs.included));
  write('downloads', readDefault('downloads'));
  const written = { folder, seed, news, jobs, downloads: readDefault('downloads').data.length };
  writeFileSync(join(folder, 'content-set.json'), `${JSON.stringify(written, null, 2)}\n`);
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { out: { type: 'string' }, news: { type: 'string' }, jobs: { type: 'string' }, seed: { type: 'string' } } });
  const number = (value, fallback) => (value === undefined ? fallback : Number(value));
  const written = await writeCmsContent({
    folder: values.out ? resolve(values.out) : defaultContentFolder,
    news: number(values.news, defaultCounts.news),
    jobs: number(values.jobs, defaultCounts.jobs),
    seed: number(values.seed, defaultCounts.seed),
  });
  console.log(`Wrote ${written.news} news, ${written.jobs} jobs and ${written.downloads} downloads (seed ${written.seed}) to ${written.folder}`);
}
