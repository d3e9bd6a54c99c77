import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { careers } from '@/content/careers';
import { privacy } from '@/content/legal/privacy';
import de from '@/messages/de.json';
import en from '@/messages/en.json';

/**
 * Applications in a format other than PDF are deleted without being opened, and every page says so in
 * the same words (issue 28): "ungeöffnet gelöscht", "deleted unopened"; never "ungelesen"/"unread",
 * which would claim what nobody checks.
 */

const contentModules = import.meta.glob<Record<string, unknown>>('/content/**/*.ts', { eager: true });
const backendDir = join(process.cwd(), 'content', 'backend');
const texts = [
  ...Object.entries(contentModules).map(([file, exports]) => ({ where: file.slice(1), text: JSON.stringify(exports) })),
  ...readdirSync(backendDir).map((file) => ({ where: `content/backend/${file}`, text: readFileSync(join(backendDir, file), 'utf8') })),
  { where: 'messages/de.json', text: JSON.stringify(de) },
  { where: 'messages/en.json', text: JSON.stringify(en) },
];

describe('what happens to an application that is not a PDF', () => {
  it('is never said to be deleted "ungelesen" or "unread", in content/ or the messages', () => {
    expect(texts.length).toBeGreaterThan(15);
    expect(texts.filter(({ text }) => /ungelesen|\bunread\b/i.test(text)).map(({ where }) => where)).toEqual([]);
  });

  it('is deleted "ungeöffnet" / "unopened" wherever the site says what happens to it', () => {
    const privacyText = (locale: 'de' | 'en') => JSON.stringify(privacy[locale]);
    for (const german of [careers.de.jobContact.pdfRule, de.Jobs.apply.pdfOnly, privacyText('de')]) expect(german).toMatch(/Formate(?:n)? werden .*ungeöffnet gelöscht/);
    for (const english of [careers.en.jobContact.pdfRule, en.Jobs.apply.pdfOnly, privacyText('en')]) expect(english).toMatch(/other formats are deleted unopened/);
  });
});
