import type { Metadata } from 'next';
import { company } from '@/content/company';

/** Every `<title>` of the site: the page's own title, then the brand. */
export function documentTitle(title: string): NonNullable<Metadata['title']> {
  return { absolute: `${title} | ${company.brand}` };
}
