/**
 * The id an enquiry carries from the form to its record (the outbox's `data.id`, the embedded store's
 * `id`): made by the form when the visitor first sends it, and sent again with every resend of the same
 * values, so an enquiry whose answer was lost on its way back (the network dropped, a proxy answered
 * 502) and that the visitor sends again is kept once.
 */
export const enquiryIdField = 'enquiryId';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function isEnquiryId(value: unknown): value is string {
  return typeof value === 'string' && uuid.test(value);
}

/**
 * A random UUID (version 4). `crypto.randomUUID` exists only in secure contexts (HTTPS, localhost), so
 * the form builds it from `getRandomValues`, which every browser has everywhere.
 */
export function newEnquiryId(random: Crypto = globalThis.crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** An enquiry as the form last sent it: its id and its values. */
export interface SentEnquiry {
  id: string;
  values: string;
}

/**
 * What the form sends `formData` as: the enquiry it last sent when the values are the same (a resend
 * after a failure), else a new enquiry with a new id (the visitor changed something, or starts anew).
 */
export function enquiryToSend(formData: FormData, last: SentEnquiry | undefined): SentEnquiry {
  const values = JSON.stringify([...formData.entries()].filter(([name]) => name !== enquiryIdField).map(([name, value]) => [name, String(value)]));
  return last?.values === values ? last : { id: newEnquiryId(), values };
}
