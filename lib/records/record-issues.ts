import { processState } from '@/lib/instances/process-state.mjs';
import type { z } from '@/lib/validation/zod';

/**
 * What was wrong with a record the CMS sent: `skipped` when the site cannot show it at all (no title,
 * no language, not a resource object), `incomplete` when it is shown without a part (`field`) that
 * failed its check. The revalidation webhook answers them to the CMS, so the editor who published
 * learns it; the server log says each once.
 */
export interface RecordIssue {
  kind: 'skipped' | 'incomplete';
  type: string;
  id: string;
  /** The attribute or relationship (`title`, `image`), or `(record)` for the record as a whole. */
  field: string;
  /** Why, in words that name no value of the record. */
  reason: string;
}

export type RecordIssueListener = (issue: RecordIssue) => void;

/**
 * One issue per failed attribute or relationship of a record, from a schema's error; the problems
 * inside one (`image.url`, `image.mimeType`) make up its reason.
 */
export function recordIssuesOf(kind: RecordIssue['kind'], record: { type: string; id: string }, error: z.ZodError): RecordIssue[] {
  const reasons = new Map<string, string[]>();
  for (const issue of error.issues) {
    const [field = '(record)', ...inside] = issue.path.map(String);
    const reason = inside.length > 0 ? `${inside.join('.')}: ${issue.message}` : issue.message;
    reasons.set(field, [...(reasons.get(field) ?? []), reason]);
  }
  return [...reasons].map(([field, fieldReasons]) => ({ kind, type: record.type, id: record.id, field, reason: fieldReasons.join('; ') }));
}

/**
 * Issues logged already by this process (the pages and the request interceptor are separate bundles
 * of it, hence a state of the process); a bound keeps a CMS that sends ever new ids from growing it.
 */
const logged = processState('recordIssues.logged', () => new Set<string>());
const maxLogged = 5000;

/**
 * Logs an issue the first time this process meets it, so a broken record is one line in the log and
 * not one per render of every page that reads it.
 */
export const logRecordIssueOnce: RecordIssueListener = (issue) => {
  const key = [issue.kind, issue.type, issue.id, issue.field, issue.reason].join('\u0000');
  if (logged.has(key)) return;
  if (logged.size >= maxLogged) logged.clear();
  logged.add(key);
  const what = issue.kind === 'skipped' ? 'skipped' : 'shown without';
  console.warn(`[backend] ${what} ${issue.kind === 'skipped' ? `${issue.type} record ${issue.id}` : `${issue.field} of ${issue.type} record ${issue.id}`}: ${issue.field}: ${issue.reason}`);
};
