import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsBrowser } from '@/components/news/NewsBrowser';
import type { NewsFilterOption, NewsListLabels } from '@/components/news/news-labels';
import { newsCategoryFilters, newsListHref, type NewsCategoryFilter } from '@/lib/news/news-category-filter';
import type { NewsTeaser, NewsTeaserPage } from '@/lib/news/news-teaser';
import type { Locale } from '@/lib/routing/locales';
import { messages } from '../support/intl';
import { stubNextConfigEnv } from '../support/next-config';

const navigation = vi.hoisted(() => ({ search: '' }));

vi.mock('next/navigation', async () =>
  (await import('@/tests/component/support/next-navigation')).nextNavigation({ pathname: () => '/news/', search: () => navigation.search }),
);

function labelsOf(locale: Locale): NewsListLabels {
  const { categories, categoryPrefix, publishedPrefix, readArticle, filterLabel, showMore, loading, loaded, loadError, retry, empty } =
    messages[locale].News;
  return { categories, categoryPrefix, publishedPrefix, readArticle, filterLabel, showMore, loading, loaded, loadError, retry, empty };
}

function teaser(id: string, category: NewsTeaser['category'] = 'fair'): NewsTeaser {
  return {
    id,
    href: `/news/${id}/`,
    title: `Meldung ${id}`,
    teaser: `Kurztext ${id}`,
    category,
    publishedAt: '2025-09-16T09:00:00+02:00',
    image: { src: `/media/news/${id}.svg`, alt: `Zeichnung ${id}`, svg: true },
  };
}

const cursor2 = 'news?filter%5Blocale%5D=de&page%5Bnumber%5D=2&page%5Bsize%5D=6';
const cursor3 = 'news?filter%5Blocale%5D=de&page%5Bnumber%5D=3&page%5Bsize%5D=6';

const firstPages: Record<NewsCategoryFilter, NewsTeaserPage> = {
  all: { items: [teaser('a', 'fair'), teaser('b', 'press'), teaser('c', 'product')], next: cursor2 },
  fair: { items: [teaser('a', 'fair'), teaser('f', 'fair')], next: null },
  newspaper: { items: [], next: null },
  press: { items: [teaser('b', 'press')], next: null },
  product: { items: [teaser('c', 'product')], next: null },
};

function optionsOf(locale: Locale): NewsFilterOption[] {
  const labels = labelsOf(locale);
  return newsCategoryFilters.map((filter) => ({ filter, label: labels.categories[filter], href: newsListHref(locale, filter) }));
}

/** A fresh swr cache per test, as a fresh page load has. */
function FreshCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

function renderBrowser(search = '', locale: Locale = 'de') {
  navigation.search = search;
  const ui = () => (
    <FreshCache>
      <NewsBrowser locale={locale} firstPages={firstPages} options={optionsOf(locale)} labels={labelsOf(locale)} />
    </FreshCache>
  );
  const view = render(ui());
  return {
    user: userEvent.setup(),
    navigateTo(nextSearch: string) {
      navigation.search = nextSearch;
      view.rerender(ui());
    },
  };
}

/** A `fetch` whose answers the test hands out one by one. */
function controlledFetch() {
  const pending: { url: string; resolve: (response: Response) => void; reject: (error: Error) => void }[] = [];
  const fetchMock = vi.fn(
    (url: string) =>
      new Promise<Response>((resolve, reject) => {
        pending.push({ url, resolve, reject });
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const next = () => {
    const request = pending.shift();
    if (!request) throw new Error('no request is waiting');
    return request;
  };
  return {
    fetchMock,
    async answer(page: NewsTeaserPage) {
      await act(async () => next().resolve(Response.json(page)));
    },
    async fail(status: number) {
      await act(async () => next().resolve(Response.json({ error: 'backend down' }, { status })));
    },
  };
}

const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

beforeEach(() => {
  stubNextConfigEnv();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('the category filter of the news list', () => {
  it('shows all news with "all" as the current choice when the URL names no category', () => {
    renderBrowser();
    expect(titles()).toEqual(['Meldung a', 'Meldung b', 'Meldung c']);
    const filter = screen.getByRole('navigation', { name: 'Meldungen nach Kategorie filtern' });
    expect(within(filter).getByRole('link', { name: 'Alle' })).toHaveAttribute('aria-current', 'true');
    expect(within(filter).getByRole('link', { name: 'Messe' })).not.toHaveAttribute('aria-current');
  });

  it('has real links that put the category into the URL, and a plain link for all', () => {
    renderBrowser('category=fair', 'en');
    const filter = screen.getByRole('navigation', { name: 'Filter news by category' });
    expect(within(filter).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All', '/en/news/'],
      ['Trade fair', '/en/news/?category=fair'],
      ['Newspaper', '/en/news/?category=newspaper'],
      ['Press release', '/en/news/?category=press'],
      ['Product', '/en/news/?category=product'],
    ]);
  });

  it('shows only the category the URL names, marked as current', () => {
    renderBrowser('category=fair');
    expect(titles()).toEqual(['Meldung a', 'Meldung f']);
    expect(screen.getByRole('link', { name: 'Messe' })).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('button', { name: 'Mehr anzeigen' })).not.toBeInTheDocument();
  });

  it('shows each teaser with image, category, date, title link and a button to the article', () => {
    renderBrowser('category=press');
    const article = screen.getByRole('article', { name: 'Meldung b' });
    expect(within(article).getByRole('img', { name: 'Zeichnung b' })).toHaveAttribute('src', '/media/news/b.svg');
    expect(article).toHaveTextContent('Kategorie: Pressemitteilung');
    expect(within(article).getByText('16. September 2025')).toHaveAttribute('datetime', '2025-09-16T09:00:00+02:00');
    expect(within(article).getByRole('link', { name: 'Meldung b' })).toHaveAttribute('href', '/news/b/');
    expect(within(article).getByRole('link', { name: 'Artikel lesen: Meldung b' })).toHaveAttribute('href', '/news/b/');
  });

  it('follows the URL when the reader picks another category', () => {
    const { navigateTo } = renderBrowser();
    navigateTo('category=product');
    expect(titles()).toEqual(['Meldung c']);
    navigateTo('');
    expect(titles()).toEqual(['Meldung a', 'Meldung b', 'Meldung c']);
  });

  it('treats an unknown category as all', () => {
    renderBrowser('category=sport');
    expect(titles()).toEqual(['Meldung a', 'Meldung b', 'Meldung c']);
  });

  it('says that there are no entries when a category has none', () => {
    renderBrowser('category=newspaper', 'en');
    expect(screen.getByText('There are no new entries — come back soon.')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('says it in German too', () => {
    renderBrowser('category=newspaper');
    expect(screen.getByText('Es gibt keine neuen Einträge, schauen Sie bald wieder vorbei.')).toBeInTheDocument();
  });
});

describe('"show more" on the news list', () => {
  it('reads the next page from the site’s endpoint, shows a loading label and appends the page', async () => {
    const server = controlledFetch();
    const { user } = renderBrowser();
    await user.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));

    expect(server.fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(server.fetchMock.mock.calls[0]?.[0] ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/news/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ locale: 'de', cursor: cursor2 });
    expect(screen.getByRole('button', { name: 'Wird geladen …' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('article', { name: 'Meldung a' }).closest('ul')).toHaveAttribute('aria-busy', 'true');

    await server.answer({ items: [teaser('d', 'press'), teaser('e', 'fair')], next: cursor3 });
    expect(titles()).toEqual(['Meldung a', 'Meldung b', 'Meldung c', 'Meldung d', 'Meldung e']);
    expect(screen.getByRole('link', { name: 'Meldung d' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Weitere Meldungen wurden geladen.');

    await user.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));
    expect(new URL(server.fetchMock.mock.calls[1]?.[0] ?? '', 'http://localhost').searchParams.get('cursor')).toBe(cursor3);
    await server.answer({ items: [teaser('g', 'product')], next: null });
    expect(titles()).toEqual(['Meldung a', 'Meldung b', 'Meldung c', 'Meldung d', 'Meldung e', 'Meldung g']);
    expect(screen.queryByRole('button', { name: 'Mehr anzeigen' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meldung g' })).toHaveFocus();
  });

  it('ignores clicks while a page is loading', async () => {
    const server = controlledFetch();
    const { user } = renderBrowser();
    await user.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));
    await user.click(screen.getByRole('button', { name: 'Wird geladen …' }));
    expect(server.fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps what is shown when a page fails, says so and offers to try again', async () => {
    const server = controlledFetch();
    const { user } = renderBrowser('', 'en');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await server.fail(502);

    expect(screen.getByRole('alert')).toHaveTextContent('Further news could not be loaded.');
    expect(titles()).toEqual(['Meldung a', 'Meldung b', 'Meldung c']);
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry).toHaveFocus();

    await user.click(retry);
    expect(server.fetchMock).toHaveBeenCalledTimes(2);
    expect(new URL(server.fetchMock.mock.calls[1]?.[0] ?? '', 'http://localhost').searchParams.get('cursor')).toBe(cursor2);
    expect(screen.getByRole('button', { name: 'Loading …' })).toBeInTheDocument();

    await server.answer({ items: [teaser('d', 'press')], next: null });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(titles()).toEqual(['Meldung a', 'Meldung b', 'Meldung c', 'Meldung d']);
  });

  it('treats an answer that is not a page of news as a failure', async () => {
    const server = controlledFetch();
    const { user } = renderBrowser();
    await user.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));
    await server.answer({ items: 'nope' } as unknown as NewsTeaserPage);
    expect(screen.getByRole('alert')).toHaveTextContent('Weitere Meldungen konnten nicht geladen werden.');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it('starts over with the first page when the category changes, dropping a late answer', async () => {
    const server = controlledFetch();
    const { user, navigateTo } = renderBrowser();
    await user.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));
    navigateTo('category=press');
    await server.answer({ items: [teaser('d', 'press')], next: null });
    expect(titles()).toEqual(['Meldung b']);

    navigateTo('');
    expect(titles()).toEqual(['Meldung a', 'Meldung b', 'Meldung c']);
    expect(screen.getByRole('button', { name: 'Mehr anzeigen' })).not.toHaveAttribute('aria-disabled');
    await user.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));
    expect(server.fetchMock).toHaveBeenCalledTimes(2);
    await server.answer({ items: [teaser('d', 'press')], next: null });
    expect(titles()).toEqual(['Meldung a', 'Meldung b', 'Meldung c', 'Meldung d']);
  });
});
