// Generates the embedded default of the backend (docs/architecture.md, "Embedded default"): the JSON:API
// documents content/backend/jobs.json, news.json and downloads.json, exactly as the CMS sends
// `GET {type}?include=…` (both languages in one document), and the PDFs they link:
//   - public/media/news/*.pdf       the press releases and product information of the news,
//   - public/media/downloads/*.pdf  brochures, certificates, terms and privacy information.
// The news illustrations (public/media/news/*.svg) are drawn by hand; this script only reads their size.
// The texts of the records are in backend/jobs/, backend/news/ and backend/downloads/, one module per
// kind; company data, page paths and the terms of sale come from the project itself (content/company.ts,
// lib/routing/paths.ts, content/legal/conditions.ts), loaded through Vite's module runner, so nothing
// there repeats them by hand.
// Run: node scripts/media/backend.mjs
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { city, company } from './backend/company.mjs';
import { brochures } from './backend/downloads/brochures.mjs';
import { certificates } from './backend/downloads/certificates.mjs';
import { deliveryGuidelines } from './backend/downloads/delivery-guideline.mjs';
import { privacyInformation } from './backend/downloads/privacy-information.mjs';
import { terms } from './backend/downloads/terms.mjs';
import { apprenticeships } from './backend/jobs/apprenticeships.mjs';
import { vacancies } from './backend/jobs/vacancies.mjs';
import { newspaperArticles } from './backend/news/newspaper-articles.mjs';
import { releaseLine } from './backend/news/press-kit.mjs';
import { pressReleases } from './backend/news/press-releases.mjs';
import { productNews } from './backend/news/product-news.mjs';
import { tradeFairs } from './backend/news/trade-fairs.mjs';
import { writePdf } from './pdf.mjs';
import { root } from './project-module.mjs';

const locales = ['de', 'en'];
const jobs = [...vacancies, ...apprenticeships];
const news = [...pressReleases, ...productNews, ...tradeFairs, ...newspaperArticles];
const downloads = [...brochures, ...certificates, ...terms, ...privacyInformation, ...deliveryGuidelines];

/** A stable UUID (version 5 layout) derived from a name, so the ids stay the same on every run. */
function uuid(name) {
  const hash = createHash('sha1').update(`lumoplast-backend/${name}`).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Characters the PDF writer can encode (WinAnsiEncoding of the standard fonts). */
const encodable = /^[\x20-\x7e\u00e4\u00f6\u00fc\u00c4\u00d6\u00dc\u00df\u00e9\u2013\u2014\u201e\u201c\u201d\u2018\u2019\u20ac\u00a7\u00a9\u00b0\u00b7\u00a0]*$/u;

function checkEncodable(document, file) {
  const texts = [document.title, document.subtitle ?? '', ...document.blocks.flatMap((block) => [block.heading ?? '', ...block.paragraphs])];
  for (const text of texts) {
    if (!encodable.test(text)) throw new Error(`${file}: a character the PDF cannot encode in "${text}"`);
  }
}

const publicDir = join(root, 'public');
const documentsDir = join(root, 'content', 'backend');
const mimeTypes = { svg: 'image/svg+xml', pdf: 'application/pdf' };
const pdfLang = { de: 'de-DE', en: 'en-GB' };

const writtenPdfs = new Set();
function writeDocumentPdf(relativePath, locale, { title, subtitle, blocks }) {
  if (writtenPdfs.has(relativePath)) throw new Error(`${relativePath} is written twice`);
  const document = { title, subtitle, lang: pdfLang[locale], author: company.legalName, blocks };
  checkEncodable(document, relativePath);
  writePdf(join(publicDir, relativePath), document);
  writtenPdfs.add(relativePath);
}

/** The `files` record of a file under public/, once per document (`pool`), with its real size. */
function fileRecord(pool, relativePath) {
  const existing = pool.get(relativePath);
  if (existing) return existing;
  const filename = relativePath.split('/').at(-1);
  const mimeType = mimeTypes[filename.split('.').at(-1)];
  if (!mimeType) throw new Error(`no MIME type for ${filename}`);
  const record = {
    type: 'files',
    id: uuid(`files/${relativePath}`),
    attributes: { url: `/${relativePath}`, filename, mimeType, filesize: statSync(join(publicDir, relativePath)).size },
  };
  pool.set(relativePath, record);
  return record;
}

const identifier = ({ type, id }) => ({ type, id });

/** Newest first, as `sort=-publishedAt` answers; the German version before the English one. */
const byPublication = (a, b) =>
  Date.parse(b.attributes.publishedAt) - Date.parse(a.attributes.publishedAt) ||
  a.attributes.locale.localeCompare(b.attributes.locale) ||
  a.id.localeCompare(b.id);

function writeDocument(type, include, records, pool) {
  const query = [include && `include=${encodeURIComponent(include)}`, 'sort=-publishedAt', `page${encodeURIComponent('[size]')}=50`].filter(Boolean).join('&');
  const document = {
    jsonapi: { version: '1.1' },
    data: [...records].sort(byPublication),
    included: [...pool.values()].sort((a, b) => a.attributes.url.localeCompare(b.attributes.url)),
    meta: {},
    links: { self: `${type}?${query}` },
  };
  mkdirSync(documentsDir, { recursive: true });
  writeFileSync(join(documentsDir, `${type}.json`), `${JSON.stringify(document, null, 2)}\n`);
  return document;
}

// The PDFs first (the files records carry their sizes), then the three documents.
for (const item of news) {
  if (!item.pdf) continue;
  for (const locale of locales) {
    const { file, title, kind, blocks } = item.pdf[locale];
    writeDocumentPdf(`media/news/${file}`, locale, { title, subtitle: releaseLine(kind, item.publishedAt, locale), blocks });
  }
}
for (const item of downloads) {
  for (const locale of locales) {
    const pdf = item.pdf?.[locale] ?? item[locale].pdf;
    if (!pdf) throw new Error(`download ${item.key} (${locale}) has no document`);
    writeDocumentPdf(`media/downloads/${item[locale].file}`, locale, pdf);
  }
}

// Remove PDFs of earlier runs that no record links any more.
for (const folder of ['media/news', 'media/downloads']) {
  for (const name of readdirSync(join(publicDir, folder))) {
    if (name.endsWith('.pdf') && !writtenPdfs.has(`${folder}/${name}`)) rmSync(join(publicDir, folder, name));
  }
}

const jobRecords = jobs.flatMap((job) =>
  locales.map((locale) => {
    const { slug, title, tasks, requirements, benefits, detail } = job[locale];
    return {
      type: 'jobs',
      id: uuid(`jobs/${job.key}/${locale}`),
      attributes: {
        slug, title, kind: job.kind, location: city, tasks, requirements, benefits, detail, publishedAt: job.publishedAt, locale, translationKey: job.key,
        ...(job.status && { status: job.status }),
      },
    };
  }),
);
writeDocument('jobs', '', jobRecords, new Map());

const newsFiles = new Map();
const newsRecords = news.flatMap((item) =>
  locales.map((locale) => {
    const { slug, title, teaser, body, imageAlt } = item[locale];
    const image = fileRecord(newsFiles, `media/news/${item.image}`);
    const articlePdf = item.pdf ? fileRecord(newsFiles, `media/news/${item.pdf[locale].file}`) : null;
    return {
      type: 'news',
      id: uuid(`news/${item.key}/${locale}`),
      attributes: { slug, title, teaser, body, category: item.category, publishedAt: item.publishedAt, imageAlt, caseStudy: item.caseStudy, locale, translationKey: item.key },
      relationships: { image: { data: identifier(image) }, articlePdf: { data: articlePdf && identifier(articlePdf) } },
    };
  }),
);
writeDocument('news', 'image,articlePdf', newsRecords, newsFiles);

const downloadFiles = new Map();
const downloadRecords = downloads.flatMap((item) =>
  locales.map((locale) => {
    const { title, description, file } = item[locale];
    return {
      type: 'downloads',
      id: uuid(`downloads/${item.key}/${locale}`),
      attributes: { title, description, kind: item.kind, publishedAt: item.publishedAt, locale, translationKey: item.key },
      relationships: { file: { data: identifier(fileRecord(downloadFiles, `media/downloads/${file}`)) } },
    };
  }),
);
writeDocument('downloads', 'file', downloadRecords, downloadFiles);

console.log(
  `content/backend: ${jobRecords.length} jobs, ${newsRecords.length} news (${newsFiles.size} files), ${downloadRecords.length} downloads (${downloadFiles.size} files); ${writtenPdfs.size} PDFs written`,
);
