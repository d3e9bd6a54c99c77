import { describe, expect, it, vi } from 'vitest';
import { IntlError, IntlErrorCode } from 'next-intl';
import { readableMessageFallback, warnAboutMessageError } from '@/lib/i18n/message-fallback';

describe('a missing message', () => {
  it('shows the key turned into words', () => {
    expect(readableMessageFallback({ namespace: 'NotFoundPage', key: 'backHome' })).toBe('Back home');
    expect(readableMessageFallback({ key: 'Footer.contact_button' })).toBe('Contact button');
    expect(readableMessageFallback({ key: 'title' })).toBe('Title');
  });

  it('logs a warning instead of throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => warnAboutMessageError(new IntlError(IntlErrorCode.MISSING_MESSAGE, 'Could not resolve `Header.x`'))).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('MISSING_MESSAGE'));
    warn.mockRestore();
  });
});
