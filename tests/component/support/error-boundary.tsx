import { render } from '@testing-library/react';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import ErrorPage from '@/app/[locale]/error';
import type { Locale } from '@/lib/routing/locales';
import { reload } from './chunk-reload';
import { WithIntl } from './intl';
import { stubNextConfigEnv } from './next-config';

/**
 * The setting of an error boundary's tests (app/global-error.tsx, app/[locale]/error.tsx), before each
 * test: Link keeps its trailing slashes, sessionStorage (the chunk-reload guard's memory) is empty, the
 * `reload` spy counts from 0, and console.error is silenced (the boundaries log the error; React warns
 * about `<html>` inside the test container). All of it is undone after each test. Returns the current
 * test's console.error spy.
 */
export function setUpErrorBoundaryTests(): () => MockInstance<typeof console.error> {
  let consoleError: MockInstance<typeof console.error>;
  beforeEach(() => {
    stubNextConfigEnv();
    window.sessionStorage.clear();
    reload.mockClear();
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });
  return () => consoleError;
}

/** The error page of a locale (app/[locale]/error.tsx) showing `error`, inside the layout's translations. */
export function renderErrorPage(error: unknown, locale: Locale = 'de', retry: () => void = vi.fn()) {
  return render(
    <WithIntl locale={locale}>
      <ErrorPage error={error} retry={retry} />
    </WithIntl>,
  );
}
