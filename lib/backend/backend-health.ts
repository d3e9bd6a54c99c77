/**
 * Whether the backend answered the last request this process sent it, for the load balancer's health
 * check (`/api/health/`). Kept on globalThis: the pages, the route handlers and the request interceptor
 * are separate bundles of one process.
 */
export type BackendAnswer = 'answered' | 'failed' | 'none-yet';

const answerKey = Symbol.for('lumoplast.backend.lastAnswer');
type WithAnswer = typeof globalThis & { [answerKey]?: BackendAnswer };

export function noteBackendAnswer(answer: Exclude<BackendAnswer, 'none-yet'>): void {
  (globalThis as WithAnswer)[answerKey] = answer;
}

export function lastBackendAnswer(): BackendAnswer {
  return (globalThis as WithAnswer)[answerKey] ?? 'none-yet';
}
