import { isBackendError } from '@/lib/cms/backend-error';
import type { OutboxEntry } from './outbox-entry';

/** What a failed send means: the courier had the entry already, refuses it for good, or may take it later. */
export type CourierVerdict = 'delivered' | 'refused' | 'retry';

/** Who an outbox delivers its entries to (`enquiry-outbox.ts`). */
export interface OutboxCourier {
  /** Who takes the entries, as log lines name it: "the CMS", "the mail server". */
  recipient: string;
  /** The outbox, as log lines name it: "outbox", "mail outbox". */
  outbox: string;
  /** Delivers one entry; rejects when it did not arrive. */
  send(entry: OutboxEntry): Promise<void>;
  verdict(error: unknown): CourierVerdict;
}

/**
 * The CMS as courier (`POST contact-requests` with the entry's id as `data.id`): a 409 says it has the
 * record already, so an entry sent twice is created once; a 422 says it refuses the attributes.
 */
export function cmsCourier(send: (entry: OutboxEntry) => Promise<void>): OutboxCourier {
  return {
    recipient: 'the CMS',
    outbox: 'outbox',
    send,
    verdict(error) {
      if (!isBackendError(error)) return 'retry';
      if (error.status === 409) return 'delivered';
      return error.status === 422 ? 'refused' : 'retry';
    },
  };
}
