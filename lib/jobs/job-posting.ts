import type { JobPosting, WithContext } from 'schema-dts';
import { company } from '@/content/company';
import type { JobOffer } from '@/lib/records/job-offers';

/** The schema.org `JobPosting` of a job offer, for search engines. */
export function jobPostingOf(job: JobOffer, url: string, descriptionHtml: string): WithContext<JobPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml,
    ...(job.publishedAt && { datePosted: job.publishedAt }),
    employmentType: job.kind === 'trainee' ? 'OTHER' : 'FULL_TIME',
    url,
    hiringOrganization: { '@type': 'Organization', name: company.legalName, sameAs: company.website },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: company.address.street,
        postalCode: company.address.postalCode,
        addressLocality: job.location ?? company.address.city,
        addressCountry: company.address.country,
      },
    },
  };
}
