import sanitizeHtml from 'sanitize-html';

/**
 * HTML from the backend (a job's detail, a news body) as the site may render it: paragraphs,
 * headings, lists, emphasis and links; links only to the site's own pages, https, mailto or tel,
 * and those to other sites open as plain links with `rel="noopener noreferrer"`. Everything else
 * (scripts, styles, event handlers, images, iframes, forms) is removed.
 */
export function sanitizeBackendHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'a', 'br', 'blockquote'],
    // `rel` is only ever the one the transform below sets.
    allowedAttributes: { a: ['href', 'rel'] },
    allowedSchemes: ['https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    transformTags: {
      b: 'strong',
      i: 'em',
      a: (tagName, attributes) => {
        const href = attributes.href ?? '';
        const attribs: Record<string, string> = /^https:\/\//i.test(href) ? { href, rel: 'noopener noreferrer' } : { href };
        return { tagName, attribs };
      },
    },
    allowedSchemesAppliedToAttributes: ['href'],
  });
}
