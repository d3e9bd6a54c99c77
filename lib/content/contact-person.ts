import { z } from '@/lib/validation/zod';
import { text } from './localized';

/** The job roles of the people a customer can reach directly, in the order the contact page shows them. */
export const jobRoles = ['management', 'keyAccountManagement', 'fieldSales', 'purchasing'] as const;
export type JobRole = (typeof jobRoles)[number];

export const contactPersonSchema = z.strictObject({
  name: text,
  jobRole: z.enum(jobRoles),
  /** The position as printed on the business card, e.g. "Geschäftsführerin Technik". */
  position: text,
  /** What to contact this person about. */
  responsibility: text,
  phone: z.string().regex(/^\+49 [\d ]+$/),
  email: z.email(),
});

export const contactPersonsSchema = z.array(contactPersonSchema).min(4);

export type ContactPerson = z.output<typeof contactPersonSchema>;

/** "Dr. Katrin Albers" → "KA": shown where there is no portrait. Titles ending in a dot are skipped. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => word !== '' && !word.endsWith('.'));
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : '';
  return `${first}${last}`.toUpperCase();
}
