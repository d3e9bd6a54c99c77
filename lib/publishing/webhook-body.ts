import { z } from '@/lib/validation/zod';
import { recordText } from '@/lib/cms/resources/fields';
import { backendTags } from '@/lib/records/tags';

/** The largest body the webhook reads; `{"type":"news","slug":"…"}` is far below it. */
export const maxBodyLength = 4096;

/** The resource types whose pages the webhook revalidates: the keys of `backendTags`. */
export type RevalidationType = keyof typeof backendTags;

const knownTypes = Object.keys(backendTags) as RevalidationType[];

const isRevalidationType = (value: string): value is RevalidationType => Object.hasOwn(backendTags, value);

/** What the webhook asks for: the type whose pages to revalidate and, optionally, the slug of the record that changed. */
export interface RevalidationOrder {
  type: RevalidationType;
  slug?: string;
}

export type ParsedBody = { ok: true; order: RevalidationOrder } | { ok: false; reason: string };

const expectedShape = `a JSON object {"type": ${knownTypes.map((type) => `"${type}"`).join(' | ')}, "slug"?: string}`;

const bodySchema = z.object({
  type: z.string(),
  // As the CMS spells it (editors' slugs may hold spaces, capitals, umlauts); only echoed in the answer.
  slug: recordText.max(200).regex(/^[^\p{Cc}]*$/u, 'no control characters').nullish(),
});

/** The body of a revalidation request: JSON `{"type":"news"}`, optionally with `"slug"`; other members are ignored. */
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
  const { type, slug: recordSlug } = parsed.data;
  if (!isRevalidationType(type)) return { ok: false, reason: `Unknown type ${JSON.stringify(type.slice(0, 40))}; expected one of ${knownTypes.join(', ')}.` };
  return { ok: true, order: recordSlug == null ? { type } : { type, slug: recordSlug } };
}
