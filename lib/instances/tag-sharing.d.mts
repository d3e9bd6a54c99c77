// Types of tag-sharing.mjs.
export declare const tagsKey: string;
export declare const tagStatesChannel: string;
export declare const settledChannel: string;
export declare const settlingTimeoutMs: number;
export declare function othersSettled(tags: string[], timeoutMs?: number): Promise<boolean>;
export declare function listenForTagStates(): void;
export declare function mergeTagStates(shared: Record<string, string>): void;
export declare function redatedState(state: { stale?: number; expired?: number }, now: number): { stale: number; expired?: number };
export declare function shareTagStates(tags: string[]): Promise<boolean>;
export declare function sharingPending(): boolean;
export declare function mergeTagState(a: { stale?: number; expired?: number } | undefined, b: { stale?: number; expired?: number }, now?: number): { stale?: number; expired?: number };
