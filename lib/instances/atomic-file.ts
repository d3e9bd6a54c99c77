import { randomUUID } from 'node:crypto';
import { mkdir, open, rename } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Writes a file so that a crash leaves either the whole text or the file as it was: a temporary file,
 * flushed, renamed over the file, the folder flushed. The file outbox and the address book use it.
 */
export async function writeAtomically(folder: string, name: string, text: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  // A name of this write's own: two writes of one file at once (the same enquiry kept twice) each rename a whole file.
  const temporary = join(folder, `.${name}.${process.pid}.${randomUUID().slice(0, 8)}.tmp`);
  const handle = await open(temporary, 'w', 0o600);
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, join(folder, name));
  const directory = await open(folder, 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
}
