import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The published records of an embedded default document (`content/backend/{type}.json`), as every
 * visitor sees them: records an editor has not published (`"status": "draft"`) show only in a preview.
 */
export function publishedRecords<Attributes>(type: 'jobs' | 'news'): Attributes[] {
  const document = JSON.parse(readFileSync(join(process.cwd(), 'content', 'backend', `${type}.json`), 'utf8')) as {
    data: { attributes: Attributes & { status?: string } }[];
  };
  return document.data.map((record) => record.attributes).filter((attributes) => attributes.status !== 'draft');
}
