// The types of scripts/production-build.mjs, for its test (tsconfig has no allowJs).
export declare const root: string;
export declare const distDir: string;
export declare const serverEntry: string;
export declare function reasonToBuild(folder?: string, env?: Readonly<Record<string, string | undefined>>, changedAt?: number): string | undefined;
export declare function buildWhenStale(): Promise<number>;
