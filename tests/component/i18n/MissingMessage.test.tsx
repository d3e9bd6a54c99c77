import { render, screen } from '@testing-library/react';
import { useTranslations } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithIntl } from '../support/intl';

function MissingText() {
  const t = useTranslations('Header');
  return <p data-testid="text">{t('doesNotExist' as never)}</p>;
}

function PresentText() {
  const t = useTranslations('Header');
  return <p data-testid="present">{t('menu')}</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a missing message', () => {
  it.each(['de', 'en'] as const)('shows a readable fallback and warns once (%s)', (locale) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});

    expect(() =>
      render(
        <WithIntl locale={locale}>
          <MissingText />
          <PresentText />
        </WithIntl>,
      ),
    ).not.toThrow();

    expect(screen.getByTestId('text')).toHaveTextContent(/^Does not exist$/);
    // The rest of the page renders normally.
    expect(screen.getByTestId('present')).toHaveTextContent(locale === 'de' ? 'Menü' : 'Menu');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('MISSING_MESSAGE');
    expect(String(warn.mock.calls[0]?.[0])).toContain('Header.doesNotExist');
    expect(error).not.toHaveBeenCalled();
  });
});
