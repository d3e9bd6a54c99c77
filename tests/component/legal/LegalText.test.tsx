import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LegalText } from '@/components/legal/LegalText';
import { company } from '@/content/company';
import { conditions } from '@/content/legal/conditions';
import { imprint } from '@/content/legal/imprint';
import { privacy } from '@/content/legal/privacy';
import type { LegalText as LegalTextContent } from '@/lib/content/legal-text';
import { localizedPath } from '@/lib/routing/paths';
import { stubNextConfigEnv } from '../support/next-config';

beforeEach(() => {
  stubNextConfigEnv();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

function headingLevels(container: HTMLElement): number[] {
  return [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName.slice(1)));
}

describe('LegalText', () => {
  it('renders a table of contents whose links lead to the sections, in order', () => {
    render(<LegalText text={privacy.de} tableOfContentsLabel="Inhaltsübersicht" />);
    const contents = screen.getByRole('navigation', { name: 'Inhaltsübersicht' });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(privacy.de.sections.length);
    links.forEach((link, index) => {
      const section = privacy.de.sections[index];
      expect(link).toHaveAccessibleName(section?.heading ?? '');
      const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      expect(target?.tagName).toBe('SECTION');
      expect(target).toHaveAccessibleName(section?.heading ?? '');
    });
    const cookies = screen.getByRole('region', { name: '8. Cookies' });
    expect(cookies).toHaveTextContent('Beim Besuch unserer Website setzen wir keine Cookies');
    expect(within(cookies).getAllByRole('term').map((term) => term.textContent)).toEqual(['Name', 'Anbieter', 'Zweck', 'Inhalt', 'Speicherdauer', 'Kategorie']);
    expect(within(cookies).getAllByRole('definition')[0]).toHaveTextContent('__prerender_bypass');
  });

  it('keeps the headings in order: h2 for sections, h3 for sub-sections only below an h2', () => {
    const { container } = render(<LegalText text={privacy.en} tableOfContentsLabel="Contents" />);
    const levels = headingLevels(container);
    expect(levels[0]).toBe(2);
    levels.forEach((level, index) => expect(level - (levels[index - 1] ?? 2)).toBeLessThanOrEqual(1));
    expect(screen.getByRole('heading', { level: 3, name: '11.1 Right of access (Article 15 GDPR)' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(privacy.en.sections.length + 1);
  });

  it('renders lists as lists and details as term–description pairs', () => {
    render(<LegalText text={privacy.de} />);
    const serverLogs = screen.getByRole('region', { name: '4. Hosting und Server-Logdateien' });
    expect(within(within(serverLogs).getByRole('list')).getAllByRole('listitem')).toHaveLength(5);
    const terms = within(serverLogs).getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Zweck', 'Rechtsgrundlage', 'Speicherdauer']);
    expect(within(serverLogs).getByText(/höchstens 3 Monate/)).toBeInTheDocument();
  });

  it('links mail addresses, the phone number, other pages and the downloads anchor', () => {
    render(<LegalText text={privacy.en} />);
    expect(screen.getAllByRole('link', { name: company.privacyEmail })[0]).toHaveAttribute('href', `mailto:${company.privacyEmail}`);
    expect(screen.getByRole('link', { name: 'data protection documents in the downloads section' })).toHaveAttribute(
      'href',
      `${localizedPath('downloads', 'en')}#miscellaneous`,
    );
    expect(screen.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', localizedPath('contact', 'en'));
    expect(screen.getByRole('link', { name: 'datenschutz.hessen.de' })).toHaveAttribute('href', 'https://datenschutz.hessen.de/');
  });

  it('sets the right to object apart, in bold', () => {
    render(<LegalText text={privacy.de} />);
    const objection = screen.getByRole('region', { name: '12. Widerspruchsrecht (Art. 21 DSGVO)' });
    expect(objection).toHaveAttribute('data-emphasized', 'true');
    expect(objection.querySelectorAll('strong').length).toBeGreaterThanOrEqual(2);
  });

  it('has no table of contents without a label, and shows the imprint details', () => {
    render(<LegalText text={imprint.de} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    const provider = screen.getByRole('region', { name: 'Angaben gemäß § 5 DDG' });
    expect(provider).toHaveTextContent(company.legalName);
    expect(provider).toHaveTextContent(company.address.street);
    for (const director of company.managingDirectors) expect(provider).toHaveTextContent(director);
    expect(screen.getByRole('region', { name: 'Registereintrag' })).toHaveTextContent(company.registerNumber);
    expect(screen.getByRole('link', { name: company.phone })).toHaveAttribute('href', `tel:${company.phone.replace(/ /g, '')}`);
  });

  it('shows the version of the conditions below the text', () => {
    const { container } = render(<LegalText text={conditions.en} tableOfContentsLabel="Contents" />);
    expect(container.textContent?.trim().endsWith('Version: November 2026')).toBe(true);
  });

  it('renders every part as text, never as markup', () => {
    const text: LegalTextContent = {
      sections: [
        {
          id: 'sample',
          heading: 'Sample',
          body: [
            ['Text with <b>tags</b> and ', { strong: 'emphasis' }, ', then ', { text: 'the imprint', href: '/impressum/' }, '.'],
            ['Not a ', { text: 'script link', href: 'javascript:alert(1)' }, '.'],
            { lines: ['First line', 'Second line'] },
            { list: ['one', 'two'], ordered: true },
          ],
        },
      ],
    };
    const { container } = render(<LegalText text={text} />);
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText(/Text with <b>tags<\/b>/)).toBeInTheDocument();
    expect(screen.getByText('emphasis').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'the imprint' })).toHaveAttribute('href', '/impressum/');
    expect(screen.queryByRole('link', { name: 'script link' })).not.toBeInTheDocument();
    expect(screen.getByText('Not a script link.')).toBeInTheDocument();
    expect(container.querySelectorAll('br')).toHaveLength(1);
    expect(container.querySelector('ol')?.children).toHaveLength(2);
  });
});
