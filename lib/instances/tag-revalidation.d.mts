// Types of tag-revalidation.mjs.
export declare function expireTags(tags: string[]): Promise<boolean>;
