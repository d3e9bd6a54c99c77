import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { careers } from '@/content/careers';
import { company } from '@/content/company';
import { testimonials } from '@/content/testimonials';
import { careersSubPages, testimonialById } from '@/lib/content/careers';
import { locales } from '@/lib/routing/locales';

const publicDir = join(process.cwd(), 'public');
const publicPath = (src: string) => join(publicDir, src);

/** The spoken text of a WebVTT file: every cue's text, in order, joined by spaces. */
function spokenText(vtt: string): string {
  return vtt
    .split(/\n\n+/)
    .slice(1)
    .map((cue) => cue.split('\n').filter((line, index, lines) => index > lines.findIndex((l) => l.includes('-->'))).join(' '))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('the careers content', () => {
  it('validates in both languages with the same structure', () => {
    for (const locale of locales) {
      const content = careers[locale];
      expect(content.landing.pages.cards.map((card) => card.page)).toEqual([...careersSubPages]);
      expect(content.aboutUs.quotes.items.length).toBeGreaterThanOrEqual(2);
      expect(content.aboutUs.compliance.topics.length).toBeGreaterThanOrEqual(5);
    }
    expect(careers.en.aboutUs.facts.items).toHaveLength(careers.de.aboutUs.facts.items.length);
    expect(careers.en.landing.training.professions).toHaveLength(careers.de.landing.training.professions.length);
    expect(careers.en.aboutUs.compliance.procedure.steps).toHaveLength(careers.de.aboutUs.compliance.procedure.steps.length);
  });

  it('states the company facts as the specification gives them', () => {
    const de = JSON.stringify(careers.de);
    const en = JSON.stringify(careers.en);
    expect(de).toContain('2004');
    expect(de).toContain('über\u00a070');
    expect(de).toContain('Über\u00a070');
    expect(en).toContain('more\u00a0than\u00a070');
    expect(de).toContain('Bis\u00a0zu\u00a06 Auszubildende');
    expect(en).toContain('Up\u00a0to\u00a06 apprentices');
    expect(de).toContain('6.500\u00a0kN');
    expect(en).toContain('6,500\u00a0kN');
    for (const text of [de, en]) {
      expect(text).not.toMatch(/\b71\b/);
      expect(text).toContain('Verfahrensmechaniker/in für Kunststoff- und Kautschuktechnik');
      expect(text).toContain('Werkzeugmechaniker/in');
      expect(text).toContain('Mechatroniker/in');
      expect(text).not.toMatch(/lorem|ipsum|\bTODO\b|tbd/i);
    }
  });

  it('says in the job contact box that e-mail applications are accepted only as PDF', () => {
    expect(careers.de.jobContact.pdfRule).toMatch(/ausschließlich als PDF/);
    expect(careers.de.jobContact.pdfRule).toMatch(/[Gg]ezippte Dateien und andere Formate werden .*ungeöffnet gelöscht/);
    expect(careers.en.jobContact.pdfRule).toMatch(/only as PDF/);
    expect(careers.en.jobContact.pdfRule).toMatch(/zipped files and other formats are deleted unopened/i);
  });

  it('teases an employee who has a testimonial', () => {
    for (const locale of locales) {
      const id = careers[locale].employeeTeaser.testimonial;
      expect(testimonials[locale].map((testimonial) => testimonial.id)).toContain(id);
      expect(testimonialById(testimonials[locale], id).id).toBe(id);
    }
  });

  it('has every illustration as an SVG with a viewBox and a size', () => {
    const images = locales.flatMap((locale) => [
      careers[locale].landing.training.illustration,
      careers[locale].aboutUs.compliance.illustration,
      ...careers[locale].landing.pages.cards.map((card) => card.illustration),
    ]);
    for (const image of images) {
      expect(existsSync(publicPath(image.src)), image.src).toBe(true);
      const svg = readFileSync(publicPath(image.src), 'utf8');
      expect(svg).toMatch(new RegExp(`<svg[^>]*viewBox="0 0 ${image.width} ${image.height}"[^>]*width="${image.width}" height="${image.height}"`));
    }
    for (const card of careers.de.landing.pages.cards) expect(card.illustration.alt.length).toBeGreaterThan(20);
  });
});

describe('the employee testimonials', () => {
  it('are at least three in both languages, the same people in the same order', () => {
    expect(testimonials.de.length).toBeGreaterThanOrEqual(3);
    expect(testimonials.en.map((item) => [item.id, item.firstName, item.yearsWithCompany])).toEqual(
      testimonials.de.map((item) => [item.id, item.firstName, item.yearsWithCompany]),
    );
    for (const [index, item] of testimonials.en.entries()) {
      const german = testimonials.de[index];
      expect(item.video).toEqual({ ...german?.video, title: item.video.title });
      expect(item.video.title).not.toBe(german?.video.title);
    }
  });

  it('reference a film, a poster and both caption tracks that exist, each file well under 500 KB', () => {
    for (const locale of locales) {
      for (const { video } of testimonials[locale]) {
        for (const src of [video.webm, video.mp4, video.poster, video.captions.de, video.captions.en]) {
          expect(existsSync(publicPath(src)), src).toBe(true);
          expect(statSync(publicPath(src)).size, src).toBeLessThan(500 * 1024);
        }
        expect(readFileSync(publicPath(video.webm)).subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
        expect(readFileSync(publicPath(video.mp4)).subarray(4, 8).toString('latin1')).toBe('ftyp');
        expect(readFileSync(publicPath(video.poster)).subarray(8, 12).toString('latin1')).toBe('WEBP');
      }
    }
  });

  it('have captions in both languages that say word for word the quote of that language', () => {
    for (const locale of locales) {
      for (const testimonial of testimonials[locale]) {
        for (const language of locales) {
          const vtt = readFileSync(publicPath(testimonial.video.captions[language]), 'utf8');
          expect(vtt.startsWith('WEBVTT')).toBe(true);
          expect(vtt).toMatch(/\d\d:\d\d:\d\d\.\d\d\d --> \d\d:\d\d:\d\d\.\d\d\d/);
        }
        const spoken = spokenText(readFileSync(publicPath(testimonial.video.captions[locale]), 'utf8'));
        expect(spoken, `${testimonial.id} (${locale})`).toBe(testimonial.quote);
      }
    }
  });
});

describe('the whistleblower guide', () => {
  it.each(locales)('is a PDF of several pages in %s, as its link text says', (locale) => {
    const { file, linkText } = careers[locale].aboutUs.compliance.guide;
    expect(file).toBe(`/media/careers/whistleblower-guide-${locale}.pdf`);
    const pdf = readFileSync(publicPath(file)).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const pages = pdf.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(linkText).toContain('PDF');
    expect(linkText).toContain(String(pages));
    expect(pdf).toContain(`/Author (${company.legalName})`);
    expect(pdf).toContain(company.whistleblowerSystemUrl);
  });
});
