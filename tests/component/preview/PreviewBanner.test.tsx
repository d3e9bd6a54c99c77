import { render, screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { PreviewBanner } from '@/components/preview/PreviewBanner';
import type { Locale } from '@/lib/routing/locales';
import { messages } from '../support/intl';

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
    createTranslator({ locale, messages: messages[locale], namespace: namespace as 'Preview', timeZone: 'Europe/Berlin' }),
}));

describe.each([
  ['de', 'Vorschau – nicht veröffentlicht', 'Vorschau beenden'],
  ['en', 'Preview – not published', 'End preview'],
] as const)('the preview banner in %s', (locale, label, exit) => {
  it('says the page is a preview, keeps it out of search engines and links to the end of the preview', async () => {
    const { container } = render(await PreviewBanner({ locale }));
    expect(screen.getByRole('complementary', { name: label })).toHaveTextContent(label);
    expect(screen.getByRole('link', { name: exit })).toHaveAttribute('href', `/api/preview/exit/?locale=${locale}`);
    expect(container.ownerDocument.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });
});
