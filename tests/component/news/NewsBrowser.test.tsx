import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsBrowser } from '@/components/news/NewsBrowser';
import type { NewsListLabels } from '@/components/news/news-labels';
import type { NewsCategoryFilter } from '@/lib/news/news-category-filter';
import type { NewsTeaser, NewsTeaserPage } from '@/lib/news/news-teaser';
import type { Locale } from '@/lib/routing/locales';
import { messages } from '../support/intl';
import { stubNextConfigEnv } from '../support/next-config';

/**
 * `usePathname` as Next.js's router gives it: the browser's address, which follows
 * `history.pushState` (Next.js patches it to tell the router) and the back and forward buttons.
 */
vi.mock('next/navigation', async () => {
  const { useSyncExternalStore } = await import('react');
  const subscribe = (onChange: () => void) => {
    window.addEventListener('popstate', onChange);
    window.addEventListener('test:pushstate', onChange);
    return () => {
      window.removeEventListener('popstate', onChange);
      window.removeEventListener('test:pushstate', onChange);
    };
  };
  // usePathname as the router's: the window's path, read again on every history step.
  const useWindowPathname = () => useSyncExternalStore(subscribe, () => window.location.pathname);
  const { nextNavigation } = await import('@/tests/component/support/next-navigation');
  return nextNavigation({ pathname: useWindowPathname });
});

function labelsOf(locale: Locale): NewsListLabels {
  const { categories, categoryPrefix, publishedPrefix, readArticle, filterLabel, showMore, loading, loaded, loadError, retry, empty, paginationLabel, pagePrefix } =
    messages[locale].News;
  return { categories, categoryPrefix, publishedPrefix, readArticle, filterLabel, showMore, loading, loaded, loadError, retry, empty, paginationLabel, pagePrefix };
}

function teaser(id: string, category: NewsTeaser['category'] = 'fair'): NewsTeaser {
  return {
    id,
    href: `/news/${id}/`,
    title: `Meldung ${id}`,
    teaser: `Kurztext ${id}`,
    category,
    published: { dateTime: '2025-09-16T09:00:00+02:00', text: '16. September 2025' },
    image: { src: `/media/news/${id}.svg`, alt: `Zeichnung ${id}`, svg: true },
  };
}

const page = (number: number, pageCount: number, ...ids: string[]): NewsTeaserPage => ({ items: ids.map((id) => teaser(id)), page: number, pageCount });

/** The island as the server renders it on `path`, the browser's address set to `address` (the same, unless history moved on). */
function renderBrowser(options: { start: NewsTeaserPage; path: string; address?: string; locale?: Locale; filter?: NewsCategoryFilter }) {
  const { start, path, address = path, locale = 'de', filter = 'all' } = options;
  window.history.replaceState(null, '', address);
  render(<NewsBrowser locale={locale} filter={filter} start={start} labels={labelsOf(locale)} anchor="news-list" />);
  return userEvent.setup();
}

/** A `fetch` whose answers the test hands out one by one. */
function controlledFetch() {
  const pending: { url: string; resolve: (response: Response) => void }[] = [];
  const fetchMock = vi.fn((url: string) => new Promise<Response>((resolve) => pending.push({ url, resolve })));
  vi.stubGlobal('fetch', fetchMock);
  const next = () => {
    const request = pending.shift();
    if (!request) throw new Error('no request is waiting');
    return request;
  };
  return {
    fetchMock,
    requested: (index: number) => {
      const url = new URL(fetchMock.mock.calls[index]?.[0] ?? '', 'http://localhost');
      return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
    },
    async answer(body: NewsTeaserPage) {
      await act(async () => next().resolve(Response.json(body)));
    },
    async fail(status: number, body: unknown = { error: 'backend down' }) {
      await act(async () => next().resolve(Response.json(body, { status })));
    },
  };
}

const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const pagination = () => screen.getByRole('navigation', { name: 'Seiten der Meldungen' });
const currentPage = () => within(pagination()).getAllByRole('link').find((link) => link.getAttribute('aria-current') === 'page')?.textContent;

beforeEach(() => {
  stubNextConfigEnv();
  const pushState = window.history.pushState.bind(window.history);
  vi.spyOn(window.history, 'pushState').mockImplementation((data, unused, url) => {
    pushState(data, unused, url);
    window.dispatchEvent(new Event('test:pushstate'));
  });
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the news list as served', () => {
  it('shows the page’s news, "show more" as a link to the next page and links to every page', () => {
    renderBrowser({ start: page(1, 3, 'a', 'b', 'c'), path: '/news/' });
    expect(titles()).toEqual(['Meldung a', 'Meldung b', 'Meldung c']);
    expect(screen.getByRole('link', { name: 'Mehr anzeigen' })).toHaveAttribute('href', '/news/seite/2/#news-list');
    expect(within(pagination()).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Seite 1', '/news/#news-list'],
      ['Seite 2', '/news/seite/2/#news-list'],
      ['Seite 3', '/news/seite/3/#news-list'],
    ]);
    expect(currentPage()).toBe('Seite 1');
  });

  it('links a category’s pages in English, and has no "show more" on the last page', () => {
    renderBrowser({ start: page(2, 2, 'g'), path: '/en/news/category/trade-fairs/page/2/', locale: 'en', filter: 'fair' });
    expect(screen.queryByRole('link', { name: 'Show more' })).not.toBeInTheDocument();
    const pages = within(screen.getByRole('navigation', { name: 'Pages of the news' })).getAllByRole('link');
    expect(pages.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      ['Page 1', '/en/news/category/trade-fairs/#news-list', null],
      ['Page 2', '/en/news/category/trade-fairs/page/2/#news-list', 'page'],
    ]);
  });

  it('shows each teaser with image, category, date, title link and a link to the article', () => {
    renderBrowser({ start: { items: [teaser('b', 'press')], page: 1, pageCount: 1 }, path: '/news/kategorie/pressemitteilungen/', filter: 'press' });
    const article = screen.getByRole('article', { name: 'Meldung b' });
    expect(within(article).getByRole('img', { name: 'Zeichnung b' })).toHaveAttribute('src', '/media/news/b.svg');
    expect(article).toHaveTextContent('Kategorie: Pressemitteilung');
    expect(within(article).getByText('16. September 2025')).toHaveAttribute('datetime', '2025-09-16T09:00:00+02:00');
    expect(within(article).getByRole('link', { name: 'Meldung b' })).toHaveAttribute('href', '/news/b/');
    expect(within(article).getByRole('link', { name: 'Artikel lesen: Meldung b' })).toHaveAttribute('href', '/news/b/');
    expect(screen.queryByRole('navigation', { name: 'Seiten der Meldungen' })).not.toBeInTheDocument();
  });

  it('says that there are no entries when a list is empty, in both languages', () => {
    renderBrowser({ start: page(1, 1), path: '/en/news/category/newspaper-reports/', locale: 'en', filter: 'newspaper' });
    expect(screen.getByText('There are no new entries — come back soon.')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('says it in German too', () => {
    renderBrowser({ start: page(1, 1), path: '/news/kategorie/zeitungsberichte/', filter: 'newspaper' });
    expect(screen.getByText('Es gibt keine neuen Einträge, schauen Sie bald wieder vorbei.')).toBeInTheDocument();
  });
});

describe('"show more" with JavaScript', () => {
  it('reads the next page from the site’s endpoint, appends it and moves the address on to that page', async () => {
    const server = controlledFetch();
    const user = renderBrowser({ start: page(1, 3, 'a', 'b', 'c'), path: '/news/' });
    await user.click(screen.getByRole('link', { name: 'Mehr anzeigen' }));

    expect(server.requested(0)).toEqual({ path: '/api/news/', query: { locale: 'de', page: '2' } });
    expect(screen.getByRole('link', { name: 'Wird geladen …' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('article', { name: 'Meldung a' }).closest('ul')).toHaveAttribute('aria-busy', 'true');
    expect(window.location.pathname).toBe('/news/');

    await server.answer(page(2, 3, 'd', 'e', 'f'));
    expect(titles()).toEqual(['Meldung a', 'Meldung b', 'Meldung c', 'Meldung d', 'Meldung e', 'Meldung f']);
    expect(window.location.pathname).toBe('/news/seite/2/');
    expect(window.history.pushState).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Meldung d' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Weitere Meldungen wurden geladen.');
    expect(screen.getByRole('link', { name: 'Mehr anzeigen' })).toHaveAttribute('href', '/news/seite/3/#news-list');
    expect(currentPage()).toBe('Seite 2');

    await user.click(screen.getByRole('link', { name: 'Mehr anzeigen' }));
    expect(server.requested(1).query).toEqual({ locale: 'de', page: '3' });
    await server.answer(page(3, 3, 'g'));
    expect(titles()).toHaveLength(7);
    expect(window.location.pathname).toBe('/news/seite/3/');
    expect(screen.queryByRole('link', { name: 'Mehr anzeigen' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meldung g' })).toHaveFocus();
  });

  it('reads a category’s pages and moves on to the category’s page address', async () => {
    const server = controlledFetch();
    const user = renderBrowser({ start: page(1, 2, 'a'), path: '/en/news/category/trade-fairs/', locale: 'en', filter: 'fair' });
    await user.click(screen.getByRole('link', { name: 'Show more' }));
    expect(server.requested(0).query).toEqual({ locale: 'en', category: 'fair', page: '2' });
    await server.answer(page(2, 2, 'b'));
    expect(window.location.pathname).toBe('/en/news/category/trade-fairs/page/2/');
  });

  it('shows the shorter list again when the address goes back, and the longer one forward, without reading again', async () => {
    const server = controlledFetch();
    const user = renderBrowser({ start: page(1, 2, 'a', 'b'), path: '/news/' });
    await user.click(screen.getByRole('link', { name: 'Mehr anzeigen' }));
    await server.answer(page(2, 2, 'c'));
    expect(titles()).toEqual(['Meldung a', 'Meldung b', 'Meldung c']);

    await act(async () => window.history.back());
    await waitFor(() => expect(window.location.pathname).toBe('/news/'));
    await waitFor(() => expect(titles()).toEqual(['Meldung a', 'Meldung b']));
    expect(currentPage()).toBe('Seite 1');

    await act(async () => window.history.forward());
    await waitFor(() => expect(titles()).toEqual(['Meldung a', 'Meldung b', 'Meldung c']));
    expect(server.fetchMock).toHaveBeenCalledTimes(1);
  });

  it('opened at a later page of its list (back from an article), reads the pages up to it and leaves the address', async () => {
    const server = controlledFetch();
    renderBrowser({ start: page(1, 3, 'a'), path: '/news/', address: '/news/seite/3/' });
    await waitFor(() => expect(server.fetchMock).toHaveBeenCalledTimes(1));
    expect(server.requested(0).query).toEqual({ locale: 'de', page: '2' });
    await server.answer(page(2, 3, 'b'));
    await waitFor(() => expect(server.fetchMock).toHaveBeenCalledTimes(2));
    expect(server.requested(1).query).toEqual({ locale: 'de', page: '3' });
    await server.answer(page(3, 3, 'c'));
    expect(titles()).toEqual(['Meldung a', 'Meldung b', 'Meldung c']);
    expect(window.location.pathname).toBe('/news/seite/3/');
    expect(window.history.pushState).not.toHaveBeenCalled();
    expect(currentPage()).toBe('Seite 3');
  });

  it('ignores clicks while a page is loading', async () => {
    const server = controlledFetch();
    const user = renderBrowser({ start: page(1, 3, 'a'), path: '/news/' });
    await user.click(screen.getByRole('link', { name: 'Mehr anzeigen' }));
    await user.click(screen.getByRole('link', { name: 'Wird geladen …' }));
    expect(server.fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leaves a click that opens another tab to the browser', () => {
    const server = controlledFetch();
    renderBrowser({ start: page(1, 3, 'a'), path: '/news/' });
    const notPrevented = fireEvent.click(screen.getByRole('link', { name: 'Mehr anzeigen' }), { ctrlKey: true });
    expect(notPrevented).toBe(true);
    expect(server.fetchMock).not.toHaveBeenCalled();
  });

  it('keeps what is shown and the address when a page fails, says so and offers to try again', async () => {
    const server = controlledFetch();
    const user = renderBrowser({ start: page(1, 2, 'a', 'b'), path: '/en/news/', locale: 'en' });
    await user.click(screen.getByRole('link', { name: 'Show more' }));
    await server.fail(502);

    expect(screen.getByRole('alert')).toHaveTextContent('Further news could not be loaded.');
    expect(titles()).toEqual(['Meldung a', 'Meldung b']);
    expect(window.location.pathname).toBe('/en/news/');
    const retry = screen.getByRole('link', { name: 'Try again' });
    expect(retry).toHaveFocus();

    await user.click(retry);
    expect(server.fetchMock).toHaveBeenCalledTimes(2);
    expect(server.requested(1).query).toEqual({ locale: 'en', page: '2' });
    expect(screen.getByRole('link', { name: 'Loading …' })).toBeInTheDocument();
    await server.answer(page(2, 2, 'c'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(titles()).toEqual(['Meldung a', 'Meldung b', 'Meldung c']);
    expect(window.location.pathname).toBe('/en/news/page/2/');
  });

  it('treats an answer that is not a page of news as a failure', async () => {
    const server = controlledFetch();
    const user = renderBrowser({ start: page(1, 2, 'a'), path: '/news/' });
    await user.click(screen.getByRole('link', { name: 'Mehr anzeigen' }));
    await server.answer({ items: 'nope' } as unknown as NewsTeaserPage);
    expect(screen.getByRole('alert')).toHaveTextContent('Weitere Meldungen konnten nicht geladen werden.');
    expect(screen.getByRole('link', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});
