import { describe, expect, it } from 'vitest';
import { languageCookie, preferredLanguage, setsLanguageCookie } from '@/lib/request/language-cookie';

const visit = (overrides: Partial<Parameters<typeof setsLanguageCookie>[0]> = {}) => ({ destination: 'document', cookie: undefined, acceptLanguage: null, ...overrides });

describe('the language cookie', () => {
  it('lasts 365 days on the whole site and is SameSite=Lax', () => {
    expect(languageCookie).toEqual({ name: 'NEXT_LOCALE', maxAge: 31_536_000, path: '/', sameSite: 'lax' });
  });

  it('is set when the visitor’s cookie names another language, and left as it is when it names the page’s', () => {
    expect(setsLanguageCookie(visit({ cookie: 'en' }), 'de')).toBe(true);
    expect(setsLanguageCookie(visit({ cookie: 'en', acceptLanguage: 'en' }), 'de')).toBe(true);
    expect(setsLanguageCookie(visit({ cookie: 'de', acceptLanguage: 'en' }), 'de')).toBe(false);
    expect(setsLanguageCookie(visit({ cookie: '' }), 'en')).toBe(true);
  });

  it('is set for a first visitor whose browser does not ask for the page’s language first', () => {
    expect(setsLanguageCookie(visit({ acceptLanguage: 'de-DE,de;q=0.9,en;q=0.8' }), 'de')).toBe(false);
    expect(setsLanguageCookie(visit({ acceptLanguage: 'en-US,en;q=0.9' }), 'en')).toBe(false);
    expect(setsLanguageCookie(visit({ acceptLanguage: 'en-US,en;q=0.9' }), 'de')).toBe(true);
    expect(setsLanguageCookie(visit({ acceptLanguage: 'fr-FR' }), 'de')).toBe(true);
    expect(setsLanguageCookie(visit(), 'de')).toBe(true);
  });

  it('is never set on the client router’s background requests, and on a visit from a browser that sends no Sec-Fetch-Dest', () => {
    for (const destination of ['empty', 'script', 'image']) expect(setsLanguageCookie(visit({ destination, cookie: 'en' }), 'de')).toBe(false);
    expect(setsLanguageCookie(visit({ destination: null, cookie: 'en' }), 'de')).toBe(true);
  });
});

describe('the language a browser asks for first', () => {
  it('is the primary subtag of the entry with the highest weight, the first of equal ones', () => {
    expect(preferredLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(preferredLanguage('en;q=0.5, de;q=0.7')).toBe('de');
    expect(preferredLanguage('EN-gb, de')).toBe('en');
    expect(preferredLanguage('*, en;q=0.5')).toBe('en');
    expect(preferredLanguage('de;q=0, en;q=0.1')).toBe('en');
  });

  it('is none without a usable entry', () => {
    expect(preferredLanguage(null)).toBeUndefined();
    expect(preferredLanguage('')).toBeUndefined();
    expect(preferredLanguage('*')).toBeUndefined();
    expect(preferredLanguage('de;q=0')).toBeUndefined();
  });
});
