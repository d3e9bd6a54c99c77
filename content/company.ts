import { z } from '@/lib/validation/zod';
import { loadContent } from '@/lib/content/load-content';
import { brand } from './brand';

/**
 * The one place that names the company and holds its legal data (fictional).
 * Everything that shows the name, the brand, the address reads it from here.
 */
const companySchema = z.strictObject({
  legalName: z.string().min(3),
  brand: z.string().min(3),
  foundedYear: z.number().int(),
  address: z.strictObject({
    street: z.string().min(3),
    postalCode: z.string().regex(/^\d{5}$/),
    city: z.string().min(2),
    /** ISO 3166-1 alpha-2 */
    country: z.string().length(2),
  }),
  phone: z.string().regex(/^\+49 [\d ]+$/),
  fax: z.string().regex(/^\+49 [\d ]+$/),
  email: z.email(),
  applicationsEmail: z.email(),
  privacyEmail: z.email(),
  website: z.url(),
  managingDirectors: z.array(z.string().min(3)).min(1),
  registerCourt: z.string().min(3),
  registerNumber: z.string().regex(/^HRB \d+$/),
  vatId: z.string().regex(/^DE\d{9}$/),
  /** The external reporting system of the whistleblower (ombudsperson) procedure. */
  whistleblowerSystemUrl: z.url(),
});

export const company = loadContent('content/company.ts', companySchema, {
  legalName: 'Lumoplast GmbH',
  brand,
  foundedYear: 2004,
  address: { street: 'Industriestraße 14', postalCode: '35745', city: 'Herborn', country: 'DE' },
  phone: '+49 2772 58 460 0',
  fax: '+49 2772 58 460 99',
  email: 'info@lumoplast.de',
  applicationsEmail: 'bewerbung@lumoplast.de',
  privacyEmail: 'datenschutz@lumoplast.de',
  website: 'https://www.lumoplast.de',
  managingDirectors: ['Dr. Katrin Albers', 'Jens Hofmann'],
  registerCourt: 'Amtsgericht Wetzlar',
  registerNumber: 'HRB 7712',
  vatId: 'DE281456093',
  whistleblowerSystemUrl: 'https://lumoplast.hinweisportal.de/',
} as const);
