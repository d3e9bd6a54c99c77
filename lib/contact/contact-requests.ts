import 'server-only';
import type { BackendClient } from '../cms/client';
import { backendClient } from '../cms/connection';
import type { ContactRequestAttributes } from '../cms/resources/contact-request';

export type { ContactRequestAttributes } from '../cms/resources/contact-request';

/**
 * Sends an enquiry to the CMS (POST `contact-requests`), with the id the site gave it (`data.id`): a
 * CMS that has that id already answers 409. Throws `BackendError` when it did not arrive (or, with
 * status 422, when the attributes are invalid and nothing was sent). Only for the CMS: the embedded
 * default is read-only, so the contact action stores enquiries itself when `backendMode()` is `'embedded'`.
 */
export async function sendContactRequest(
  attributes: ContactRequestAttributes,
  { id, client = backendClient() }: { id?: string; client?: BackendClient } = {},
): Promise<void> {
  await client.create('contact-requests', { id, attributes });
}
