// The types of scripts/site-font.mjs, for its test (tsconfig has no allowJs).
export declare const siteFontFile: string;
export declare const siteFontWeights: { min: number; max: number };
export declare function latinCodePoints(): number[];
export declare function subsetSiteFont(): Promise<Buffer>;
