import { readdir, readFile, unlink } from 'node:fs/promises';
import { writeAtomically } from '@/lib/instances/atomic-file';
import { join } from 'node:path';
import { parseOutboxEntry, type OutboxEntry } from './outbox-entry';

/**
 * The outbox of one instance in a folder (`OUTBOX_DIR`): one file per entry, `<id>.json`, written
 * atomically (a temporary file, flushed, renamed, the folder flushed), so a crash leaves either the
 * whole entry or none. Entries the courier refused for good move to `held/` for a person. Used without
 * `REDIS_URL`, and with it while Redis cannot store.
 */
export interface FileOutbox {
  readonly folder: string;
  /** Resolves once the entry is on disk; rejects when it cannot be written. */
  keep(entry: OutboxEntry): Promise<void>;
  /** Every entry waiting for delivery (a file that cannot be read as one is left alone). */
  entries(): Promise<OutboxEntry[]>;
  /** Deletes a delivered entry (its personal data with it). */
  remove(id: string): Promise<void>;
  /** Moves an entry the courier refused to `held/`, with when and why. */
  hold(entry: OutboxEntry, reason: string): Promise<void>;
  /** How many entries are held. */
  heldCount(): Promise<number>;
}

const entryFile = /^[0-9a-f-]{36}\.json$/;

async function namesIn(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder)).filter((name) => entryFile.test(name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export function createFileOutbox(folder: string): FileOutbox {
  const heldFolder = join(folder, 'held');
  return {
    folder,
    keep: (entry) => writeAtomically(folder, `${entry.id}.json`, JSON.stringify(entry)),
    async entries() {
      const entries = await Promise.all(
        (await namesIn(folder)).map(async (name) => parseOutboxEntry(await readFile(join(folder, name), 'utf8').catch(() => ''))),
      );
      return entries.filter((entry): entry is OutboxEntry => entry !== undefined);
    },
    async remove(id) {
      await unlink(join(folder, `${id}.json`)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
    async hold(entry, reason) {
      await writeAtomically(heldFolder, `${entry.id}.json`, JSON.stringify({ ...entry, heldAt: Date.now(), reason }));
      await this.remove(entry.id);
    },
    heldCount: async () => (await namesIn(heldFolder)).length,
  };
}
