// Work a request starts that must not run as part of it: the content sync's retry of a read the CMS
// failed, and its second renewal of a change, started by the webhook's request. Node.js carries a request's context
// (AsyncLocalStorage) into every timer started in it, and Next.js takes a fetch made in that context for
// one of the request's own: a `no-store` fetch in a static page's render turns the page dynamic, one
// made after the render throws. The site's server (server.ts) captures the context it starts in, outside
// every request, and such work is started from there. Plain JavaScript, shared through processState
// by the server's entry and every bundle of Next.js.
import { AsyncResource } from 'node:async_hooks';
import { processState } from './process-state.mjs';

const outside = processState('outsideRequests', () => ({ resource: undefined }));

/** Called once by the server as it starts, before it takes a request. */
export function captureOutsideRequests() {
  outside.resource ??= new AsyncResource('lumoplast.outsideRequests');
}

/** Whether the server captured its starting context (not so in unit tests and in `next build`). */
export function outsideRequestsCaptured() {
  return outside.resource !== undefined;
}

/**
 * Runs `task` after `delayMs`, outside any request (in the server's starting context; without one, in
 * the caller's). The timer does not keep the process alive.
 * @param {() => void} task
 * @param {number} delayMs
 * @returns {() => void} cancels the task
 */
export function laterOutsideRequests(task, delayMs) {
  const start = () => setTimeout(task, delayMs);
  const timer = outside.resource ? outside.resource.runInAsyncScope(start) : start();
  timer.unref();
  return () => clearTimeout(timer);
}
