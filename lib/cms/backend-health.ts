import { processState } from '@/lib/instances/process-state.mjs';

/**
 * Whether the backend answered the last request this process sent it, for the load balancer's health
 * check (`/api/health/`). A state of the process: the pages, the route handlers and the request
 * interceptor are separate bundles of it.
 */
export type BackendAnswer = 'answered' | 'failed' | 'none-yet';

const last = processState('backend.lastAnswer', (): { answer: BackendAnswer } => ({ answer: 'none-yet' }));

export function noteBackendAnswer(answer: Exclude<BackendAnswer, 'none-yet'>): void {
  last.answer = answer;
}

export function lastBackendAnswer(): BackendAnswer {
  return last.answer;
}
