import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': root } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // next-intl's middleware imports `next/server` without an extension, which Node's own loader
          // cannot resolve: transformed by Vite instead, the request interceptor (proxy.ts) runs in a test.
          server: { deps: { inline: ['next-intl'] } },
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'jsdom',
          // A form typed key by key in jsdom takes a second or two here, and CI shares these two cores
          // with other jobs (a full run beside a benchmark took ten times as long): a budget that fits it.
          testTimeout: 20_000,
          setupFiles: ['tests/component/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Tests of the production build (the JavaScript budget): `npm test` runs them after `next build`
          // (scripts/test.mjs); alone, `npx next build && npx vitest run --project build`.
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
