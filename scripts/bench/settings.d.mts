// The types of scripts/bench/settings.mjs, for the tests (tsconfig has no allowJs).
export const categories: string[];
export const partialRun: boolean;
export const runs: number;
export const skipBuild: boolean;
export const throttlingMethod: 'simulate' | 'devtools';
export const resultsFile: string;
export const reportsDir: string;
