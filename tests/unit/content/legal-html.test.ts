import { describe, expect, it } from 'vitest';
import { conditions } from '@/content/legal/conditions';
import { privacy } from '@/content/legal/privacy';
import { legalTextHtml, type LegalTextClassNames } from '@/lib/content/legal-html';
import { anchorIds, legalLinks, legalTextSchema, type LegalBlock, type LegalText } from '@/lib/content/legal-text';

const classNames: LegalTextClassNames = {
  section: 's',
  heading: 'h',
  subsection: 'ss',
  subheading: 'sh',
  paragraph: 'p',
  lines: 'l',
  list: 'li',
  terms: 't',
  term: 'tm',
  version: 'v',
};

/** The HTML of one block, inside its section's wrapper. */
function blockHtml(block: LegalBlock): string {
  const html = legalTextHtml({ sections: [{ id: 'scope', heading: 'Scope', body: [block] }] }, classNames);
  const opening = '<section id="scope" aria-labelledby="scope-heading" class="s"><h2 id="scope-heading" class="h">Scope</h2>';
  expect(html.startsWith(opening)).toBe(true);
  expect(html.endsWith('</section>')).toBe(true);
  return html.slice(opening.length, -'</section>'.length);
}

describe('legalTextHtml', () => {
  it('writes a plain paragraph', () => {
    expect(blockHtml('A paragraph of text.')).toBe('<p class="p">A paragraph of text.</p>');
  });

  it('writes runs, emphasis and links of a paragraph', () => {
    const html = blockHtml(['See the ', { text: 'imprint', href: '/impressum/' }, ' and ', { strong: 'object' }, '.']);
    expect(html).toBe('<p class="p">See the <a href="/impressum/">imprint</a> and <strong>object</strong>.</p>');
  });

  it('writes mail, phone, external and anchored internal links as plain links', () => {
    const html = blockHtml([
      { text: 'mail', href: 'mailto:info@example.com' },
      { text: 'phone', href: 'tel:+492772584600' },
      { text: 'site', href: 'https://datenschutz.hessen.de/' },
      { text: 'documents', href: '/en/downloads/#miscellaneous' },
    ]);
    expect(html).toBe(
      '<p class="p"><a href="mailto:info@example.com">mail</a><a href="tel:+492772584600">phone</a>' +
        '<a href="https://datenschutz.hessen.de/">site</a><a href="/en/downloads/#miscellaneous">documents</a></p>',
    );
  });

  it('writes bullet and numbered lists', () => {
    expect(blockHtml({ list: ['one', ['two ', { strong: 'bold' }]] })).toBe('<ul class="li"><li>one</li><li>two <strong>bold</strong></li></ul>');
    expect(blockHtml({ list: ['one', 'two'], ordered: true })).toBe('<ol class="li"><li>one</li><li>two</li></ol>');
  });

  it('writes lines with a break between them', () => {
    expect(blockHtml({ lines: ['Street 1', '12345 City', 'Germany'] })).toBe('<p class="l">Street 1<br/>12345 City<br/>Germany</p>');
  });

  it('writes terms with their descriptions', () => {
    const html = blockHtml({
      terms: [
        { term: 'Purpose', description: 'Delivery.' },
        { term: 'Contact', description: [{ text: 'mail', href: 'mailto:a@example.com' }] },
      ],
    });
    expect(html).toBe(
      '<dl class="t"><div class="tm"><dt>Purpose</dt><dd>Delivery.</dd></div>' +
        '<div class="tm"><dt>Contact</dt><dd><a href="mailto:a@example.com">mail</a></dd></div></dl>',
    );
  });

  it('writes sub-sections with their anchor, emphasized sections and the version line', () => {
    const text: LegalText = {
      sections: [
        {
          id: 'rights',
          heading: '11. Rights',
          body: [],
          emphasized: true,
          subsections: [
            { id: 'access', heading: '11.1 Access', body: ['Text.'] },
            { id: 'objection', heading: '11.2 Objection', body: ['Text.'], emphasized: true },
          ],
        },
      ],
      version: 'Version: November 2026',
    };
    expect(legalTextHtml(text, classNames)).toBe(
      '<section id="rights" aria-labelledby="rights-heading" class="s" data-emphasized="true"><h2 id="rights-heading" class="h">11. Rights</h2>' +
        '<div id="access" class="ss"><h3 class="sh">11.1 Access</h3><p class="p">Text.</p></div>' +
        '<div id="objection" class="ss" data-emphasized="true"><h3 class="sh">11.2 Objection</h3><p class="p">Text.</p></div>' +
        '</section><p class="v">Version: November 2026</p>',
    );
  });

  it('leaves out a class it is not given', () => {
    expect(legalTextHtml({ sections: [{ id: 'scope', heading: 'Scope', body: ['Text.'] }] }, {})).toBe(
      '<section id="scope" aria-labelledby="scope-heading"><h2 id="scope-heading">Scope</h2><p>Text.</p></section>',
    );
  });

  it('escapes markup, quotes and ampersands in every text the schema lets through', () => {
    const hostile = '<script>alert("x")</script> & \'quoted\'';
    const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;quoted&#x27;';
    const text = legalTextSchema.parse({
      sections: [
        {
          id: 'scope',
          heading: hostile,
          body: [
            hostile,
            [hostile, { strong: hostile }, { text: hostile, href: '/impressum/' }],
            { list: [hostile, hostile] },
            { lines: [hostile, hostile] },
            { terms: [{ term: hostile, description: hostile }] },
          ],
          subsections: [{ id: 'sub', heading: hostile, body: [hostile] }],
        },
      ],
      version: hostile,
    });
    const html = legalTextHtml(text, classNames);
    expect(html).not.toMatch(/<script|"x"|'quoted'|& /);
    expect(html.split(escaped)).toHaveLength(15);
  });

  it('escapes quotes, ampersands and angle brackets in a link and a class name', () => {
    const href = 'https://example.com/?a=1&b="x"\'<script>';
    const text = legalTextSchema.parse({ sections: [{ id: 'scope', heading: 'Scope', body: [[{ text: 'link', href }]] }] });
    expect(legalTextHtml(text, { paragraph: 'a"b' })).toContain(
      '<p class="a&quot;b"><a href="https://example.com/?a=1&amp;b=&quot;x&quot;&#x27;&lt;script&gt;">link</a></p>',
    );
  });

  it('never writes a link the schema refuses, only its text', () => {
    for (const href of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'http://example.com/', '/not-a-page/', 'impressum/']) {
      const link = { text: 'click <here>', href };
      expect(legalTextSchema.safeParse({ sections: [{ id: 'scope', heading: 'Scope', body: [[link]] }] }).success, href).toBe(false);
      expect(blockHtml([link]), href).toBe('<p class="p">click &lt;here&gt;</p>');
    }
  });

  it.each([
    ['privacy', privacy.de],
    ['privacy', privacy.en],
    ['conditions', conditions.de],
  ])('gives every section of the %s its anchor, heading and links', (_, text) => {
    const html = legalTextHtml(text, classNames);
    for (const section of text.sections) {
      expect(html).toContain(`<section id="${section.id}" aria-labelledby="${section.id}-heading"`);
      expect(html).toContain(`<h2 id="${section.id}-heading"`);
    }
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id).filter((id) => !id?.endsWith('-heading'));
    expect(ids).toEqual(anchorIds(text));
    expect(html.match(/<h2 /g)).toHaveLength(text.sections.length);
    expect(html.match(/<h3 /g) ?? []).toHaveLength(text.sections.flatMap((section) => section.subsections ?? []).length);
    const hrefs = [...html.matchAll(/<a href="([^"]+)">/g)].map(([, href]) => href?.replaceAll('&amp;', '&'));
    expect(hrefs).toEqual(legalLinks(text).map((link) => link.href));
  });
});
