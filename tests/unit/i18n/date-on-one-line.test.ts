import { describe, expect, it } from 'vitest';
import { dateOnOneLine } from '@/lib/i18n/date-on-one-line';
import { timeZone } from '@/lib/i18n/message-scope';

const longDate = (locale: string, isoDate: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(new Date(isoDate));

describe('a date on one line', () => {
  it('joins the parts of a long date with no-break spaces, in both languages', () => {
    expect(dateOnOneLine(longDate('de', '2026-09-01T09:00:00+02:00'))).toBe('1.\u00a0September\u00a02026');
    expect(dateOnOneLine(longDate('en', '2026-09-01T09:00:00+02:00'))).toBe('September\u00a01,\u00a02026');
    expect(dateOnOneLine(longDate('en-GB', '2026-09-01T09:00:00+02:00'))).toBe('1\u00a0September\u00a02026');
  });

  it('leaves no space a line could break at, and changes nothing else', () => {
    for (const isoDate of ['2026-01-01T00:00:00+01:00', '2026-05-20T12:00:00+02:00', '2026-12-31T23:00:00+01:00']) {
      for (const locale of ['de', 'en']) {
        const formatted = longDate(locale, isoDate);
        const joined = dateOnOneLine(formatted);
        expect(joined).not.toMatch(/[^\S\u00a0]/);
        expect(joined.replace(/\u00a0/g, ' ')).toBe(formatted);
      }
    }
  });
});
