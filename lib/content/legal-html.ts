import {
  hrefKind,
  type LegalBlock,
  type LegalInlinePart,
  type LegalParagraph,
  type LegalSection,
  type LegalSubsection,
  type LegalText,
} from './legal-text';

/**
 * The sections of a legal text as one HTML string, so a page hydrates the whole text as one element
 * instead of hundreds. The markup is the one React writes for the same elements, entities included;
 * every text and attribute value is escaped, so nothing in the content can add markup.
 */

/** The classes of `LegalText.module.scss` the text uses; a class left out is not written. */
export type LegalTextClassNames = Readonly<
  Partial<Record<'section' | 'heading' | 'subsection' | 'subheading' | 'paragraph' | 'lines' | 'list' | 'terms' | 'term' | 'version', string>>
>;

// The same entities React writes, so the markup stays byte for byte what it was.
const entities: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}

/** ` name="value"` for each attribute with a value, in the order given. */
function attributes(values: readonly (readonly [string, string | undefined])[]): string {
  return values.map(([name, value]) => (value === undefined ? '' : ` ${name}="${escapeHtml(value)}"`)).join('');
}

function inlinePart(part: LegalInlinePart): string {
  if (typeof part === 'string') return escapeHtml(part);
  if ('strong' in part) return `<strong>${escapeHtml(part.strong)}</strong>`;
  // The schema refuses such a link; should one get through anyway, its text stays and the link goes.
  if (hrefKind(part.href) === undefined) return escapeHtml(part.text);
  return `<a${attributes([['href', part.href]])}>${escapeHtml(part.text)}</a>`;
}

/** The content of a paragraph, list item, line or description: text, links and emphasis. */
function legalParagraphHtml(paragraph: LegalParagraph): string {
  return typeof paragraph === 'string' ? escapeHtml(paragraph) : paragraph.map(inlinePart).join('');
}

function blockHtml(block: LegalBlock, classNames: LegalTextClassNames): string {
  if (typeof block === 'string' || Array.isArray(block)) {
    return `<p${attributes([['class', classNames.paragraph]])}>${legalParagraphHtml(block)}</p>`;
  }
  if ('list' in block) {
    const tag = block.ordered ? 'ol' : 'ul';
    const items = block.list.map((item) => `<li>${legalParagraphHtml(item)}</li>`).join('');
    return `<${tag}${attributes([['class', classNames.list]])}>${items}</${tag}>`;
  }
  if ('lines' in block) {
    return `<p${attributes([['class', classNames.lines]])}>${block.lines.map(legalParagraphHtml).join('<br/>')}</p>`;
  }
  const terms = block.terms.map(
    ({ term, description }) =>
      `<div${attributes([['class', classNames.term]])}><dt>${escapeHtml(term)}</dt><dd>${legalParagraphHtml(description)}</dd></div>`,
  );
  return `<dl${attributes([['class', classNames.terms]])}>${terms.join('')}</dl>`;
}

function emphasized(value: boolean | undefined): string | undefined {
  return value ? 'true' : undefined;
}

function subsectionHtml(subsection: LegalSubsection, classNames: LegalTextClassNames): string {
  return [
    `<div${attributes([['id', subsection.id], ['class', classNames.subsection], ['data-emphasized', emphasized(subsection.emphasized)]])}>`,
    `<h3${attributes([['class', classNames.subheading]])}>${escapeHtml(subsection.heading)}</h3>`,
    ...subsection.body.map((block) => blockHtml(block, classNames)),
    '</div>',
  ].join('');
}

function sectionHtml(section: LegalSection, classNames: LegalTextClassNames): string {
  const headingId = `${section.id}-heading`;
  return [
    `<section${attributes([
      ['id', section.id],
      ['aria-labelledby', headingId],
      ['class', classNames.section],
      ['data-emphasized', emphasized(section.emphasized)],
    ])}>`,
    `<h2${attributes([['id', headingId], ['class', classNames.heading]])}>${escapeHtml(section.heading)}</h2>`,
    ...section.body.map((block) => blockHtml(block, classNames)),
    ...(section.subsections ?? []).map((subsection) => subsectionHtml(subsection, classNames)),
    '</section>',
  ].join('');
}

/**
 * The text's sections (`<section>` with an `<h2>`, sub-sections `<div>` with an `<h3>`, the anchors of
 * the table of contents as their ids) and its version line, as one HTML string.
 */
export function legalTextHtml(text: LegalText, classNames: LegalTextClassNames): string {
  const version = text.version ? `<p${attributes([['class', classNames.version]])}>${escapeHtml(text.version)}</p>` : '';
  return text.sections.map((section) => sectionHtml(section, classNames)).join('') + version;
}
