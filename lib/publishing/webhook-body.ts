import { z } from '@/lib/validation/zod';
import { recordText } from '@/lib/cms/resources/fields';
import { isStoreCollection, storeCollections, type StoreCollection } from '@/lib/content-store/collections';

/** The largest body the webhook reads: `{"type":"news","ids":[…]}` with 100 ids of 36 characters is far below it. */
export const maxBodyLength = 8192;

/** The most records one webhook names; more are a change of the whole type (send the type alone). */
export const maxRecordIds = 100;

/** The resource types the webhook syncs: the content store's collections. */
export type RevalidationType = StoreCollection;

const knownTypes = storeCollections;

const isRevalidationType = isStoreCollection;

/**
 * What the webhook asks for: the type whose pages to revalidate and, optionally, the records of it that
 * changed (`ids`: only their pages and the pages that list the type; without: every page of the type),
 * and the slug of the record, echoed in the answer.
 */
export interface RevalidationOrder {
  type: RevalidationType;
  ids?: string[];
  slug?: string;
}

export type ParsedBody = { ok: true; order: RevalidationOrder } | { ok: false; reason: string };

const expectedShape = `a JSON object {"type": ${knownTypes.map((type) => `"${type}"`).join(' | ')}, "id"?: string, "ids"?: string[], "slug"?: string}`;

// `.` and `..` would name no record but a step of the CMS's path (lib/cms/query.ts refuses them too).
const recordId = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[^\p{Cc}\s]+$/u, 'no spaces or control characters')
  .refine((id) => id !== '.' && id !== '..', 'not a path segment');

const bodySchema = z.object({
  type: z.string(),
  id: recordId.nullish(),
  ids: z.array(recordId).max(maxRecordIds).nullish(),
  // As the CMS spells it (editors' slugs may hold spaces, capitals, umlauts); only echoed in the answer.
  slug: recordText.max(200).regex(/^[^\p{Cc}]*$/u, 'no control characters').nullish(),
});

/** The body of a revalidation request: JSON `{"type":"news"}`, optionally with `"id"` or `"ids"` and `"slug"`; other members are ignored. */
export function parseWebhookBody(text: string): ParsedBody {
  if (text.length > maxBodyLength) return { ok: false, reason: `The body is longer than ${maxBodyLength} characters.` };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: `The body is not JSON; expected ${expectedShape}.` };
  }
  const parsed = bodySchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: `The body is not ${expectedShape}.` };
  const { type, slug: recordSlug, id, ids } = parsed.data;
  if (!isRevalidationType(type)) return { ok: false, reason: `Unknown type ${JSON.stringify(type.slice(0, 40))}; expected one of ${knownTypes.join(', ')}.` };
  const named = [...new Set([...(id == null ? [] : [id]), ...(ids ?? [])])];
  if (named.length > maxRecordIds) return { ok: false, reason: `More than ${maxRecordIds} records; send the type alone to refresh all of its pages.` };
  return { ok: true, order: { type, ...(named.length > 0 && { ids: named }), ...(recordSlug != null && { slug: recordSlug }) } };
}
