import type { Resolver } from 'react-hook-form';
import type { Enquiry } from './enquiry';
import type { EnquiryDraft } from './enquiry-fields';

type EnquiryResolver = Resolver<EnquiryDraft, unknown, Enquiry>;

let loading: Promise<EnquiryResolver> | undefined;

/**
 * The shared schema (./enquiry.ts) as react-hook-form's resolver, loaded on first use: the contact
 * page's first render needs neither Zod nor the resolver, only a check does. The form asks for it
 * early, as soon as the visitor starts on it, so the first check rarely waits. A failed load (the
 * network dropped) is tried again on the next check.
 */
export function loadEnquiryResolver(): Promise<EnquiryResolver> {
  loading ??= Promise.all([import('@hookform/resolvers/zod'), import('./enquiry')]).then(
    // The schema takes `privacyConsent: true` only; the form holds a boolean until it is ticked.
    ([{ zodResolver }, { enquirySchema }]) => zodResolver(enquirySchema) as unknown as EnquiryResolver,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** react-hook-form's resolver for the enquiry: the shared schema, loaded when first needed. */
export const enquiryResolver: EnquiryResolver = async (values, context, options) => (await loadEnquiryResolver())(values, context, options);
