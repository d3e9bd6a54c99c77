// The types of scripts/chromium.mjs, for playwright.config.ts (tsconfig has no allowJs).
export declare const chromiumPath: string;
export declare const chromiumFlags: readonly string[];
