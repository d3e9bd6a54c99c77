// State that one server process keeps once for all of its parts. Next.js bundles the request
// interceptor (proxy.ts), the route handlers, the pages and the cache handler separately, and each
// bundle has its own copy of every module it includes: a module-level variable would exist once per
// bundle, so the webhook (a route handler) could not tell the interceptor that record paths changed,
// and a second Redis connection would open. What must be one per process is kept here, in a single
// slot of `globalThis`, by name. Plain JavaScript, so the cache handler (loaded by Node.js itself)
// shares it too.
const registryKey = Symbol.for('lumoplast.processState');

/**
 * The process's state called `name`: made by `create` on first use, the same object on every later
 * call, from any bundle. Change its properties, never replace it; one name, one module that owns it.
 * @template {object} State
 * @param {string} name
 * @param {() => State} create
 * @returns {State}
 */
export function processState(name, create) {
  const states = (globalThis[registryKey] ??= new Map());
  if (!states.has(name)) states.set(name, create());
  return states.get(name);
}
