import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageLink } from '@/components/navigation/PageLink';
import { stubNetwork } from './network';

// Next's Link renders the same `<a>` whatever its prefetch setting; this stand-in shows what PageLink asked for.
vi.mock('next/link', () => ({
  default: ({ prefetch, scroll, children, ...props }: ComponentProps<'a'> & { prefetch?: boolean | null; scroll?: boolean }) => (
    <a data-prefetch={prefetch === undefined ? 'default' : String(prefetch)} data-scroll={String(scroll)} {...props}>
      {children}
    </a>
  ),
}));

let restoreNetwork: () => void = () => {};

afterEach(() => {
  restoreNetwork();
  vi.restoreAllMocks();
});

function renderLink(network: Parameters<typeof stubNetwork>[0], props: Partial<ComponentProps<typeof PageLink>> = {}) {
  const controls = stubNetwork(network);
  restoreNetwork = controls.restore;
  render(
    <PageLink href="/impressum/" {...props}>
      Impressum
    </PageLink>,
  );
  return controls;
}

const prefetchOf = (name = 'Impressum') => screen.getByRole('link', { name }).getAttribute('data-prefetch');

describe('PageLink prefetching', () => {
  it('leaves Next.js its default online on 4g', () => {
    renderLink({ connection: { effectiveType: '4g', saveData: false } });
    expect(prefetchOf()).toBe('default');
  });

  it('leaves Next.js its default online in a browser without the Network Information API', () => {
    renderLink({});
    expect(prefetchOf()).toBe('default');
  });

  it.each([
    { name: 'on 2g', network: { connection: { effectiveType: '2g', saveData: false } } },
    { name: 'on slow-2g', network: { connection: { effectiveType: 'slow-2g', saveData: false } } },
    { name: 'with data saving on', network: { connection: { effectiveType: '4g', saveData: true } } },
    { name: 'offline', network: { online: false } },
  ])('turns prefetching off $name', ({ network }) => {
    renderLink(network);
    expect(prefetchOf()).toBe('false');
  });

  it('follows the online status', () => {
    const { goOffline, goOnline } = renderLink({ connection: { effectiveType: '4g', saveData: false } });
    goOffline();
    expect(prefetchOf()).toBe('false');
    goOnline();
    expect(prefetchOf()).toBe('default');
  });

  it('follows changes of the connection', () => {
    const { changeConnection } = renderLink({ connection: { effectiveType: '4g', saveData: false } });
    changeConnection({ effectiveType: '2g' });
    expect(prefetchOf()).toBe('false');
    changeConnection({ effectiveType: '3g' });
    expect(prefetchOf()).toBe('default');
    changeConnection({ saveData: true });
    expect(prefetchOf()).toBe('false');
  });

  it("keeps a link's own prefetch setting while the policy allows prefetching, and overrides it otherwise", () => {
    const { goOffline } = renderLink({}, { prefetch: true });
    expect(prefetchOf()).toBe('true');
    goOffline();
    expect(prefetchOf()).toBe('false');
  });

  it('still scrolls to the top except on routes that opt out', () => {
    renderLink({});
    expect(screen.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum/');
    expect(screen.getByRole('link', { name: 'Impressum' })).toHaveAttribute('data-scroll', 'true');
    render(<PageLink href="/news/?kategorie=messe">News</PageLink>);
    expect(screen.getByRole('link', { name: 'News' })).toHaveAttribute('data-scroll', 'false');
  });
});

describe('PageLink prefetching on intent (routes with `prefetch: \'intent\'`: contact, news)', () => {
  function renderIntentLink(network: Parameters<typeof stubNetwork>[0]) {
    const controls = stubNetwork(network);
    restoreNetwork = controls.restore;
    render(
      <PageLink href="/kontakt/" onMouseEnter={onMouseEnter}>
        Kontakt
      </PageLink>,
    );
    return screen.getByRole('link', { name: 'Kontakt' });
  }
  const onMouseEnter = vi.fn();

  it('does not prefetch on sight, only once the visitor points at the link', () => {
    const link = renderIntentLink({ connection: { effectiveType: '4g', saveData: false } });
    expect(prefetchOf('Kontakt')).toBe('false');
    fireEvent.mouseEnter(link);
    expect(prefetchOf('Kontakt')).toBe('default');
    // The link's own handler still runs.
    expect(onMouseEnter).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['focus', (link: HTMLElement) => fireEvent.focus(link)],
    ['touch', (link: HTMLElement) => fireEvent.touchStart(link)],
  ])('prefetches on %s', (_name, act) => {
    const link = renderIntentLink({ connection: { effectiveType: '4g', saveData: false } });
    act(link);
    expect(prefetchOf('Kontakt')).toBe('default');
  });

  it('keeps the network policy: no prefetch on intent while saving data', () => {
    const link = renderIntentLink({ connection: { effectiveType: '4g', saveData: true } });
    fireEvent.mouseEnter(link);
    expect(prefetchOf('Kontakt')).toBe('false');
  });

  it('leaves other pages to prefetch on sight', () => {
    renderIntentLink({});
    render(<PageLink href="/en/downloads/">Downloads</PageLink>);
    expect(prefetchOf('Downloads')).toBe('default');
  });
});
