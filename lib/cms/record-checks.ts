import { z } from '@/lib/validation/zod';
import { recordIssuesOf, type RecordIssueListener } from '../records/record-issues';
import type { DeserializedResource } from './json-api-document';
import { completeRecordSchemas, recordSchemas, type BackendRecord, type ReadableType } from './resources/registry';

const sparseSchemas = new Map<string, z.ZodType>();

/**
 * The schema of a sparse read's records (`fields[news]=locale,slug,…`): the record's schema cut to its
 * type, id and the fields asked for. Checking the whole schema would fail, and build an issue for, every
 * field the read left out by design: on 1,000 records of addresses, most of the work of the read.
 */
function sparseRecordSchema(type: ReadableType, fields: readonly string[]): z.ZodType {
  const key = `${type}:${fields.join(',')}`;
  let schema = sparseSchemas.get(key);
  if (!schema) {
    const shape: Record<string, z.ZodType> = recordSchemas[type].shape;
    schema = z.object(Object.fromEntries(['type', 'id', ...fields].filter((field) => Object.hasOwn(shape, field)).map((field) => [field, shape[field]])));
    sparseSchemas.set(key, schema);
  }
  return schema;
}

/**
 * The records of `type` the site can show, checked by their schema (`lib/cms/resources/`), from records as
 * the CMS sent them (deserialized, relationships resolved). One that cannot be shown at all is skipped;
 * one that lacks a part is shown without it; both are reported with the fields at fault. A sparse read
 * (`fields`: what it asked for) is checked for those only, and never reported incomplete.
 */
export function checkedRecords<Type extends ReadableType>(
  resources: readonly DeserializedResource[],
  type: Type,
  report: RecordIssueListener,
  fields?: readonly string[],
): BackendRecord<Type>[] {
  const schema = fields ? sparseRecordSchema(type, fields) : (recordSchemas[type] as z.ZodType);
  const completeSchema = fields ? undefined : completeRecordSchemas[type];
  return resources.flatMap((resource) => {
    if (resource.type !== type) {
      report({ kind: 'skipped', type: resource.type, id: resource.id, field: 'type', reason: `expected a ${type} record` });
      return [];
    }
    const parsed = schema.safeParse(resource);
    if (!parsed.success) {
      for (const issue of recordIssuesOf('skipped', resource, parsed.error)) report(issue);
      return [];
    }
    const complete = completeSchema?.safeParse(resource);
    if (complete && !complete.success) for (const issue of recordIssuesOf('incomplete', resource, complete.error)) report(issue);
    return [parsed.data as BackendRecord<Type>];
  });
}
