/** A job offer as the pages show it (`lib/cms/resources/job-offer.ts`); the content store keeps them (`lib/content-store/`). */
export type { JobKind, JobOffer } from '../cms/resources/job-offer';
