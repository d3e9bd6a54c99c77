/**
 * The brand as visitors know it, alone and without validation: client components (the error page's
 * title) read it from here, so zod and the company's data stay out of every page's JavaScript.
 * `company.brand` in content/company.ts is this value.
 */
export const brand = 'Lumoplast';
