import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeAtomically } from '@/lib/instances/atomic-file';
import type { StoreCollection } from './collections';
import type { CollectionCopy, StoredEntry } from './stored-records';

/**
 * A copy of a collection in a file: the instance's own in its data folder (written after every change,
 * atomically, so a restart serves what it had, also while the CMS is down), and the build's in its dist
 * folder (the copy every instance of the build starts from). One file per collection, `news.json`.
 */
const format = 1;

interface CopyFile {
  format: number;
  source: string;
  syncedAt: number;
  fullSyncAt: number;
  entries: Record<string, StoredEntry>;
}

const fileName = (collection: StoreCollection) => `${collection}.json`;

/** The copy of `collection` in `folder` for `source`, or undefined when there is none (or one of another source or format). */
export async function readCopyFile(folder: string, collection: StoreCollection, source: string): Promise<CollectionCopy | undefined> {
  let file: Partial<CopyFile>;
  try {
    file = JSON.parse(await readFile(join(folder, fileName(collection)), 'utf8')) as Partial<CopyFile>;
  } catch {
    return undefined;
  }
  if (file.format !== format || file.source !== source || typeof file.entries !== 'object' || file.entries === null) return undefined;
  return {
    collection,
    source,
    syncedAt: Number(file.syncedAt) || 0,
    fullSyncAt: Number(file.fullSyncAt) || 0,
    entries: new Map(Object.entries(file.entries)),
  };
}

/** Writes the copy into `folder` (made when missing), replacing the one there in one step. */
export async function writeCopyFile(folder: string, copy: CollectionCopy): Promise<void> {
  const file: CopyFile = { format, source: copy.source, syncedAt: copy.syncedAt, fullSyncAt: copy.fullSyncAt, entries: Object.fromEntries(copy.entries) };
  await writeAtomically(folder, fileName(copy.collection), JSON.stringify(file));
}
