import { render, screen, within } from '@testing-library/react';
import { createFormatter, createTranslator } from 'next-intl';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { JobOfferDetail } from '@/components/jobs/JobOfferDetail';
import type { JobOffer } from '@/lib/records/job-offers';
import { sanitizeBackendHtml } from '@/lib/records/record-html';
import type { Locale } from '@/lib/routing/locales';
import { messages } from '../support/intl';

const locale = vi.hoisted(() => ({ current: 'de' as 'de' | 'en' }));

vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: locale.current, messages: messages[locale.current], namespace: namespace as 'Jobs', timeZone: 'Europe/Berlin' }),
  getFormatter: async () => createFormatter({ locale: locale.current, timeZone: 'Europe/Berlin' }),
}));

const offers: Record<Locale, JobOffer> = {
  de: {
    id: 'j-1',
    locale: 'de',
    translationKey: 'shift-supervisor',
    slug: 'schichtleiter-spritzguss',
    cmsSlug: null,
    title: 'Schichtleiter/in Spritzguss (m/w/d)',
    kind: 'employee',
    location: 'Herborn',
    tasks: ['Sie führen Ihre Schicht.'],
    requirements: ['Erfahrung im Spritzguss'],
    benefits: ['30\u00a0Tage Urlaub'],
    detail:
      '<p>In unserer Fertigung laufen über\u00a070 Spritzgießmaschinen rund um die Uhr.</p><ul><li><strong>Arbeitszeit:</strong> Vollzeit im Dreischichtbetrieb</li><li><strong>Eintritt:</strong> ab sofort</li></ul><p>Wir freuen uns auf Ihre Bewerbung.</p>',
    publishedAt: '2026-09-01T09:00:00+02:00',
  },
  en: {
    id: 'j-2',
    locale: 'en',
    translationKey: 'shift-supervisor',
    slug: 'shift-supervisor-injection-moulding',
    cmsSlug: null,
    title: 'Shift Supervisor Injection Moulding (m/f/d)',
    kind: 'employee',
    location: 'Herborn',
    tasks: ['You lead your shift.'],
    requirements: ['Experience in injection moulding'],
    benefits: ['30\u00a0days of holiday'],
    detail:
      '<p>More\u00a0than\u00a070 injection moulding machines run around the clock.</p><ul><li><strong>Working hours:</strong> full time in three shifts</li><li><strong>Start:</strong> as soon as possible</li></ul><p>We look forward to your application.</p>',
    publishedAt: '2026-09-01T09:00:00+02:00',
  },
};

const words = {
  de: {
    introduction: 'In unserer Fertigung laufen über 70 Spritzgießmaschinen rund um die Uhr.',
    facts: ['Arbeitszeit: Vollzeit im Dreischichtbetrieb', 'Eintritt: ab sofort'],
    sections: ['Ihre Aufgaben', 'Ihr Profil', 'Was wir bieten'],
    closing: 'Wir freuen uns auf Ihre Bewerbung.',
    apply: 'So bewerben Sie sich',
    meta: 'Herborn · veröffentlicht am 1.\u00a0September\u00a02026',
  },
  en: {
    introduction: 'More than 70 injection moulding machines run around the clock.',
    facts: ['Working hours: full time in three shifts', 'Start: as soon as possible'],
    sections: ['Your tasks', 'Your profile', 'What we offer'],
    closing: 'We look forward to your application.',
    apply: 'How to apply',
    meta: 'Herborn · published on September\u00a01,\u00a02026',
  },
} as const;

/** A tree of server components with every async component in it awaited, as the server renders it for the page. */
async function rendered(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(rendered));
  if (!isValidElement(node)) return node;
  const { type, props } = node as ReactElement<{ children?: ReactNode }>;
  if (typeof type === 'function' && type.constructor.name === 'AsyncFunction') return rendered(await (type as (props: unknown) => Promise<ReactNode>)(props));
  if (props.children === undefined) return node;
  const children = await rendered(props.children);
  return Array.isArray(props.children) ? cloneElement(node, undefined, ...(children as ReactNode[])) : cloneElement(node, undefined, children);
}

/** Whether `first` comes before `second` in the document. */
const precedes = (first: Element, second: Element) => Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

async function renderOffer(language: Locale) {
  locale.current = language;
  const job = offers[language];
  render(await rendered(await JobOfferDetail({ job, detailHtml: sanitizeBackendHtml(job.detail), furtherJobs: [], locale: language })));
  return job;
}

describe.each(['de', 'en'] as const)('a job offer in %s', (language) => {
  const say = words[language];

  it('opens with the introduction and its facts, then tasks, profile and benefits, then the rest and how to apply', async () => {
    await renderOffer(language);
    const article = screen.getByRole('article');
    const introduction = within(article).getByText(say.introduction);
    const facts = say.facts.map((fact) => within(article).getByText((_, element) => element?.tagName === 'LI' && element.textContent === fact));
    const sections = say.sections.map((name) => within(article).getByRole('heading', { level: 2, name }));
    const closing = within(article).getByText(say.closing);
    const apply = within(article).getByRole('heading', { level: 2, name: say.apply });

    const order = [introduction, ...facts, ...sections, closing, apply];
    for (const [index, element] of order.slice(1).entries()) expect(precedes(order[index]!, element), element.textContent ?? '').toBe(true);
    expect(precedes(within(article).getByRole('heading', { level: 1 }), introduction)).toBe(true);
  });

  it('shows the detail text once, each part where it belongs', async () => {
    await renderOffer(language);
    expect(screen.getAllByText(say.introduction)).toHaveLength(1);
    expect(screen.getAllByText(say.closing)).toHaveLength(1);
  });

  it('says where and since when, the date on one line', async () => {
    await renderOffer(language);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.parentElement?.querySelector('p:last-child')?.textContent).toBe(say.meta);
  });
});
