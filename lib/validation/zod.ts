import { z } from 'zod';

// Zod compiles object parsers with `new Function` where a page allows it, and finds out by trying once:
// under the site's Content-Security-Policy (no 'unsafe-eval') that try is a reported violation in
// every browser that parses a schema. The interpreted parsers are quick enough for the sizes here.
// Every module imports `z` from here (an ESLint rule says so), so this runs before any schema parses.
z.config({ jitless: true });

export { z };
