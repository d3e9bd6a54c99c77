import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { writeAtomically } from '@/lib/instances/atomic-file';
import { withRedis } from '@/lib/instances/redis-connection.mjs';

/**
 * The enquiries the mail server has taken, by id, for 30 days: a delivery the site made once is not made
 * again, whether the same enquiry is accepted twice (sent again after a failure) or its entry is found
 * twice (in Redis and in a file, or taken over from an instance that mailed it and died before it could
 * delete it). In Redis (`REDIS_URL`) for every instance, and in the mail outbox's folder while Redis
 * does not answer or without it. What SMTP leaves open: an instance that dies between the server's
 * "250 OK" and its note here mails that enquiry once more (docs/operations.md).
 */
export interface MailLedger {
  /** Whether the enquiry was mailed (a store that does not answer counts as "not that we know"). */
  has(id: string): Promise<boolean>;
  add(id: string): Promise<void>;
  /**
   * Takes the enquiry for this sender for `mailLeaseMs`: false while another instance is mailing it (its
   * outcome is in the ledger soon). Without Redis, or when it does not answer, always true.
   */
  lease(id: string): Promise<boolean>;
  release(id: string): Promise<void>;
}

export const mailLedgerDays = 30;
/** Longer than one delivery can take (`mailTimeoutsMs`): an instance that dies sending frees it after that. */
export const mailLeaseMs = 120_000;
const keyOf = (id: string) => `lumoplast:mail-outbox:sent:${id}`;
const leaseKeyOf = (id: string) => `lumoplast:mail-outbox:sending:${id}`;
// Deletes the lease only while it is this sender's (it may have run out and been taken by another).
const releaseScript = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
const entryName = /^[0-9a-f-]{36}$/;

export function createMailLedger(folder: string, { shared, sender }: { shared: boolean; sender: string }): MailLedger {
  const sentFolder = join(folder, 'sent');
  const keptForMs = mailLedgerDays * 86_400_000;

  async function pruneFiles() {
    const names = await readdir(sentFolder).catch(() => []);
    const now = Date.now();
    await Promise.all(
      names
        .filter((name) => entryName.test(name))
        .map(async (name) => {
          const path = join(sentFolder, name);
          const info = await stat(path).catch(() => undefined);
          if (info && now - info.mtimeMs > keptForMs) await unlink(path).catch(() => undefined);
        }),
    );
  }

  return {
    async has(id) {
      if (!entryName.test(id)) return false;
      if (shared) {
        const result = await withRedis((client) => client.exists(keyOf(id)));
        if (result.ok && result.value > 0) return true;
      }
      return stat(join(sentFolder, id)).then(
        () => true,
        () => false,
      );
    },
    async add(id) {
      if (!entryName.test(id)) return;
      if (shared) {
        const result = await withRedis((client) => client.set(keyOf(id), String(Date.now()), { EX: mailLedgerDays * 86_400 }));
        if (result.ok) return;
      }
      await writeAtomically(sentFolder, id, '');
      await pruneFiles();
    },
    async lease(id) {
      if (!shared) return true;
      const result = await withRedis((client) => client.set(leaseKeyOf(id), sender, { NX: true, PX: mailLeaseMs }));
      return !result.ok || result.value === 'OK';
    },
    async release(id) {
      if (shared) await withRedis((client) => client.sendCommand(['EVAL', releaseScript, '1', leaseKeyOf(id), sender]));
    },
  };
}
