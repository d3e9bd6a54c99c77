import 'server-only';
import { mkdir, open, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Where the embedded default keeps enquiries: one JSON object per line (`.data/` is ignored by git). */
export const enquiryStoreFile = join(process.cwd(), '.data', 'contact-requests.jsonl');

// One queue per file for the whole process, so lines never interleave even if a write comes back short.
const queues: Map<string, Promise<unknown>> = ((globalThis as { __enquiryStoreQueues?: Map<string, Promise<unknown>> }).__enquiryStoreQueues ??= new Map());

/**
 * Appends `record` as one line and resolves once it is on disk (flushed). The file is opened for
 * appending, so every line lands at the end, after whatever another process wrote; the folder is
 * created when missing. A record whose `id` a line of the file has already (the visitor sent the same
 * enquiry again after its answer was lost) is not written twice. Rejects when the store cannot be written.
 */
export function appendEnquiryRecord(record: Record<string, unknown>, file: string = enquiryStoreFile): Promise<void> {
  const line = Buffer.from(`${JSON.stringify(record)}\n`, 'utf8');
  const previous = queues.get(file) ?? Promise.resolve();
  const append = previous
    .catch(() => undefined)
    .then(async () => {
      if (typeof record.id === 'string' && (await storesRecord(file, record.id))) return;
      await writeLine(file, line);
    });
  queues.set(file, append);
  void append.finally(() => {
    if (queues.get(file) === append) queues.delete(file);
  }).catch(() => undefined);
  return append;
}

/** Whether a line of the store is the record with this id (its first key, as `appendEnquiryRecord` writes it). */
async function storesRecord(file: string, id: string): Promise<boolean> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  const start = `{"id":${JSON.stringify(id)},`;
  return text.startsWith(start) || text.includes(`\n${start}`);
}

async function writeLine(file: string, line: Buffer): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const handle = await open(file, 'a');
  try {
    let written = 0;
    while (written < line.length) {
      const { bytesWritten } = await handle.write(line, written, line.length - written);
      written += bytesWritten;
    }
    await handle.datasync();
  } finally {
    await handle.close();
  }
}
