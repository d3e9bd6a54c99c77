import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CaseStudyDetail } from '@/components/innovation/CaseStudyDetail';
import { caseStudiesOf, caseStudyOf } from '@/content/case-studies';
import { furtherCaseStudies, type CaseStudyName } from '@/lib/content/case-study';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import { caseStudyRouteIds } from '@/lib/routing/route-table';
import { WithIntl } from '../support/intl';
import { asRead } from '../support/read-text';
import { stubNextConfigEnv } from '../support/next-config';

beforeEach(() => {
  stubNextConfigEnv();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

const headings = {
  de: ['Anforderungen', 'Konzept', 'Umsetzung', 'Zahlen und Fakten', 'Aus dem Projektteam', 'Weitere Fallstudien'],
  en: ['Requirements', 'Concept', 'Realisation', 'Key figures', 'From the project team', 'Further case studies'],
} as const;

function renderDetail(name: CaseStudyName, locale: Locale) {
  const study = caseStudyOf(name, locale);
  render(
    <WithIntl locale={locale}>
      <CaseStudyDetail study={study} further={furtherCaseStudies(caseStudiesOf(locale), name)} locale={locale} />
    </WithIntl>,
  );
  return study;
}

const cases = caseStudyRouteIds.flatMap((name) => (['de', 'en'] as const).map((locale) => ({ name, locale })));

describe('CaseStudyDetail', () => {
  it.each(cases)('shows the chapters of $name in order, as sections under second-level headings ($locale)', ({ name, locale }) => {
    renderDetail(name, locale);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(headings[locale]);
    for (const heading of headings[locale]) expect(screen.getByRole('region', { name: heading })).toBeInTheDocument();
  });

  it.each(cases)('writes out requirements, concept and realisation of $name ($locale)', ({ name, locale }) => {
    const study = renderDetail(name, locale);
    const [requirements, concept, realization] = headings[locale].map((heading) => screen.getByRole('region', { name: heading }));
    for (const [region, chapter] of [
      [requirements!, study.requirements],
      [concept!, study.concept],
      [realization!, study.realization],
    ] as const) {
      for (const paragraph of chapter.paragraphs) expect(within(region).getByText(asRead(paragraph))).toBeInTheDocument();
      if (chapter.points.length > 0) expect(within(region).getAllByRole('listitem')).toHaveLength(chapter.points.length);
    }
    expect(within(concept!).getByRole('img', { name: study.illustration.alt })).toHaveAttribute('src', study.illustration.src);
  });

  it.each(cases)('quotes the project team of $name in a blockquote with its caption ($locale)', ({ name, locale }) => {
    const study = renderDetail(name, locale);
    const quote = screen.getByText(asRead(study.citation.quote));
    expect(quote.closest('blockquote')).not.toBeNull();
    const caption = quote.closest('figure')?.querySelector('figcaption');
    expect(caption).toHaveTextContent(`${study.citation.person}, ${study.citation.role}`);
    expect(within(caption as HTMLElement).getByText(study.citation.person)).toBeInTheDocument();
    expect(within(caption as HTMLElement).getByText(study.citation.role)).toBeInTheDocument();
  });

  it.each(cases)('lists every key figure of $name ($locale)', ({ name, locale }) => {
    const study = renderDetail(name, locale);
    const figures = within(screen.getByRole('region', { name: headings[locale][3] })).getAllByRole('listitem');
    expect(figures.map((figure) => figure.textContent)).toEqual(study.keyFigures.map((figure) => `${figure.value} ${figure.label}`));
  });

  it.each(cases)('links from $name to the two other case studies and the overview ($locale)', ({ name, locale }) => {
    renderDetail(name, locale);
    const further = screen.getByRole('region', { name: headings[locale][5] });
    const others = caseStudyRouteIds.filter((other) => other !== name);
    for (const other of others) {
      const link = within(further).getByRole('link', { name: caseStudyOf(other, locale).title });
      expect(link).toHaveAttribute('href', localizedPath(other, locale));
    }
    expect(within(further).queryByRole('link', { name: caseStudyOf(name, locale).title })).toBeNull();
    expect(within(further).getByRole('link', { name: locale === 'de' ? 'Alle Fallstudien im Überblick' : 'All case studies at a glance' })).toHaveAttribute(
      'href',
      localizedPath('innovation.overview', locale),
    );
  });
});
