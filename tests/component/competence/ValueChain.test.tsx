import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompetenceCards } from '@/components/competence/CompetenceCards';
import { CompetenceDescription } from '@/components/competence/CompetenceDescription';
import { ValueChainNavigation } from '@/components/competence/ValueChainNavigation';
import { ValueChainSteps } from '@/components/competence/ValueChainSteps';
import { competenceOf, competences } from '@/content/competences';
import { valueChainStepIds } from '@/lib/content/competence';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import { competenceRouteIds } from '@/lib/routing/route-table';
import { WithIntl } from '../support/intl';
import { asRead } from '../support/read-text';
import { stubNextConfigEnv } from '../support/next-config';

beforeEach(() => {
  stubNextConfigEnv();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the competence cards', () => {
  it.each<Locale>(['de', 'en'])('link all eight competences to their pages (%s)', (locale) => {
    render(
      <WithIntl locale={locale}>
        <CompetenceCards competences={competences[locale]} locale={locale} />
      </WithIntl>,
    );
    const list = within(screen.getByRole('region', { name: locale === 'de' ? 'Alle Kompetenzen im Überblick' : 'All competences at a glance' }));
    const links = list.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(competenceRouteIds.map((id) => localizedPath(id, locale)));
    expect(links.map((link) => link.textContent)).toEqual(competences[locale].map((competence) => competence.title));
    expect(list.getByText(locale === 'de' ? 'Schritt 7' : 'Step 7')).toBeInTheDocument();
  });
});

describe('a competence page', () => {
  it('shows the description and exactly four facts', () => {
    const competence = competenceOf('competences.production', 'de');
    render(
      <WithIntl locale="de">
        <CompetenceDescription competence={competence} />
      </WithIntl>,
    );
    expect(screen.getByRole('heading', { level: 2, name: competence.headline })).toBeInTheDocument();
    for (const paragraph of competence.description) expect(screen.getByText(asRead(paragraph))).toBeInTheDocument();
    const facts = within(screen.getByRole('list', { name: 'Fakten zu Fertigung' })).getAllByRole('listitem');
    expect(facts.map((fact) => fact.textContent)).toEqual([...competence.facts]);
  });
});

describe('the value chain', () => {
  it.each<Locale>(['de', 'en'])('lists the seven steps in order, each linking to its page (%s)', (locale) => {
    render(
      <WithIntl locale={locale}>
        <ValueChainSteps steps={valueChainStepIds.map((id) => competenceOf(id, locale))} locale={locale} />
      </WithIntl>,
    );
    const steps = within(screen.getByRole('list', { name: locale === 'de' ? 'Die Schritte der Wertschöpfungskette' : 'The steps of the value chain' }));
    expect(steps.getAllByRole('listitem')).toHaveLength(7);
    expect(steps.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      valueChainStepIds.map((id) => localizedPath(id, locale)),
    );
  });

  it('links a step to its previous and next step and to all competences', () => {
    render(
      <WithIntl locale="de">
        <ValueChainNavigation
          previous={competenceOf('competences.engineering', 'de')}
          next={competenceOf('competences.prototyping', 'de')}
          locale="de"
        />
      </WithIntl>,
    );
    const navigation = within(screen.getByRole('navigation', { name: 'Weiter in der Wertschöpfungskette' }));
    expect(navigation.getByRole('link', { name: /Vorheriger Schritt\s+Konstruktion/ })).toHaveAttribute('href', '/kompetenzen/konstruktion/');
    expect(navigation.getByRole('link', { name: /Nächster Schritt\s+Prototyping/ })).toHaveAttribute('href', '/kompetenzen/prototyping/');
    expect(navigation.getByRole('link', { name: 'Alle Kompetenzen' })).toHaveAttribute('href', '/kompetenzen/');
  });

  it('leaves out the neighbour that does not exist at the end of the chain', () => {
    render(
      <WithIntl locale="en">
        <ValueChainNavigation previous={competenceOf('competences.automation', 'en')} locale="en" />
      </WithIntl>,
    );
    expect(screen.getByRole('link', { name: /Previous step\s+Automation/ })).toHaveAttribute('href', '/en/competences/automation/');
    expect(screen.queryByRole('link', { name: /Next step/ })).not.toBeInTheDocument();
  });
});
