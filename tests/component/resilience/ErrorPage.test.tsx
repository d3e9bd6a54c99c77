import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ErrorPage from '@/app/[locale]/error';
import type { Locale } from '@/lib/routing/locales';
import { WithIntl } from '../support/intl';
import { stubNextConfigEnv } from '../support/next-config';

const { reload } = vi.hoisted(() => ({ reload: vi.fn() }));

vi.mock('@/lib/browser/chunk-reload-guard', async (importOriginal) => {
  const guard = await importOriginal<typeof import('@/lib/browser/chunk-reload-guard')>();
  return {
    ...guard,
    reloadAfterChunkLoadFailure: () => guard.reloadAfterChunkLoadFailure({ ...guard.browserChunkReloadEnvironment, reload }),
  };
});

vi.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn(), refresh: vi.fn() }),
}));

beforeEach(() => {
  stubNextConfigEnv();
  window.sessionStorage.clear();
  reload.mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

function chunkLoadError() {
  const error = new Error('Failed to load chunk /_next/static/chunks/0f3c1e.js from module 4711');
  error.name = 'ChunkLoadError';
  return error;
}

function renderErrorPage(error: unknown, locale: Locale = 'de') {
  return render(
    <WithIntl locale={locale}>
      <ErrorPage error={error} retry={vi.fn()} />
    </WithIntl>,
  );
}

const home = { de: { name: 'Zur Startseite', href: '/' }, en: { name: 'Go to the home page', href: '/en/' } } as const;

describe('the error page and chunk-load failures', () => {
  it.each(['de', 'en'] as const)('reloads once for a chunk-load failure, and shows 500 with the way home when it may not (%s)', (locale) => {
    const first = renderErrorPage(chunkLoadError(), locale);
    expect(reload).toHaveBeenCalledTimes(1);
    first.unmount();

    // The reloaded page fails again within 60 s: no second reload, the visitor reads the error page.
    renderErrorPage(chunkLoadError(), locale);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: home[locale].name })).toHaveAttribute('href', home[locale].href);
  });

  it('does not reload for any other error', () => {
    renderErrorPage(new Error('database down'));
    renderErrorPage({ statusCode: 404 });
    expect(reload).not.toHaveBeenCalled();
  });
});
