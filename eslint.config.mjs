import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    // Schemas are built with the one configured `z` (see lib/validation/zod.ts).
    files: ['app/**', 'components/**', 'content/**', 'lib/**', 'i18n/**', 'proxy.ts'],
    ignores: ['lib/validation/zod.ts', 'lib/validation/zod-mini.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Import { z } from '@/lib/validation/zod' (it turns off zod's eval probe, which the CSP reports)." },
            { name: 'zod/mini', message: "Import * as z from '@/lib/validation/zod-mini' (it turns off zod's eval probe, which the CSP reports)." },
          ],
        },
      ],
    },
  },
  {
    // Every link is a plain `<a>` rendered on the server; one island (components/navigation/LinkNavigation.tsx)
    // turns clicks on links to pages of the site into client-side navigations, without a component per link.
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  globalIgnores(['.next/**', '.next-*/**', 'dist/**', 'node_modules/**', 'next-env.d.ts', 'reports/**', 'test-results/**', 'test-results-soak/**', 'playwright-report/**', 'bench/**']),
]);
