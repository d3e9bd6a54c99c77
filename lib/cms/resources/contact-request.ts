import { z } from '@/lib/validation/zod';
import { locales } from '@/lib/routing/locales';
import { recordText } from './fields';

/**
 * The attributes of a `contact-requests` record, the one type the site only creates. The contact
 * form validates its input more strictly (lengths, line breaks) with its own schema before this.
 */
export const contactRequestAttributes = z.object({
  name: recordText,
  company: z.string().trim(),
  city: z.string().trim(),
  email: z.email(),
  subject: recordText,
  message: recordText,
  privacyConsent: z.literal(true),
  locale: z.enum(locales),
});

export type ContactRequestAttributes = z.input<typeof contactRequestAttributes>;
