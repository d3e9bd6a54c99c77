import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CaseStudyOverview } from '@/components/innovation/CaseStudyOverview';
import { InnovationLanding } from '@/components/innovation/InnovationLanding';
import { caseStudiesOf } from '@/content/case-studies';
import { innovation } from '@/content/innovation';
import { keyFigureHighlights } from '@/lib/content/case-study';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import { WithIntl } from '../support/intl';
import { asRead } from '../support/read-text';
import { stubNextConfigEnv } from '../support/next-config';

beforeEach(() => {
  stubNextConfigEnv();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

const overviewLinkName = { de: 'Alle Fallstudien im Überblick', en: 'All case studies at a glance' } as const;

describe('InnovationLanding', () => {
  it.each(['de', 'en'] as const)('explains the development in ordered steps (%s)', (locale: Locale) => {
    render(
      <WithIntl locale={locale}>
        <InnovationLanding content={innovation[locale]} studies={caseStudiesOf(locale)} locale={locale} />
      </WithIntl>,
    );
    const approach = screen.getByRole('region', { name: innovation[locale].approach.heading });
    const steps = within(approach).getByRole('list');
    expect(steps.tagName).toBe('OL');
    expect(within(steps).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      innovation[locale].approach.steps.map((step) => step.title),
    );
  });

  it.each(['de', 'en'] as const)('links the three case studies and the overview (%s)', (locale: Locale) => {
    render(
      <WithIntl locale={locale}>
        <InnovationLanding content={innovation[locale]} studies={caseStudiesOf(locale)} locale={locale} />
      </WithIntl>,
    );
    const cards = screen.getByRole('region', { name: innovation[locale].caseStudies.heading });
    for (const study of caseStudiesOf(locale)) {
      expect(within(cards).getByRole('link', { name: study.title })).toHaveAttribute('href', localizedPath(study.name, locale));
      expect(within(cards).getByText(asRead(study.teaser))).toBeInTheDocument();
    }
    // Cards carry no highlights on the landing page, and their drawings are decorative there.
    expect(within(cards).queryByRole('list', { name: /Kennzahlen|Key figures/ })).toBeNull();
    expect(within(cards).queryAllByRole('img')).toHaveLength(0);
    expect(screen.getByRole('link', { name: overviewLinkName[locale] })).toHaveAttribute('href', localizedPath('innovation.overview', locale));
  });
});

describe('CaseStudyOverview', () => {
  it.each(['de', 'en'] as const)('shows every case study with its teaser and key figure highlights (%s)', (locale: Locale) => {
    render(
      <WithIntl locale={locale}>
        <CaseStudyOverview content={innovation[locale].overviewList} studies={caseStudiesOf(locale)} locale={locale} />
      </WithIntl>,
    );
    expect(screen.getAllByRole('article')).toHaveLength(3);
    for (const study of caseStudiesOf(locale)) {
      const link = screen.getByRole('link', { name: study.title });
      expect(link).toHaveAttribute('href', localizedPath(study.name, locale));
      const card = link.closest('article') as HTMLElement;
      expect(within(card).getByText(asRead(study.teaser))).toBeInTheDocument();
      const highlights = within(card).getByRole('list', { name: `${locale === 'de' ? 'Kennzahlen' : 'Key figures'}: ${study.title}` });
      expect(within(highlights).getAllByRole('listitem').map((item) => item.textContent)).toEqual(
        keyFigureHighlights(study).map((figure) => `${figure.value} ${figure.label}`),
      );
    }
  });
});
