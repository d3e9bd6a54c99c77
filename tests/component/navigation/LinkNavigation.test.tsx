import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LinkNavigation } from '@/components/navigation/LinkNavigation';
import { stubNetwork } from '../resilience/network';

const router = vi.hoisted(() => ({ push: vi.fn(), prefetch: vi.fn(), pathname: '/' }));
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => router.pathname }));

let restoreNetwork: () => void = () => {};

beforeEach(() => {
  document.documentElement.lang = 'de';
});

afterEach(() => {
  restoreNetwork();
  vi.restoreAllMocks();
  router.push.mockClear();
  router.prefetch.mockClear();
  router.pathname = '/';
});

/** A page of plain server-rendered links with the island mounted, as the layout renders it. */
function renderPage(network: Parameters<typeof stubNetwork>[0] = {}) {
  const controls = stubNetwork(network);
  restoreNetwork = controls.restore;
  const view = render(
    <>
      <LinkNavigation />
      <nav>
        <a href="/impressum/">
          <span>Impressum</span>
        </a>
        <a href="/kontakt/">Kontakt</a>
        <a href="/news/?kategorie=messe">Messen</a>
        <a href="/en/imprint/" hrefLang="en">
          English
        </a>
        <a href="/media/downloads/broschuere.pdf">Broschüre</a>
        <a href="/feed.xml">RSS</a>
        <a href="https://example.com/">Elsewhere</a>
        <a href="mailto:info@example.com">Mail</a>
        <a href="#section">Section</a>
        <a href="/impressum/" target="_blank">
          Impressum in a new tab
        </a>
        <a href="/impressum/" download>
          Impressum to save
        </a>
      </nav>
    </>,
  );
  return { ...controls, ...view };
}

const link = (name: string) => screen.getByRole('link', { name });

describe('LinkNavigation: clicks', () => {
  it('shows a page of the site through the app’s router, keeping what the route table says about scrolling', () => {
    renderPage();
    expect(fireEvent.click(link('Impressum'))).toBe(false);
    expect(router.push).toHaveBeenCalledWith('/impressum/', { scroll: true });
    fireEvent.click(link('Messen'));
    expect(router.push).toHaveBeenLastCalledWith('/news/?kategorie=messe', { scroll: false });
  });

  it('leaves the browser everything else: files, feeds, other sites, mail, anchors, the other language, new tabs, downloads', () => {
    renderPage();
    for (const name of ['English', 'Broschüre', 'RSS', 'Elsewhere', 'Mail', 'Section', 'Impressum in a new tab', 'Impressum to save']) {
      // jsdom does not navigate; a click the island left alone is not prevented.
      expect(fireEvent.click(link(name)), name).toBe(true);
    }
    expect(router.push).not.toHaveBeenCalled();
  });

  it.each([
    ['a modifier key', { ctrlKey: true }],
    ['the command key', { metaKey: true }],
    ['shift (a new window)', { shiftKey: true }],
    ['alt (save the target)', { altKey: true }],
    ['another button', { button: 1 }],
  ])('leaves a click with %s to the browser', (_name, init) => {
    renderPage();
    expect(fireEvent.click(link('Impressum'), init)).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('leaves a click that the page has already handled', () => {
    renderPage();
    link('Kontakt').addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link('Kontakt'));
    expect(router.push).not.toHaveBeenCalled();
  });

  it('stops listening when it unmounts', () => {
    const { unmount } = renderPage();
    unmount();
    fireEvent.click(document.createElement('a'));
    expect(router.push).not.toHaveBeenCalled();
  });
});

describe('LinkNavigation: prefetching on intent', () => {
  it('prefetches nothing on load, and a page once the visitor points at, focuses or touches its link', () => {
    renderPage({ connection: { effectiveType: '4g', saveData: false } });
    expect(router.prefetch).not.toHaveBeenCalled();
    fireEvent.pointerOver(screen.getByText('Impressum'));
    expect(router.prefetch).toHaveBeenCalledWith('/impressum/');
    fireEvent.focusIn(link('Kontakt'));
    expect(router.prefetch).toHaveBeenLastCalledWith('/kontakt/');
    fireEvent.touchStart(link('Messen'));
    expect(router.prefetch).toHaveBeenLastCalledWith('/news/?kategorie=messe');
  });

  it('prefetches a link once per page shown, however often the pointer moves over it', () => {
    renderPage({});
    fireEvent.pointerOver(screen.getByText('Impressum'));
    fireEvent.pointerOver(link('Impressum'));
    fireEvent.focusIn(link('Impressum'));
    expect(router.prefetch).toHaveBeenCalledTimes(1);
  });

  it('prefetches again on the next page', () => {
    const { rerender } = renderPage({});
    fireEvent.pointerOver(link('Kontakt'));
    router.pathname = '/impressum/';
    rerender(<LinkNavigation />);
    // The links stay (the header's do); the island listens anew for the new page.
    const kontakt = document.createElement('a');
    kontakt.href = '/kontakt/';
    kontakt.textContent = 'Kontakt';
    document.body.append(kontakt);
    fireEvent.pointerOver(kontakt);
    expect(router.prefetch).toHaveBeenCalledTimes(2);
    kontakt.remove();
  });

  it('prefetches nothing that is not a page of the site in this language', () => {
    renderPage({});
    for (const name of ['English', 'Broschüre', 'RSS', 'Elsewhere', 'Mail', 'Section']) fireEvent.pointerOver(link(name));
    expect(router.prefetch).not.toHaveBeenCalled();
  });

  it.each([
    { name: 'on 2g', network: { connection: { effectiveType: '2g', saveData: false } } },
    { name: 'on slow-2g', network: { connection: { effectiveType: 'slow-2g', saveData: false } } },
    { name: 'with data saving on', network: { connection: { effectiveType: '4g', saveData: true } } },
    { name: 'offline', network: { online: false } },
  ])('prefetches nothing $name, and links still work', ({ network }) => {
    renderPage(network);
    fireEvent.pointerOver(link('Impressum'));
    fireEvent.focusIn(link('Kontakt'));
    fireEvent.touchStart(link('Messen'));
    expect(router.prefetch).not.toHaveBeenCalled();
    fireEvent.click(link('Impressum'));
    expect(router.push).toHaveBeenCalledWith('/impressum/', { scroll: true });
  });

  it('reads the network at the moment of intent: a link pointed at on 2g prefetches once the connection is faster', () => {
    const { changeConnection, goOffline, goOnline } = renderPage({ connection: { effectiveType: '2g', saveData: false } });
    fireEvent.pointerOver(link('Impressum'));
    expect(router.prefetch).not.toHaveBeenCalled();
    changeConnection({ effectiveType: '4g' });
    fireEvent.pointerOver(link('Impressum'));
    expect(router.prefetch).toHaveBeenCalledWith('/impressum/');
    goOffline();
    fireEvent.pointerOver(link('Kontakt'));
    expect(router.prefetch).toHaveBeenCalledTimes(1);
    goOnline();
    fireEvent.pointerOver(link('Kontakt'));
    expect(router.prefetch).toHaveBeenLastCalledWith('/kontakt/');
  });
});
