import type { z } from '@/lib/validation/zod';

/**
 * Validates an entry of `content/` against its schema. A malformed or missing entry stops the build
 * with a message that names the file and the field, e.g. `content/pages/en.ts: imprint.heading: …`.
 */
export function loadContent<Schema extends z.ZodType>(file: string, schema: Schema, data: unknown): z.output<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join('.') : '(root)';
    return `${file}: ${field}: ${issue.message}`;
  });
  throw new Error(`Invalid content\n${problems.join('\n')}`);
}
