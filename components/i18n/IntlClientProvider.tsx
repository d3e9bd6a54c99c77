'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ComponentProps } from 'react';
import { readableMessageFallback, warnAboutMessageError } from '@/lib/i18n/message-fallback';

type IntlClientProviderProps = Omit<ComponentProps<typeof NextIntlClientProvider>, 'onError' | 'getMessageFallback'>;

/**
 * The client side of next-intl with the same handling of missing messages as the server: functions
 * cannot be passed from a Server Component, so they are attached here.
 */
export function IntlClientProvider(props: IntlClientProviderProps) {
  return <NextIntlClientProvider {...props} onError={warnAboutMessageError} getMessageFallback={readableMessageFallback} />;
}
