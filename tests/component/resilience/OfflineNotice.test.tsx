import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineNotice } from '@/components/resilience/OfflineNotice';
import type { Locale } from '@/lib/routing/locales';
import { WithIntl } from '../support/intl';
import { stubNetwork } from './network';

const offlineText: Record<Locale, string> = {
  de: 'Sie sind offline. Bereits geladene Seiten bleiben lesbar.',
  en: 'You are offline. Pages you have already loaded stay readable.',
};

let restoreNetwork: () => void = () => {};

afterEach(() => {
  restoreNetwork();
  vi.restoreAllMocks();
});

function renderNotice(locale: Locale, network: Parameters<typeof stubNetwork>[0] = {}) {
  const controls = stubNetwork(network);
  restoreNetwork = controls.restore;
  render(
    <WithIntl locale={locale}>
      <OfflineNotice />
    </WithIntl>,
  );
  return controls;
}

describe('OfflineNotice', () => {
  it('keeps an empty live region while online', () => {
    renderNotice('de');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByText(offlineText.de)).not.toBeInTheDocument();
  });

  it.each(['de', 'en'] as const)('appears on offline and disappears on online (%s)', (locale) => {
    const { goOffline, goOnline } = renderNotice(locale);

    goOffline();
    expect(screen.getByRole('status')).toHaveTextContent(offlineText[locale]);

    goOnline();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    goOffline();
    expect(screen.getByRole('status')).toHaveTextContent(offlineText[locale]);
  });

  it('shows at once when the browser is already offline', () => {
    renderNotice('en', { online: false });
    expect(screen.getByRole('status')).toHaveTextContent(offlineText.en);
  });

  it('is one polite live region, not an alert', () => {
    const { goOffline } = renderNotice('de');
    goOffline();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
