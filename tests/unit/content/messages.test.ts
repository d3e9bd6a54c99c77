import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

function leaves(value: unknown): unknown[] {
  return typeof value === 'object' && value !== null ? Object.values(value).flatMap(leaves) : [value];
}

describe('the UI messages', () => {
  it('have the same keys in German and English', () => {
    expect(keyPaths(en).sort()).toEqual(keyPaths(de).sort());
  });

  it.each([
    ['de', de],
    ['en', en],
  ])('are non-empty strings in %s, with no placeholder text', (_, messages) => {
    for (const text of leaves(messages)) {
      expect(typeof text).toBe('string');
      expect((text as string).trim()).not.toBe('');
      expect(text).not.toMatch(/lorem|ipsum|todo|tbd|coming soon|xxx/i);
    }
  });

  it('use the same ICU arguments in both languages', () => {
    const argumentsOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    const germanLeaves = Object.fromEntries(keyPaths(de).map((path) => [path, path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], de)]));
    for (const path of keyPaths(en)) {
      const english = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], en) as string;
      expect(argumentsOf(english), path).toEqual(argumentsOf(germanLeaves[path] as string));
    }
  });
});
