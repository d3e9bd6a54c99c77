import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import GlobalError from '@/app/global-error';
import { expectOneReloadForTwoChunkLoadFailures, reload } from '../support/chunk-reload';
import { setUpErrorBoundaryTests } from '../support/error-boundary';

const navigationMock = vi.hoisted(() => ({ pathname: '/' as string | null }));

vi.mock('@/lib/browser/chunk-reload-guard', async () => (await import('@/tests/component/support/chunk-reload')).chunkReloadGuardWithSpiedReload());
vi.mock('next/navigation', async () =>
  (await import('@/tests/component/support/next-navigation')).nextNavigation({ pathname: () => navigationMock.pathname }),
);

setUpErrorBoundaryTests();

afterEach(() => {
  navigationMock.pathname = '/';
});

function renderAt(pathname: string | null, error: unknown = new Error('the layout failed')) {
  navigationMock.pathname = pathname;
  return render(<GlobalError error={error} />);
}

describe('GlobalError (app/global-error.tsx)', () => {
  it('shows the German notice and links to the German home page on a German path', () => {
    renderAt('/kompetenzen/');
    expect(screen.getByRole('heading', { level: 1, name: 'Die Seite kann gerade nicht angezeigt werden' })).toBeInTheDocument();
    expect(screen.getByText(/Es ist ein unerwarteter Fehler aufgetreten/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'de');
  });

  it('shows the English notice and links to the English home page on an English path', () => {
    renderAt('/en/news/');
    expect(screen.getByRole('heading', { level: 1, name: 'This page cannot be shown right now' })).toBeInTheDocument();
    expect(screen.getByText(/An unexpected error occurred/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en/');
    expect(screen.queryByText('Die Seite kann gerade nicht angezeigt werden')).not.toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it('falls back to German without a pathname', () => {
    renderAt(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Die Seite kann gerade nicht angezeigt werden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  });

  it('puts the notice in the main landmark', () => {
    renderAt('/en/');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
  });

  it.each([
    ['de', '/kompetenzen/', 'Die Seite kann gerade nicht angezeigt werden'],
    ['en', '/en/news/', 'This page cannot be shown right now'],
  ] as const)('reloads once for a chunk-load failure, then shows the notice when it may not (%s)', (_locale, path, heading) => {
    // The reloaded page fails again within 60 s: no second reload, the visitor reads the notice.
    expectOneReloadForTwoChunkLoadFailures((error) => renderAt(path, error));
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('does not reload for any other error', () => {
    renderAt('/', new Error('the layout failed'));
    expect(reload).not.toHaveBeenCalled();
  });
});
