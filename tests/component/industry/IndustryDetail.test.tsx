import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IndustryCards } from '@/components/industry/IndustryCards';
import { IndustryCase, IndustryExamples, IndustryFacts, IndustryTeaser, MoreIndustries } from '@/components/industry/IndustryDetail';
import { IndustryOverviewList } from '@/components/industry/IndustryOverviewList';
import { industries, industryOf } from '@/content/industries';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import { industryRouteIds } from '@/lib/routing/route-table';
import { WithIntl } from '../support/intl';
import { asRead } from '../support/read-text';
import { stubNextConfigEnv } from '../support/next-config';

beforeEach(() => {
  stubNextConfigEnv();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('an industry page', () => {
  it.each<Locale>(['de', 'en'])('shows teaser, case, four linked examples, facts and the way to all industries (%s)', (locale) => {
    const industry = industryOf('industries.technicalSolutions', locale);
    render(
      <WithIntl locale={locale}>
        <IndustryTeaser industry={industry} />
        <IndustryCase industry={industry} />
        <IndustryExamples industry={industry} locale={locale} />
        <IndustryFacts industry={industry} />
        <MoreIndustries others={industries[locale].filter((other) => other.name !== industry.name)} locale={locale} />
      </WithIntl>,
    );
    expect(screen.getByText(asRead(industry.teaser))).toBeInTheDocument();
    expect(screen.getByRole('img', { name: industry.image.alt })).toBeInTheDocument();

    const caseSection = within(screen.getByRole('region', { name: industry.caseTitle }));
    for (const paragraph of industry.caseText) expect(caseSection.getByText(asRead(paragraph))).toBeInTheDocument();

    const examples = within(screen.getByRole('region', { name: industry.exampleTitle }));
    expect(examples.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    for (const example of industry.examples) {
      expect(examples.getByRole('img', { name: example.image.alt })).toBeInTheDocument();
      expect(examples.getByText(asRead(example.description))).toBeInTheDocument();
      expect(examples.getByRole('link', { name: example.linkLabel })).toHaveAttribute('href', localizedPath(example.route, locale));
    }

    const facts = within(screen.getByRole('region', { name: industry.factsTitle })).getAllByRole('listitem');
    expect(facts.map((fact) => fact.textContent)).toEqual([...industry.facts]);

    const overview = screen.getByRole('link', { name: locale === 'de' ? 'Alle Branchen im Überblick' : 'All industries at a glance' });
    expect(overview).toHaveAttribute('href', localizedPath('industries.overview', locale));
    const more = within(screen.getByRole('region', { name: locale === 'de' ? 'Weitere Branchen' : 'Other industries' }));
    expect(more.getAllByRole('listitem')).toHaveLength(3);
  });
});

describe('the landing page cards', () => {
  it('link the four industries and the overview', () => {
    render(
      <WithIntl locale="de">
        <IndustryCards industries={industries.de} locale="de" />
      </WithIntl>,
    );
    const cards = within(screen.getByRole('region', { name: 'Für wen wir fertigen' }));
    expect(cards.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      industries.de.map((industry) => industry.title),
    );
    expect(cards.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      ...industryRouteIds.map((id) => localizedPath(id, 'de')),
      '/produkte-branchen/uebersicht/',
    ]);
  });
});

describe('the industry overview', () => {
  it('shows every industry with its teaser and facts title under its own heading', () => {
    render(
      <WithIntl locale="en">
        <IndustryOverviewList industries={industries.en} locale="en" />
      </WithIntl>,
    );
    for (const industry of industries.en) {
      const article = within(screen.getByRole('article', { name: industry.title }));
      expect(article.getByText(asRead(industry.teaser))).toBeInTheDocument();
      expect(article.getByRole('heading', { level: 3, name: industry.factsTitle })).toBeInTheDocument();
      expect(article.getByRole('link', { name: `${industry.title}: find out more` })).toHaveAttribute(
        'href',
        localizedPath(industry.name, 'en'),
      );
    }
  });
});
