import { config } from 'zod/mini';

// Zod Mini, for schemas that run in the browser: the same parsers as `zod` (it shares zod's core), as
// functions instead of methods, so a page ships only the checks it imports (a few kB instead of ~60 kB).
// Named exports only: re-exporting the whole namespace would make the bundler keep all of it.
// The configuration is zod's one global: as in ./zod.ts, no `new Function` probe for the CSP to report.
config({ jitless: true });

export { email, literal, maxLength, overwrite, pipe, refine, strictObject, string, trim } from 'zod/mini';
export type { output } from 'zod/mini';
export type { $ZodCheck, $ZodError } from 'zod/v4/core';
