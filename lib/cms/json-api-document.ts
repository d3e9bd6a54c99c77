import { Jsona } from 'jsona';
import { z } from '@/lib/validation/zod';

/** A link of a JSON:API document: a URL or a link object (`{ href }`), JSON:API 1.1 section 7.6. */
const link = z.union([z.string(), z.looseObject({ href: z.string() }), z.null()]);

const resourceIdentifier = z.looseObject({ type: z.string().min(1), id: z.string().min(1) });

/** A resource object as the wire sends it; checked one by one, so a malformed one is skipped alone. */
const resourceObject = z.looseObject({
  type: z.string().min(1),
  id: z.string().min(1),
  attributes: z.record(z.string(), z.unknown()).optional(),
  relationships: z
    .record(
      z.string(),
      z.looseObject({
        data: z.union([resourceIdentifier, z.array(resourceIdentifier), z.null()]).optional(),
        links: z.record(z.string(), link).optional(),
      }),
    )
    .optional(),
  links: z.record(z.string(), link).optional(),
  meta: z.record(z.string(), z.unknown()).optional(),
});

type ResourceObject = z.output<typeof resourceObject>;

/**
 * The top level of a JSON:API document that carries data. Entries of `data` and `included` stay
 * unknown here and are checked one by one (see `resourcesOf`), so one broken record never breaks
 * the collection.
 */
export const jsonApiDocument = z.looseObject({
  data: z.union([z.array(z.unknown()), z.looseObject({}), z.null()]),
  included: z.array(z.unknown()).optional(),
  links: z.looseObject({ next: link.optional(), prev: link.optional() }).optional(),
  meta: z.record(z.string(), z.unknown()).optional(),
});

export type JsonApiDocument = z.output<typeof jsonApiDocument>;

/** The URL of a link (`"…"` or `{ href: "…" }`), or undefined for a missing or null link. */
export function hrefOf(value: z.output<typeof link> | undefined): string | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : value.href;
}

/** What is known of a primary record that is skipped: its type and id, where it has them. */
export interface SkippedResource {
  type: string;
  id: string;
  reason: string;
}

/** A primary record after deserialization: attributes and resolved relationships on one object. */
export type DeserializedResource = Record<string, unknown> & { type: string; id: string };

function describe(entry: unknown): { type: string; id: string } {
  const record = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
  return {
    type: typeof record.type === 'string' ? record.type : '(no type)',
    id: typeof record.id === 'string' ? record.id : '(no id)',
  };
}

/** Why a value fails its schema, as `field: message; …` (the messages name no values). */
export function issuesOf(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(record)'}: ${issue.message}`).join('; ');
}

const jsona = new Jsona();

/**
 * The primary records of a document with their relationships resolved from `included` (by jsona):
 * a relationship becomes the included record itself (attributes flattened next to `id` and `type`),
 * an array for a to-many relationship, null for an empty to-one. A relationship whose record is not
 * included stays a bare `{ type, id }`, which the record schema of its type then rejects. Malformed
 * resource objects are left out and reported in `skipped`.
 */
export function resourcesOf(document: JsonApiDocument): { records: DeserializedResource[]; skipped: SkippedResource[] } {
  const skipped: SkippedResource[] = [];
  const wellFormed = (entry: unknown, report: boolean): ResourceObject[] => {
    const parsed = resourceObject.safeParse(entry);
    if (parsed.success) return [parsed.data];
    if (report) skipped.push({ ...describe(entry), reason: `not a resource object: ${issuesOf(parsed.error)}` });
    return [];
  };
  const data = document.data === null ? [] : Array.isArray(document.data) ? document.data : [document.data];
  const primary = data.flatMap((entry) => wellFormed(entry, true));
  const included = (document.included ?? []).flatMap((entry) => wellFormed(entry, false));
  if (primary.length === 0) return { records: [], skipped };
  const records = jsona.deserialize({ data: primary, included } as Parameters<Jsona['deserialize']>[0]) as DeserializedResource[];
  return { records, skipped };
}
