import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from '@/components/header/SiteHeader';
import { company } from '@/content/company';
import { navigationLabels } from '@/content/navigation';
import { navigationTree } from '@/lib/navigation/navigation-tree';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import { stubIntersectionObserver } from '../support/fake-intersection-observer';
import { messages, WithIntl } from '../support/intl';
import { stubNextConfigEnv } from '../support/next-config';

const navigationMock = vi.hoisted(() => ({ pathname: '/' }));

vi.mock('next/navigation', async () =>
  (await import('@/tests/component/support/next-navigation')).nextNavigation({ pathname: () => navigationMock.pathname }),
);

function Header({ locale, previewing = false }: { locale: Locale; previewing?: boolean }) {
  return (
    <WithIntl locale={locale}>
      <SiteHeader
        brand={company.brand}
        homeHref={localizedPath('home', locale)}
        navigation={navigationTree(locale, navigationLabels[locale])}
        preview={previewing ? messages[locale].Preview : undefined}
      />
    </WithIntl>
  );
}

function renderHeader(pathname: string, locale: Locale = 'de', { previewing = false } = {}) {
  navigationMock.pathname = pathname;
  const user = userEvent.setup();
  const view = render(<Header locale={locale} previewing={previewing} />);
  const rerenderAt = (nextPathname: string) => {
    navigationMock.pathname = nextPathname;
    view.rerender(<Header locale={locale} previewing={previewing} />);
  };
  return { user, view, rerenderAt };
}

const headerElement = () => {
  const header = document.querySelector('header');
  if (!header) throw new Error('no <header> rendered');
  return header;
};

/** The list a sub menu toggle controls. */
const subMenuOf = (toggle: HTMLElement) => {
  const id = toggle.getAttribute('aria-controls');
  const list = id ? document.getElementById(id) : null;
  if (!list) throw new Error(`sub menu toggle controls no element (aria-controls="${id}")`);
  return list;
};

/**
 * jsdom has no matchMedia: a fake of the wide-layout query whose answer a test can change, telling the
 * listeners as the browser does when the window is widened.
 */
function stubWideLayoutQuery() {
  const listeners = new Set<() => void>();
  let isWide = false;
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    get matches() {
      return isWide;
    },
    addEventListener: (_type: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'change', listener: () => void) => listeners.delete(listener),
  }));
  return {
    widen: () => {
      isWide = true;
      act(() => listeners.forEach((listener) => listener()));
    },
    listeners,
  };
}

let wideLayout: ReturnType<typeof stubWideLayoutQuery>;

beforeEach(() => {
  stubIntersectionObserver();
  stubNextConfigEnv();
  wideLayout = stubWideLayoutQuery();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  navigationMock.pathname = '/';
});

describe('SiteHeader – menu button', () => {
  it.each([
    { locale: 'de' as const, pathname: '/', open: 'Menü öffnen', close: 'Menü schließen' },
    { locale: 'en' as const, pathname: '/en/', open: 'Open menu', close: 'Close menu' },
  ])('opens and closes the menu and names the action ($locale)', async ({ locale, pathname, open, close }) => {
    const { user } = renderHeader(pathname, locale);

    const button = screen.getByRole('button', { name: open });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'main-navigation');
    expect(headerElement()).toHaveAttribute('data-menu-open', 'false');
    expect(screen.queryByRole('button', { name: close })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName(close);
    expect(headerElement()).toHaveAttribute('data-menu-open', 'true');
    expect(document.getElementById('main-navigation')).toHaveAttribute('data-open', 'true');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAccessibleName(open);
    expect(headerElement()).toHaveAttribute('data-menu-open', 'false');
    expect(document.getElementById('main-navigation')).toHaveAttribute('data-open', 'false');
  });

  it('closes the open menu on Escape and returns focus to the menu button', async () => {
    const { user } = renderHeader('/');
    const button = screen.getByRole('button', { name: 'Menü öffnen' });
    await user.click(button);
    // Move focus away from the button, so the test proves that Escape brings it back.
    screen.getByRole('link', { name: 'Kompetenzen' }).focus();
    expect(button).not.toHaveFocus();

    await user.keyboard('{Escape}');

    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAccessibleName('Menü öffnen');
    expect(button).toHaveFocus();
  });

  it('ignores Escape while the menu is closed', async () => {
    const { user } = renderHeader('/');
    const link = screen.getByRole('link', { name: 'Kompetenzen' });
    link.focus();

    await user.keyboard('{Escape}');

    expect(link).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Menü öffnen' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('SiteHeader – sub menus', () => {
  it.each([
    { locale: 'de' as const, pathname: '/', toggle: 'Kompetenzen: Untermenü', overview: 'Alle Kompetenzen', child: 'Entwicklung', href: '/kompetenzen/entwicklung/' },
    { locale: 'en' as const, pathname: '/en/', toggle: 'Competences: sub menu', overview: 'All competences', child: 'Development', href: '/en/competences/development/' },
  ])('a toggle opens and closes its list ($locale)', async ({ locale, pathname, toggle: toggleName, overview, child, href }) => {
    const { user } = renderHeader(pathname, locale);
    const toggle = screen.getByRole('button', { name: toggleName });
    const list = subMenuOf(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list).toHaveAttribute('hidden');
    expect(screen.queryByRole('link', { name: child })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).not.toHaveAttribute('hidden');
    const childLink = within(list).getByRole('link', { name: child });
    expect(childLink).toBeVisible();
    expect(childLink).toHaveAttribute('href', href);
    // The section's own page comes first in its sub menu.
    expect(within(list).getAllByRole('link')[0]).toHaveAccessibleName(overview);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list).toHaveAttribute('hidden');
    expect(screen.queryByRole('link', { name: child })).not.toBeInTheDocument();
  });

  it('keeps only one sub menu open at a time', async () => {
    const { user } = renderHeader('/');
    const competences = screen.getByRole('button', { name: 'Kompetenzen: Untermenü' });
    const innovation = screen.getByRole('button', { name: 'Innovation: Untermenü' });

    await user.click(competences);
    expect(subMenuOf(competences)).not.toHaveAttribute('hidden');

    await user.click(innovation);
    expect(innovation).toHaveAttribute('aria-expanded', 'true');
    expect(subMenuOf(innovation)).not.toHaveAttribute('hidden');
    expect(within(subMenuOf(innovation)).getByRole('link', { name: 'Duftflakon' })).toBeVisible();
    expect(competences).toHaveAttribute('aria-expanded', 'false');
    expect(subMenuOf(competences)).toHaveAttribute('hidden');

    const expanded = screen.getAllByRole('button', { expanded: true });
    expect(expanded).toEqual([innovation]);
  });

  it('closes an open sub menu on Escape and returns focus to its toggle', async () => {
    const { user } = renderHeader('/');
    const toggle = screen.getByRole('button', { name: 'Produkte & Branchen: Untermenü' });
    await user.click(toggle);
    const firstLink = within(subMenuOf(toggle)).getByRole('link', { name: 'Unsere Produkte & Branchen' });
    firstLink.focus();
    expect(toggle).not.toHaveFocus();

    await user.keyboard('{Escape}');

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(subMenuOf(toggle)).toHaveAttribute('hidden');
    expect(toggle).toHaveFocus();
  });

  it('in the open menu, the first Escape closes only the sub menu and the second the menu', async () => {
    const { user } = renderHeader('/en/', 'en');
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    await user.click(menuButton);
    const toggle = screen.getByRole('button', { name: 'Careers: sub menu' });
    await user.click(toggle);
    within(subMenuOf(toggle)).getByRole('link', { name: 'Job offers' }).focus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(subMenuOf(toggle)).toHaveAttribute('hidden');
    expect(toggle).toHaveFocus();
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton).toHaveAccessibleName('Close menu');

    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveAccessibleName('Open menu');
    expect(menuButton).toHaveFocus();
  });

  it('closes the open sub menu together with the menu', async () => {
    const { user } = renderHeader('/');
    const menuButton = screen.getByRole('button', { name: 'Menü öffnen' });
    await user.click(menuButton);
    const toggle = screen.getByRole('button', { name: 'Kompetenzen: Untermenü' });
    await user.click(toggle);
    expect(subMenuOf(toggle)).not.toHaveAttribute('hidden');

    await user.click(menuButton);

    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(subMenuOf(toggle)).toHaveAttribute('hidden');
  });
});

describe('SiteHeader – dark header', () => {
  it.each([
    { pathname: '/kompetenzen/entwicklung/', dark: 'true' },
    { pathname: '/de/competences/development/', dark: 'true' },
    { pathname: '/', dark: 'false' },
    { pathname: '/kompetenzen/von-der-idee-zum-produkt/', dark: 'false' },
  ])('is data-dark="$dark" on $pathname', ({ pathname, dark }) => {
    renderHeader(pathname);
    expect(headerElement()).toHaveAttribute('data-dark', dark);
  });

  it.each([
    { pathname: '/en/competences/development/', dark: 'true' },
    { pathname: '/en/', dark: 'false' },
  ])('is data-dark="$dark" on $pathname (English)', ({ pathname, dark }) => {
    renderHeader(pathname, 'en');
    expect(headerElement()).toHaveAttribute('data-dark', dark);
  });

  it('follows a change of page and closes the open menu', async () => {
    const { user, rerenderAt } = renderHeader('/');
    expect(headerElement()).toHaveAttribute('data-dark', 'false');
    const menuButton = screen.getByRole('button', { name: 'Menü öffnen' });
    await user.click(menuButton);
    const toggle = screen.getByRole('button', { name: 'Kompetenzen: Untermenü' });
    await user.click(toggle);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    rerenderAt('/kompetenzen/entwicklung/');

    expect(headerElement()).toHaveAttribute('data-dark', 'true');
    expect(headerElement()).toHaveAttribute('data-menu-open', 'false');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveAccessibleName('Menü öffnen');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(subMenuOf(toggle)).toHaveAttribute('hidden');

    rerenderAt('/kompetenzen/von-der-idee-zum-produkt/');
    expect(headerElement()).toHaveAttribute('data-dark', 'false');
  });
});

describe('SiteHeader – current page', () => {
  it('marks the link of the current page with aria-current="page"', async () => {
    const { user } = renderHeader('/kompetenzen/entwicklung/');
    await user.click(screen.getByRole('button', { name: 'Kompetenzen: Untermenü' }));

    const current = screen.getAllByRole('link', { current: 'page' });
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAccessibleName('Entwicklung');
    expect(current[0]).toHaveAttribute('href', '/kompetenzen/entwicklung/');
    expect(screen.getByRole('link', { name: 'Konstruktion' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Kompetenzen' })).not.toHaveAttribute('aria-current');
  });

  it('marks a top-level page in English', () => {
    renderHeader('/en/news/', 'en');
    const current = screen.getAllByRole('link', { current: 'page' });
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAccessibleName('News');
    expect(current[0]).toHaveAttribute('href', '/en/news/');
    expect(screen.getByRole('link', { name: 'Contact' })).not.toHaveAttribute('aria-current');
  });

  it('marks no link on a page outside the navigation', () => {
    renderHeader('/impressum/');
    expect(screen.queryAllByRole('link', { current: 'page' })).toHaveLength(0);
  });
});

describe('SiteHeader – language switch', () => {
  it('leads from the German imprint to the English one', () => {
    renderHeader('/impressum/', 'de');
    const link = screen.getByTestId('language-switch');
    expect(link).toHaveAttribute('href', '/en/imprint/');
    expect(link).toHaveTextContent(/^English$/);
    expect(link).toHaveAttribute('hreflang', 'en');
    expect(link).toHaveAttribute('lang', 'en');
  });

  it('leads from an English competence page to the German one', () => {
    renderHeader('/en/competences/tool-engineering/', 'en');
    const link = screen.getByTestId('language-switch');
    expect(link).toHaveAttribute('href', '/kompetenzen/werkzeugbau/');
    expect(link).toHaveTextContent(/^Deutsch$/);
    expect(link).toHaveAttribute('hreflang', 'de');
    expect(link).toHaveAttribute('lang', 'de');
  });

  it('sends a record page (its translation has a slug of its own) through the language-switch endpoint', () => {
    renderHeader('/news/messe-2025/', 'de');
    expect(screen.getByTestId('language-switch')).toHaveAttribute('href', '/api/language-switch/?path=%2Fnews%2Fmesse-2025%2F');
  });

  it.each([
    { locale: 'de' as const, pathname: '/gibt-es-nicht/', href: '/en/', text: 'English' },
    { locale: 'en' as const, pathname: '/en/does-not-exist/', href: '/', text: 'Deutsch' },
  ])('leads to the other home page from a path that is no page ($locale)', ({ locale, pathname, href, text }) => {
    renderHeader(pathname, locale);
    const link = screen.getByTestId('language-switch');
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveTextContent(text);
  });
});

describe('SiteHeader – while an editor previews', () => {
  it('shows no preview banner to visitors', () => {
    renderHeader('/impressum/');
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('shows the preview banner above the header, whose exit link follows the editor’s client-side navigations back to the page they are on', () => {
    const { rerenderAt } = renderHeader('/karriere-lumoplast/stellenangebote/produktionsplaner-spritzguss/', 'de', { previewing: true });
    const banner = screen.getByRole('complementary', { name: 'Vorschau – nicht veröffentlicht' });
    expect(banner.compareDocumentPosition(headerElement()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const exit = within(banner).getByRole('link', { name: 'Vorschau beenden' });
    expect(exit).toHaveAttribute('href', `/api/preview/exit/?locale=de&path=${encodeURIComponent('/karriere-lumoplast/stellenangebote/produktionsplaner-spritzguss/')}`);
    rerenderAt('/impressum/');
    expect(exit).toHaveAttribute('href', '/api/preview/exit/?locale=de&path=%2Fimpressum%2F');
  });
});

describe('SiteHeader – home link', () => {
  it.each([
    { locale: 'de' as const, pathname: '/kontakt/', name: 'Lumoplast – zur Startseite', href: '/' },
    { locale: 'en' as const, pathname: '/en/contact/', name: 'Lumoplast – home page', href: '/en/' },
  ])('links the logo to the home page ($locale)', ({ locale, pathname, name, href }) => {
    renderHeader(pathname, locale);
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    expect(screen.getByRole('navigation', { name: locale === 'de' ? 'Hauptnavigation' : 'Main navigation' })).toHaveAttribute('id', 'main-navigation');
  });
});

describe('SiteHeader – the open menu is modal', () => {
  const root = () => document.documentElement;

  it('changes nothing outside the header until the menu opens', () => {
    renderHeader('/');
    expect(root()).not.toHaveAttribute('style');
    expect(wideLayout.listeners.size).toBe(0);
  });

  it.each([
    { locale: 'de' as const, pathname: '/', open: 'Menü öffnen', close: 'Menü schließen' },
    { locale: 'en' as const, pathname: '/en/', open: 'Open menu', close: 'Close menu' },
  ])('stops the page from scrolling until it closes ($locale)', async ({ locale, pathname, open, close }) => {
    const { user } = renderHeader(pathname, locale);
    await user.click(screen.getByRole('button', { name: open }));
    expect(root().style.overflow).toBe('hidden');

    await user.click(screen.getByRole('button', { name: close }));
    expect(root()).not.toHaveAttribute('style');

    await user.click(screen.getByRole('button', { name: open }));
    expect(root().style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(root()).not.toHaveAttribute('style');
    expect(wideLayout.listeners.size).toBe(0);
  });

  it('keeps Tab in the menu: from the language link to the menu button, and back with Shift+Tab', async () => {
    const { user } = renderHeader('/en/', 'en');
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    await user.click(menuButton);
    const languageSwitch = screen.getByTestId('language-switch');

    await user.tab();
    expect(screen.getByRole('link', { name: 'Competences' })).toHaveFocus();
    languageSwitch.focus();
    await user.tab();
    expect(menuButton).toHaveFocus();
    await user.tab({ shift: true });
    expect(languageSwitch).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveFocus();
  });

  it('counts the links of an open sub menu among its parts', async () => {
    const { user } = renderHeader('/');
    await user.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    const toggle = screen.getByRole('button', { name: 'Karriere: Untermenü' });
    await user.click(toggle);
    const lastSubMenuLink = within(subMenuOf(toggle)).getByRole('link', { name: 'Stellenangebote' });
    lastSubMenuLink.focus();

    await user.tab();
    expect(screen.getByRole('link', { name: 'News' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(lastSubMenuLink).toHaveFocus();
  });

  it('brings focus from the page behind it back in: Tab to the menu button, Shift+Tab to the language link', async () => {
    const { user } = renderHeader('/');
    const menuButton = screen.getByRole('button', { name: 'Menü öffnen' });
    await user.click(menuButton);
    const homeLink = screen.getByRole('link', { name: 'Lumoplast – zur Startseite' });

    homeLink.focus();
    await user.tab();
    expect(menuButton).toHaveFocus();
    homeLink.focus();
    await user.tab({ shift: true });
    expect(screen.getByTestId('language-switch')).toHaveFocus();
  });

  it('leaves Tab alone while the menu is closed', async () => {
    const { user } = renderHeader('/');
    screen.getByTestId('language-switch').focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Menü öffnen' })).not.toHaveFocus();
  });

  it('closes when the layout turns wide, and the page scrolls again', async () => {
    const { user } = renderHeader('/');
    const menuButton = screen.getByRole('button', { name: 'Menü öffnen' });
    await user.click(menuButton);
    expect(root().style.overflow).toBe('hidden');

    wideLayout.widen();

    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(headerElement()).toHaveAttribute('data-menu-open', 'false');
    expect(root()).not.toHaveAttribute('style');
    expect(wideLayout.listeners.size).toBe(0);
  });
});
