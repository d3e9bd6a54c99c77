import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectOneReloadForTwoChunkLoadFailures, reload } from '../support/chunk-reload';
import { renderErrorPage, setUpErrorBoundaryTests } from '../support/error-boundary';

vi.mock('@/lib/browser/chunk-reload-guard', async () => (await import('@/tests/component/support/chunk-reload')).chunkReloadGuardWithSpiedReload());
vi.mock('next/navigation', async () => (await import('@/tests/component/support/next-navigation')).nextNavigation());

setUpErrorBoundaryTests();

const home = { de: { name: 'Zur Startseite', href: '/' }, en: { name: 'Go to the home page', href: '/en/' } } as const;

describe('the error page and chunk-load failures', () => {
  it.each(['de', 'en'] as const)('reloads once for a chunk-load failure, and shows 500 with the way home when it may not (%s)', (locale) => {
    // The reloaded page fails again within 60 s: no second reload, the visitor reads the error page.
    expectOneReloadForTwoChunkLoadFailures((error) => renderErrorPage(error, locale));
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: home[locale].name })).toHaveAttribute('href', home[locale].href);
  });

  it('does not reload for any other error', () => {
    renderErrorPage(new Error('database down'));
    renderErrorPage({ statusCode: 404 });
    expect(reload).not.toHaveBeenCalled();
  });
});
