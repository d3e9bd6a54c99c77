import { describe, expect, it } from 'vitest';
import { company } from '@/content/company';
import { conditions } from '@/content/legal/conditions';
import { imprint } from '@/content/legal/imprint';
import { privacy } from '@/content/legal/privacy';
import {
  anchorIds,
  blockKind,
  hrefKind,
  legalLinks,
  legalPlainText,
  legalTextSchema,
  phoneLink,
  type LegalText,
} from '@/lib/content/legal-text';
import { locales } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';

const texts = { imprint, privacy, conditions } as const;
const entries = Object.entries(texts).flatMap(([name, text]) => locales.map((locale) => ({ name, locale, text: text[locale] })));

/** The shape of a text without its wording: anchors, block kinds and list lengths, section by section. */
function structure(text: LegalText) {
  const blocks = (body: LegalText['sections'][number]['body']) =>
    body.map((block) => {
      const kind = blockKind(block);
      if (typeof block === 'object' && !Array.isArray(block)) {
        const items = 'list' in block ? block.list : 'lines' in block ? block.lines : block.terms;
        return `${kind}:${items.length}`;
      }
      return kind;
    });
  return {
    sections: text.sections.map((section) => ({
      id: section.id,
      emphasized: section.emphasized ?? false,
      blocks: blocks(section.body),
      subsections: (section.subsections ?? []).map((sub) => ({ id: sub.id, blocks: blocks(sub.body) })),
    })),
    hasVersion: text.version !== undefined,
  };
}

function words(text: LegalText): number {
  return legalPlainText(text).split(/\s+/).filter(Boolean).length;
}

describe('the legal texts', () => {
  it.each(entries)('$name validates in $locale', ({ text }) => {
    expect(legalTextSchema.safeParse(text).success).toBe(true);
  });

  it.each(Object.entries(texts))('%s has the same section structure in German and English', (_, text) => {
    expect(structure(text.en)).toEqual(structure(text.de));
  });

  it.each(entries)('$name in $locale holds no placeholder text', ({ text }) => {
    expect(legalPlainText(text)).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|xxx|\[.*?\]/i);
  });

  it('are long-form texts of similar length in both languages', () => {
    for (const locale of locales) {
      expect(words(privacy[locale])).toBeGreaterThan(2500);
      expect(words(conditions[locale])).toBeGreaterThan(2500);
      expect(words(imprint[locale])).toBeGreaterThan(450);
    }
    for (const text of Object.values(texts)) {
      const ratio = words(text.en) / words(text.de);
      expect(ratio).toBeGreaterThan(0.9);
      expect(ratio).toBeLessThan(1.4);
    }
  });

  it('number the sections of privacy (1., 2., …) and conditions (§ 1, § 2, …) without gaps', () => {
    for (const locale of locales) {
      privacy[locale].sections.forEach((section, index) => {
        expect(section.heading).toMatch(new RegExp(`^${index + 1}\\. `));
        (section.subsections ?? []).forEach((sub, subIndex) => expect(sub.heading).toMatch(new RegExp(`^${index + 1}\\.${subIndex + 1} `)));
      });
      conditions[locale].sections.forEach((section, index) => expect(section.heading).toMatch(new RegExp(`^§ ${index + 1} `)));
    }
  });
});

describe('the imprint', () => {
  it.each(locales)('names the company from content/company.ts in %s', (locale) => {
    const text = legalPlainText(imprint[locale]);
    for (const value of [
      company.legalName,
      company.address.street,
      `${company.address.postalCode} ${company.address.city}`,
      company.phone,
      company.fax,
      company.email,
      company.registerCourt,
      company.registerNumber,
      company.vatId,
      ...company.managingDirectors,
    ]) {
      expect(text).toContain(value);
    }
    expect(text).toMatch(locale === 'de' ? /§ 5 DDG/ : /Section 5 DDG/);
    expect(text).toMatch(locale === 'de' ? /§ 18 Abs\. 2 MStV/ : /Section 18\(2\) MStV/);
    expect(text).toMatch(locale === 'de' ? /§ 27a Umsatzsteuergesetz/ : /Section 27a/);
    expect(text).toMatch(/VSBG/);
  });

  it('links phone and e-mail so that they can be dialled and written to', () => {
    const hrefs = legalLinks(imprint.de).map((link) => link.href);
    expect(hrefs).toContain(phoneLink(company.phone).href);
    expect(hrefs).toContain(`mailto:${company.email}`);
    expect(phoneLink('+49 2772 58 460 0').href).toBe('tel:+492772584600');
  });
});

describe('the privacy policy', () => {
  const mentions = {
    de: ['3\u00a0Monate', '10\u00a0Jahre', 'PDF', 'keine Cookies', 'keinen Sprach-Cookie', '__prerender_bypass', 'Art. 77 DSGVO', '§ 25 Abs. 2 Nr. 2 TDDDG', '§ 26 BDSG', '§ 257 HGB', '§ 147 AO'],
    en: ['3\u00a0months', '10\u00a0years', 'PDF', 'any cookies', 'no language cookie', '__prerender_bypass', 'Article 77 GDPR', 'Section 25(2) no. 2', 'Section 26', 'Section 257 HGB', 'Section 147 AO'],
  } as const;

  it.each(locales)('mentions the retention periods, PDF applications, that visitors get no cookie, the editors’ preview cookie and Art. 77 in %s', (locale) => {
    const text = legalPlainText(privacy[locale]);
    for (const phrase of mentions[locale]) expect(text).toContain(phrase);
    // The language cookie is gone from the site, and so from the page.
    expect(text).not.toContain('NEXT_LOCALE');
    expect(text).toContain(company.privacyEmail);
    expect(text).toContain(company.applicationsEmail);
    expect(text).toContain('Der Hessische Beauftragte für Datenschutz und Informationsfreiheit');
    expect(text).toContain('Wiesbaden');
  });

  it.each(locales)('names every data-subject right in %s', (locale) => {
    const text = legalPlainText(privacy[locale]);
    const article = locale === 'de' ? 'Art.' : 'Article';
    for (const number of ['15', '16', '17', '18', '20', '21', '7 Abs. 3']) {
      const reference = locale === 'en' && number === '7 Abs. 3' ? 'Article 7(3)' : `${article} ${number}`;
      expect(text).toContain(reference);
    }
    for (const letter of ['a', 'b', 'c', 'f']) {
      expect(text).toContain(locale === 'de' ? `Art. 6 Abs. 1 lit. ${letter} DSGVO` : `Article 6(1)(${letter}) GDPR`);
    }
  });

  it('sets the right to object apart', () => {
    for (const locale of locales) {
      const objection = privacy[locale].sections.find((section) => section.id === 'right-to-object');
      expect(objection?.emphasized).toBe(true);
      expect(JSON.stringify(objection)).toContain('"strong"');
    }
  });

  it.each(locales)('links the privacy documents on the downloads page in %s', (locale) => {
    expect(legalLinks(privacy[locale]).map((link) => link.href)).toContain(`${localizedPath('downloads', locale)}#miscellaneous`);
  });

  it('states that visitors get no cookie, so there is no cookie banner', () => {
    expect(legalPlainText(privacy.de)).toMatch(/Beim Besuch unserer Website setzen wir keine Cookies[\s\S]*Deshalb zeigen wir auch kein Cookie-Banner/);
    expect(legalPlainText(privacy.en)).toMatch(/We do not set any cookies when you visit our website[\s\S]*This is why we do not show a cookie banner/);
  });
});

describe('the terms and conditions', () => {
  it('cover every topic of a German injection moulder’s terms of sale', () => {
    expect(anchorIds(conditions.de)).toEqual([
      'scope',
      'offers',
      'prices',
      'delivery',
      'transfer-of-risk',
      'tooling',
      'drawings-and-ip',
      'quantity-tolerances',
      'retention-of-title',
      'warranty',
      'liability',
      'confidentiality',
      'jurisdiction',
      'applicable-law',
      'severability',
    ]);
    const text = legalPlainText(conditions.de);
    for (const phrase of ['§ 377 HGB', 'CISG', '§ 14 BGB', company.address.city, 'Stand: November 2026']) expect(text).toContain(phrase);
  });

  it('say in English that the German version prevails', () => {
    expect(legalPlainText(conditions.en)).toMatch(/the German version shall prevail/);
    expect(conditions.en.version).toBe('Version: November 2026');
  });
});

describe('the legal text schema', () => {
  const valid: LegalText = { sections: [{ id: 'scope', heading: 'Scope', body: ['A paragraph of text.'] }] };

  it('accepts links to pages, anchors, mail, phone and https only', () => {
    expect(hrefKind('/en/downloads/#miscellaneous')).toBe('internal');
    expect(hrefKind('/datenschutz/')).toBe('internal');
    expect(hrefKind(`mailto:${company.email}`)).toBe('mail');
    expect(hrefKind('tel:+492772584600')).toBe('phone');
    expect(hrefKind('https://datenschutz.hessen.de/')).toBe('external');
    for (const unsafe of ['javascript:alert(1)', 'data:text/html,x', 'http://example.com/', '/not-a-page/', 'downloads/', 'mailto:nobody', 'tel:0123']) {
      expect(hrefKind(unsafe), unsafe).toBeUndefined();
    }
    const withLink = (href: string) => ({ sections: [{ id: 'scope', heading: 'Scope', body: [['See ', { text: 'here', href }]] }] });
    expect(legalTextSchema.safeParse(withLink('/impressum/')).success).toBe(true);
    expect(legalTextSchema.safeParse(withLink('javascript:alert(1)')).success).toBe(false);
  });

  it('rejects duplicate anchors, empty sections, markup-like shapes and placeholders', () => {
    expect(legalTextSchema.safeParse(valid).success).toBe(true);
    expect(legalTextSchema.safeParse({ sections: [valid.sections[0], valid.sections[0]] }).success).toBe(false);
    expect(legalTextSchema.safeParse({ sections: [{ id: 'scope', heading: 'Scope', body: [] }] }).success).toBe(false);
    expect(legalTextSchema.safeParse({ sections: [{ id: 'Scope 1', heading: 'Scope', body: ['Text.'] }] }).success).toBe(false);
    expect(legalTextSchema.safeParse({ sections: [{ id: 'scope', heading: 'Scope', body: [{ html: '<b>x</b>' }] }] }).success).toBe(false);
    expect(legalTextSchema.safeParse({ sections: [{ id: 'scope', heading: 'Scope', body: ['Lorem ipsum dolor.'] }] }).success).toBe(false);
  });
});
