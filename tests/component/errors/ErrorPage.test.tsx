import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderErrorPage, setUpErrorBoundaryTests } from '../support/error-boundary';

vi.mock('next/navigation', async () => (await import('@/tests/component/support/next-navigation')).nextNavigation());

const consoleError = setUpErrorBoundaryTests();

const texts = {
  de: { heading: (status: number) => `Fehler ${status}: Hier ist etwas schiefgegangen`, home: 'Zur Startseite', homeHref: '/', retry: 'Erneut versuchen' },
  en: { heading: (status: number) => `Error ${status}: something went wrong here`, home: 'Go to the home page', homeHref: '/en/', retry: 'Try again' },
} as const;

describe('ErrorPage (app/[locale]/error.tsx)', () => {
  it.each([
    { name: 'a plain Error', error: new Error('database down') },
    { name: 'a thrown string', error: 'something broke' },
    { name: 'an object without a status', error: { reason: 'unknown' } },
  ])('shows 500 for $name', ({ error }) => {
    renderErrorPage(error);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(texts.de.heading(500));
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.queryByText('404')).not.toBeInTheDocument();
  });

  it.each(['de', 'en'] as const)('shows 404 for an error with statusCode 404 (%s)', (locale) => {
    renderErrorPage({ statusCode: 404 }, locale);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(texts[locale].heading(404));
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.queryByText('500')).not.toBeInTheDocument();
  });

  it('shows 500 in English for a plain Error', () => {
    renderErrorPage(new Error('boom'), 'en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(texts.en.heading(500));
    expect(screen.getByText('An error occurred while showing this page. Please try again or return to the home page.')).toBeInTheDocument();
  });

  it.each(['de', 'en'] as const)('links to the home page of the language (%s)', (locale) => {
    renderErrorPage(new Error('boom'), locale);
    expect(screen.getByRole('link', { name: texts[locale].home })).toHaveAttribute('href', texts[locale].homeHref);
  });

  it.each(['de', 'en'] as const)('retries when the retry button is pressed (%s)', async (locale) => {
    const retry = vi.fn();
    const user = userEvent.setup();
    renderErrorPage(new Error('boom'), locale, retry);
    const button = screen.getByRole('button', { name: texts[locale].retry });
    expect(retry).not.toHaveBeenCalled();

    await user.click(button);

    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('logs the error to the console', () => {
    const error = new Error('logged');
    renderErrorPage(error);
    expect(consoleError()).toHaveBeenCalledWith(error);
  });

  it.each([
    { locale: 'de' as const, title: 'Fehler 500' },
    { locale: 'en' as const, title: 'Error 500' },
  ])('sets the document title ($locale)', ({ locale, title }) => {
    renderErrorPage(new Error('boom'), locale);
    // The title may carry a suffix such as the brand; it starts with the error.
    expect(document.title.startsWith(title)).toBe(true);
  });
});
