import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobContactBox } from '@/components/careers/JobContactBox';
import { company } from '@/content/company';
import type { Locale } from '@/lib/routing/locales';
import { WithIntl } from '../support/intl';
import { stubNextConfigEnv } from '../support/next-config';

beforeEach(() => {
  stubNextConfigEnv();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

const texts = {
  de: {
    heading: 'Initiativbewerbung',
    rule: /Bewerbungen per E-Mail nehmen wir ausschließlich als PDF an\. Gezippte Dateien und andere Formate werden .*ungeöffnet gelöscht\./,
    country: 'Deutschland',
    subject: 'Initiativbewerbung',
  },
  en: {
    heading: 'Speculative application',
    rule: /we accept applications by e-mail only as PDF files\. .*zipped files and other formats are deleted unopened\./,
    country: 'Germany',
    subject: 'Speculative application',
  },
} as const;

describe.each(['de', 'en'] as const)('the job contact box in %s', (locale: Locale) => {
  const expected = texts[locale];

  function renderBox() {
    render(
      <WithIntl locale={locale}>
        <JobContactBox locale={locale} />
      </WithIntl>,
    );
    return screen.getByRole('region', { name: expected.heading });
  }

  it('shows the PDF-only rule', () => {
    const box = renderBox();
    expect(within(box).getByText(expected.rule)).toBeVisible();
  });

  it('links the applications e-mail address as a mailto link with a subject', () => {
    const box = renderBox();
    const link = within(box).getByRole('link', { name: company.applicationsEmail });
    expect(link).toHaveAttribute('href', `mailto:${company.applicationsEmail}?subject=${encodeURIComponent(expected.subject)}`);
  });

  it('gives the postal address of the company', () => {
    const box = renderBox();
    const address = box.querySelector('address');
    expect(address).not.toBeNull();
    expect(address).toHaveTextContent(company.legalName);
    expect(address).toHaveTextContent(company.address.street);
    expect(address).toHaveTextContent(`${company.address.postalCode} ${company.address.city}`);
    expect(address).toHaveTextContent(expected.country);
  });

  it('takes the heading level of its place on the page', () => {
    render(
      <WithIntl locale={locale}>
        <JobContactBox locale={locale} headingLevel={3} />
      </WithIntl>,
    );
    expect(screen.getByRole('heading', { level: 3, name: expected.heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(2);
  });
});
