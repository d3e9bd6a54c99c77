// Types of outside-requests.mjs.
export declare function captureOutsideRequests(): void;
export declare function outsideRequestsCaptured(): boolean;
export declare function laterOutsideRequests(task: () => void, delayMs: number): () => void;
