// Types of tag-expiries.mjs.
export type TagExpiries = Map<string, number>;
export declare function onTagExpiry(listener: (expiries: TagExpiries) => void): () => void;
export declare function announceTagExpiries(states: Iterable<[string, { stale?: number; expired?: number } | undefined]>, now?: number): void;
export declare function stampBeforeUnlearnedExpiries(began: number, tags: Iterable<string>): number;
