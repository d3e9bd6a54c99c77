import { vi } from 'vitest';

type NavigationState = {
  /** What `usePathname` answers, read on every call: `/` unless given. */
  pathname?: () => string | null;
  /** The query `useSearchParams` answers (without or with `?`), read on every call: none unless given. */
  search?: () => string;
};

/**
 * `next/navigation` for a component rendered outside Next.js's router: `usePathname` and
 * `useSearchParams` answer what the test sets, `useParams` no parameters, and the router's methods are
 * spies that do nothing. vi.mock is hoisted above the imports, so a test file takes it through a dynamic
 * import, with state from `vi.hoisted` where a test changes it:
 *
 *     const navigation = vi.hoisted(() => ({ pathname: '/' }));
 *     vi.mock('next/navigation', async () =>
 *       (await import('@/tests/component/support/next-navigation')).nextNavigation({ pathname: () => navigation.pathname }),
 *     );
 */
export function nextNavigation({ pathname = () => '/', search = () => '' }: NavigationState = {}) {
  return {
    usePathname: pathname,
    useSearchParams: () => new URLSearchParams(search()),
    useParams: () => ({}),
    useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn(), refresh: vi.fn() }),
  };
}
