'use server';

import { headers } from 'next/headers';
import { clientKey } from '@/lib/contact/client-key';
import { deliverEnquiry } from '@/lib/contact/deliver-enquiry';
import { createRateLimiter, enquiryRateLimit, type RateLimiter } from '@/lib/contact/enquiry-rate-limit';
import type { EnquiryOutcome } from '@/lib/contact/enquiry-outcome';
import { enquirySubmissionFromFormData } from '@/lib/contact/enquiry-submission';
import { enquiryOutcome, receiveEnquiry } from '@/lib/contact/receive-enquiry';

// One limit for the whole server process, however often the bundler instantiates this module.
const rateLimiter: RateLimiter = ((globalThis as { __enquiryRateLimiter?: RateLimiter }).__enquiryRateLimiter ??= createRateLimiter(enquiryRateLimit));

/**
 * The contact form's Server Action, for the stepped form (`useActionState`) and the form posted
 * without JavaScript alike: validates again, turns bots away and delivers.
 */
export async function sendEnquiry(_previous: EnquiryOutcome, formData: FormData): Promise<EnquiryOutcome> {
  const submission = enquirySubmissionFromFormData(formData);
  const receipt = await receiveEnquiry(submission, { client: clientKey(await headers()), rateLimiter, deliver: deliverEnquiry });
  return enquiryOutcome(receipt, submission);
}
