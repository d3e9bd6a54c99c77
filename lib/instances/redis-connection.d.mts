import type { RedisClientType } from 'redis';

export declare const redisCommandTimeoutMs: number;
export declare function sharedRedis(): { url: string; client: RedisClientType; available: boolean; warned: boolean } | undefined;
export declare function withRedis<T>(commands: (client: RedisClientType) => Promise<T>, timeoutMs?: number): Promise<{ ok: true; value: T } | { ok: false }>;
export declare function redisStatus(): 'connected' | 'unreachable' | 'not-configured';
export declare function closeSharedRedis(): Promise<void>;
export declare function onRedisReady(listener: () => unknown): void;
export declare function subscribeShared(listeners: Record<string, (message: string) => void>, onSubscribed?: (subscribed: boolean) => void): void;
