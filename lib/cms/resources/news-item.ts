import { z } from '@/lib/validation/zod';
import { caseStudyName, type CaseStudyName } from '@/lib/content/case-study';
import { caseStudyRouteIds } from '@/lib/routing/route-table';
import { imageFileRecord, pdfFileRecord, toBackendFile, type BackendFile, type FileUrlResolver } from './file';
import { locales } from '@/lib/routing/locales';
import { localizedAttributes, optionalPart, publishedAt, recordIdentity, recordText, slug } from './fields';

export const newsCategories = ['fair', 'newspaper', 'press', 'product'] as const;
export type NewsCategory = (typeof newsCategories)[number];

/**
 * The case study a news item links to: the key that names it on the site (its route id,
 * `innovation.fragranceBottle`); the CMS may also send the key without the `innovation.` prefix.
 */
const linkedCaseStudy = z.preprocess(
  (value) => (typeof value === 'string' && (caseStudyRouteIds as readonly string[]).includes(`innovation.${value}`) ? `innovation.${value}` : value),
  caseStudyName,
);

/** The attributes of a `news` record. */
export const newsAttributes = z.object({
  ...localizedAttributes,
  slug,
  title: recordText,
  teaser: recordText,
  /** HTML from the CMS; sanitize it before rendering. */
  body: z.string(),
  category: z.enum(newsCategories),
  publishedAt,
  imageAlt: recordText,
  caseStudy: linkedCaseStudy.nullable().optional().transform((value) => value ?? null),
});

/** A complete `news` record after deserialization: what a record that lacks nothing passes. */
export const completeNewsRecord = newsAttributes.extend({
  type: z.literal('news'),
  ...recordIdentity,
  image: imageFileRecord,
  articlePdf: pdfFileRecord.nullable().optional().transform((value) => value ?? null),
});

/**
 * A `news` record as the site reads it: only its title and language are required; every other part
 * the article can be shown without (teaser, date, category, an image the document does not include)
 * is null or empty instead, and the slug is taken as the editor wrote it (the list gives it a clean
 * one, `record-slug.ts`).
 */
export const newsRecord = z.object({
  type: z.literal('news'),
  ...recordIdentity,
  locale: z.enum(locales),
  title: recordText,
  translationKey: optionalPart(recordText),
  slug: optionalPart(recordText),
  teaser: optionalPart(recordText),
  body: z.string().catch(''),
  category: optionalPart(z.enum(newsCategories)),
  publishedAt: optionalPart(publishedAt),
  imageAlt: z.string().trim().catch(''),
  caseStudy: optionalPart(linkedCaseStudy),
  image: optionalPart(imageFileRecord),
  articlePdf: optionalPart(pdfFileRecord),
});

export type NewsRecord = z.output<typeof newsRecord>;

/** A news article as the site shows it. */
export interface NewsItem {
  id: string;
  locale: NewsRecord['locale'];
  /** The same on both language versions of one article. */
  translationKey: string;
  /** The clean path segment of the article's page (`assignRecordSlugs`). */
  slug: string;
  /** The slug as the CMS sent it, when it differs from `slug`: its path redirects to the page. */
  cmsSlug: string | null;
  title: string;
  teaser: string | null;
  /** HTML from the CMS, not yet sanitized: sanitize before rendering. */
  body: string;
  category: NewsCategory | null;
  /** ISO 8601, or null when the CMS sent no valid date. */
  publishedAt: string | null;
  /** The article's image with its alternative text (empty: decorative), null when the CMS sent none usable. */
  image: (BackendFile & { alt: string }) | null;
  articlePdf: BackendFile | null;
  caseStudy: CaseStudyName | null;
}

/** A news item of a record, with the clean slug its collection gave it. */
export function toNewsItem(record: NewsRecord, slug: string, resolveUrl?: FileUrlResolver): NewsItem {
  return {
    id: record.id,
    locale: record.locale,
    translationKey: record.translationKey ?? `news/${record.id}`,
    slug,
    cmsSlug: record.slug !== null && record.slug !== slug ? record.slug : null,
    title: record.title,
    teaser: record.teaser,
    body: record.body,
    category: record.category,
    publishedAt: record.publishedAt,
    image: record.image ? { ...toBackendFile(record.image, resolveUrl), alt: record.imageAlt } : null,
    articlePdf: record.articlePdf ? toBackendFile(record.articlePdf, resolveUrl) : null,
    caseStudy: record.caseStudy,
  };
}
