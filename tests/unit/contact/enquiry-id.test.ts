import { describe, expect, it } from 'vitest';
import { isEnquiryId, newEnquiryId } from '@/lib/contact/enquiry-id';

describe('the id of an enquiry', () => {
  it('is a random version 4 UUID, made from getRandomValues (crypto.randomUUID needs a secure context)', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newEnquiryId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(isEnquiryId(id)).toBe(true);
    const zeros = { getRandomValues: <T extends ArrayBufferView | null>(array: T) => array } as Crypto;
    expect(newEnquiryId(zeros)).toBe('00000000-0000-4000-8000-000000000000');
  });

  it.each([undefined, 42, '', 'x', '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4', '6F1D2C3B-4A5E-4F60-8A7B-9C0D1E2F3A4B', '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b\n'])('refuses %j', (value) => {
    expect(isEnquiryId(value)).toBe(false);
  });
});
