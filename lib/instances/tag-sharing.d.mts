// Types of tag-sharing.mjs.
export declare const tagsKey: string;
export declare function mergeTagStates(shared: Record<string, string | null | undefined>): void;
export declare function redatedState(state: { stale?: number; expired?: number }, now: number): { stale: number; expired?: number };
export declare function shareTagStates(tags: string[]): Promise<boolean>;
export declare function sharingPending(): boolean;
export declare function mergeTagState(a: { stale?: number; expired?: number } | undefined, b: { stale?: number; expired?: number }, now?: number): { stale?: number; expired?: number };
