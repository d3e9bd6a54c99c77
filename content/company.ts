/**
 * The one place that names the company. Everything that shows the name, the brand or the
 * careers route reads it from here.
 */
export const company = {
  legalName: 'Lumoplast GmbH',
  brand: 'Lumoplast',
  /** Lower-case brand as it appears in URLs, e.g. `/karriere-lumoplast/`. */
  urlSlug: 'lumoplast',
} as const;
