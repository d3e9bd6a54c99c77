import { vi } from 'vitest';

/**
 * `next build` passes `trailingSlash: true` from next.config.ts to `next/link` as this variable;
 * without it, Link would strip the trailing slash of every href (`/en/imprint/` → `/en/imprint`).
 * Undo with `vi.unstubAllEnvs()`.
 */
export function stubNextConfigEnv() {
  vi.stubEnv('__NEXT_TRAILING_SLASH', 'true');
}
