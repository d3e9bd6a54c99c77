import { describe, expect, it } from 'vitest';
import { pageIntrosDe } from '@/content/pages/de';
import { pageIntrosEn } from '@/content/pages/en';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import globalError from '@/messages/global-error.json';

/**
 * Every content entry written in both languages (`{ de, en }` exports of content/**) and every UI
 * message has the same structure in German and English, and no string is empty. A difference is
 * reported by its path, e.g. `content/industries.ts › food.examples.3.alt: missing in en`.
 */
const contentModules = import.meta.glob<Record<string, unknown>>('/content/**/*.ts', { eager: true });

function differences(german: unknown, english: unknown, path: string): string[] {
  if (Array.isArray(german) || Array.isArray(english)) {
    if (!Array.isArray(german) || !Array.isArray(english)) return [`${path}: a list in one language only`];
    if (german.length !== english.length) return [`${path}: ${german.length} items in de, ${english.length} in en`];
    return german.flatMap((item, index) => differences(item, english[index], `${path}.${index}`));
  }
  if (typeof german === 'object' && german !== null && typeof english === 'object' && english !== null) {
    const keys = new Set([...Object.keys(german), ...Object.keys(english)]);
    return [...keys].flatMap((key) => {
      if (!(key in english)) return [`${path}.${key}: missing in en`];
      if (!(key in german)) return [`${path}.${key}: missing in de`];
      return differences((german as Record<string, unknown>)[key], (english as Record<string, unknown>)[key], `${path}.${key}`);
    });
  }
  if (typeof german !== typeof english) return [`${path}: ${typeof german} in de, ${typeof english} in en`];
  if (typeof german === 'string' && (german.trim() === '' || (english as string).trim() === '')) {
    // An empty alt text marks a decorative image; it must be empty in both languages.
    if (path.endsWith('.alt') && german.trim() === '' && (english as string).trim() === '') return [];
    return [`${path}: empty in ${german.trim() === '' ? 'de' : 'en'}`];
  }
  return [];
}

const localizedExports = Object.entries(contentModules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => typeof value === 'object' && value !== null && 'de' in value && 'en' in value && Object.keys(value).length === 2)
    .map(([name, value]) => ({ where: `${file.slice(1)} › ${name}`, value: value as { de: unknown; en: unknown } })),
);

describe('both languages are complete', () => {
  it('finds the localized content entries', () => {
    expect(localizedExports.map((entry) => entry.where)).toContain('content/navigation.ts › navigationLabels');
  });

  it.each(localizedExports.map((entry) => [entry.where, entry.value] as const))('%s has the same structure in de and en', (where, value) => {
    expect(differences(value.de, value.en, where)).toEqual([]);
  });

  it('the page introductions have the same structure in de and en', () => {
    expect(differences(pageIntrosDe, pageIntrosEn, 'content/pages')).toEqual([]);
  });

  it('the UI messages have the same structure in de and en, with no empty string', () => {
    expect(differences(de, en, 'messages')).toEqual([]);
    expect(differences(globalError.de, globalError.en, 'messages/global-error')).toEqual([]);
  });

  it('reports what is missing, naming the path', () => {
    expect(differences({ a: { b: 'x', c: ['1', '2'] } }, { a: { c: ['1'] } }, 'file')).toEqual([
      'file.a.b: missing in en',
      'file.a.c: 2 items in de, 1 in en',
    ]);
    expect(differences({ alt: '' }, { alt: '' }, 'img')).toEqual([]);
    expect(differences({ title: 'Titel' }, { title: ' ' }, 'page')).toEqual(['page.title: empty in en']);
  });
});
