/**
 * A text as Testing Library reads the page: its default normalizer and `toHaveTextContent` turn every
 * run of whitespace, a no-break space included, into one plain space, but leave the text asked for as
 * it is. Content joins a figure and its unit with a no-break space ("650 t"); a query for such a text
 * asks for it as read.
 */
export function asRead(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
