import { isEnquiryId } from './enquiry-id';
import type { EnquiryOutcome } from './enquiry-outcome';
import { draftOfSubmission, enquirySubmissionFromFormData } from './enquiry-submission';

export type EnquiryAction = (previous: EnquiryOutcome, formData: FormData) => Promise<EnquiryOutcome>;

/**
 * The form's send in the browser: the Server Action, whose failures on the way — the network dropped,
 * a proxy answered 502 while an instance restarted, an answer that is not the action's — become the
 * `failed` outcome with every value sent (and the enquiry's id, so sending it again keeps it once),
 * instead of an error that would replace the filled form with the error page. `passOn` names the
 * errors that are not the transmission's and go on to their boundary (an action this build lacks).
 */
export function surviveTransmissionFailures(action: EnquiryAction, passOn: (error: unknown) => boolean): EnquiryAction {
  return async (previous, formData) => {
    try {
      return await action(previous, formData);
    } catch (error) {
      if (passOn(error)) throw error;
      const submission = enquirySubmissionFromFormData(formData);
      return {
        status: 'failed',
        values: draftOfSubmission(submission),
        ...(isEnquiryId(submission.enquiryId) ? { enquiryId: submission.enquiryId } : {}),
      };
    }
  };
}
