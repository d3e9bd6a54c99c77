import { company } from '@/content/company';

/**
 * The `mailto:` link of the apply button: to the applications address, with the subject naming
 * the position ("Bewerbung auf die Stelle als …" / "Application for the position of …").
 */
export function applicationMailto(subjectPrefix: string, jobTitle: string): string {
  return `mailto:${company.applicationsEmail}?subject=${encodeURIComponent(`${subjectPrefix} ${jobTitle}`)}`;
}
