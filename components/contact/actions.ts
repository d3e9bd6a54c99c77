'use server';

import { headers } from 'next/headers';
import { clientKey } from '@/lib/contact/client-key';
import { deliverEnquiry } from '@/lib/contact/deliver-enquiry';
import { enquiryCeiling, enquiryCeilingLimit, enquiryRateLimit, type RateLimiter } from '@/lib/contact/enquiry-rate-limit';
import { emptyEnquiryDraft } from '@/lib/contact/enquiry-fields';
import type { EnquiryOutcome } from '@/lib/contact/enquiry-outcome';
import { enquirySubmissionFromFormData } from '@/lib/contact/enquiry-submission';
import { enquiryOutcome, receiveEnquiry } from '@/lib/contact/receive-enquiry';
import { createSharedRateLimiter } from '@/lib/contact/shared-rate-limit';

type EnquiryLimits = { __enquiryRateLimiter?: RateLimiter; __enquiryCeiling?: RateLimiter };

/**
 * The limits of the whole server process, however often the bundler instantiates this module: counted
 * in Redis with `REDIS_URL` (for all instances), else and while Redis is away in memory. The ceiling's
 * limit is read from the environment on every enquiry (`ENQUIRY_CEILING_PER_MINUTE`).
 */
function enquiryLimits() {
  const limits = globalThis as EnquiryLimits;
  return {
    rateLimiter: (limits.__enquiryRateLimiter ??= createSharedRateLimiter({ name: 'client', ...enquiryRateLimit })),
    ceiling: (limits.__enquiryCeiling ??= createSharedRateLimiter({ name: 'ceiling', limit: () => enquiryCeilingLimit(), windowMs: enquiryCeiling.windowMs })),
  };
}

/**
 * The contact form's Server Action, for the stepped form (`useActionState`) and the form posted
 * without JavaScript alike: validates again, turns bots away and delivers. Whose address counts for
 * the rate limit depends on `TRUSTED_PROXY_HOPS`, read on every request (see `clientKey`). Anyone can
 * call it with any arguments: anything but a form is not delivered (and throws nothing, which would be a 500).
 */
export async function sendEnquiry(_previous: EnquiryOutcome, formData: FormData): Promise<EnquiryOutcome> {
  if (!(formData instanceof FormData)) return { status: 'failed', values: emptyEnquiryDraft };
  const submission = enquirySubmissionFromFormData(formData);
  const receipt = await receiveEnquiry(submission, { client: clientKey(await headers()), ...enquiryLimits(), deliver: deliverEnquiry });
  return enquiryOutcome(receipt, submission);
}
