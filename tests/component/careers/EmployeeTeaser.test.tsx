import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmployeeTeaser } from '@/components/careers/EmployeeTeaser';
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
  de: { teaserLink: 'Alle Mitarbeiterstimmen ansehen', teaserHref: '/karriere-lumoplast/mitarbeiterstimmen/#melanie' },
  en: { teaserLink: 'See all employee testimonials', teaserHref: '/en/careers/employee-testimonials/#melanie' },
} as const;

describe.each(['de', 'en'] as const)('the employee teaser in %s', (locale: Locale) => {
  it('shows one quote with first name and role and links to that employee’s testimonial', () => {
    render(
      <WithIntl locale={locale}>
        <EmployeeTeaser locale={locale} />
      </WithIntl>,
    );
    const teaser = screen.getByRole('region');
    expect(teaser.querySelectorAll('blockquote')).toHaveLength(1);
    expect(within(teaser).getByText('Melanie')).toBeInTheDocument();
    expect(within(teaser).getByRole('link', { name: texts[locale].teaserLink })).toHaveAttribute('href', texts[locale].teaserHref);
  });

  it('shows another employee when asked to', () => {
    render(
      <WithIntl locale={locale}>
        <EmployeeTeaser locale={locale} testimonialId="tobias" />
      </WithIntl>,
    );
    expect(screen.getByText('Tobias')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', texts[locale].teaserHref.replace('melanie', 'tobias'));
  });
});
