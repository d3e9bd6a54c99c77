import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import GlobalError from '@/app/global-error';
import { stubNextConfigEnv } from '../support/next-config';

const navigationMock = vi.hoisted(() => ({ pathname: '/' as string | null }));

vi.mock('next/navigation', () => ({
  usePathname: () => navigationMock.pathname,
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn(), refresh: vi.fn() }),
}));

beforeEach(() => {
  stubNextConfigEnv();
  // React warns about <html> inside the test container; that nesting is an artefact of the test.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  navigationMock.pathname = '/';
});

function renderAt(pathname: string | null) {
  navigationMock.pathname = pathname;
  return render(<GlobalError />);
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
});
