import { z } from '@/lib/validation/zod';
import { caseStudyName, type CaseStudyName } from '@/lib/content/case-study';
import { caseStudyRouteIds } from '@/lib/routing/route-table';
import { imageFileRecord, pdfFileRecord, toBackendFile, type BackendFile, type FileUrlResolver } from './file';
import { localizedAttributes, publishedAt, recordIdentity, recordText, slug } from './fields';

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

/** A `news` record after deserialization, with its image and optional article PDF resolved. */
export const newsRecord = newsAttributes.extend({
  type: z.literal('news'),
  ...recordIdentity,
  image: imageFileRecord,
  articlePdf: pdfFileRecord.nullable().optional().transform((value) => value ?? null),
});

export type NewsRecord = z.output<typeof newsRecord>;

/** A news article as the site shows it. */
export interface NewsItem {
  id: string;
  locale: NewsRecord['locale'];
  /** The same on both language versions of one article. */
  translationKey: string;
  slug: string;
  title: string;
  teaser: string;
  /** HTML from the CMS, not yet sanitized: sanitize before rendering. */
  body: string;
  category: NewsCategory;
  /** ISO 8601. */
  publishedAt: string;
  /** The article's image with its alternative text. */
  image: BackendFile & { alt: string };
  articlePdf: BackendFile | null;
  caseStudy: CaseStudyName | null;
}

export function toNewsItem(record: NewsRecord, resolveUrl?: FileUrlResolver): NewsItem {
  return {
    id: record.id,
    locale: record.locale,
    translationKey: record.translationKey,
    slug: record.slug,
    title: record.title,
    teaser: record.teaser,
    body: record.body,
    category: record.category,
    publishedAt: record.publishedAt,
    image: { ...toBackendFile(record.image, resolveUrl), alt: record.imageAlt },
    articlePdf: record.articlePdf ? toBackendFile(record.articlePdf, resolveUrl) : null,
    caseStudy: record.caseStudy,
  };
}
