import { vi } from 'vitest';

/**
 * `next/navigation` for a component rendered outside Next.js's router: `usePathname` answers `pathname()`,
 * the router's methods are spies that do nothing. vi.mock is hoisted above the imports, so a test file
 * takes it through a dynamic import:
 *
 *     vi.mock('next/navigation', async () => (await import('@/tests/component/support/next-navigation')).nextNavigation());
 */
export function nextNavigation(pathname: () => string | null = () => '/') {
  return {
    usePathname: pathname,
    useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn(), refresh: vi.fn() }),
  };
}
