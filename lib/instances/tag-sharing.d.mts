// Types of tag-sharing.mjs.
export declare const tagsKey: string;
export declare function mergeTagStates(shared: Record<string, string>): void;
export declare function redatedState(state: { stale?: number; expired?: number }, now: number): { stale: number; expired?: number };
export declare function shareTagStates(tags: string[]): Promise<boolean>;
export declare function sharingPending(): boolean;
