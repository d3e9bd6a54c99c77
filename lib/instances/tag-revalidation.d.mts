// Types of tag-revalidation.mjs.
export declare function registerTagRevalidation(revalidate: (tags: string[], durations: { expire?: number }) => Promise<void>): void;
export declare function markTagsStale(tags: string[]): Promise<boolean>;
export declare function expireTags(tags: string[]): Promise<boolean>;
