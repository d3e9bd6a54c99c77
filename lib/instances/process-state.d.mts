/**
 * The process's state called `name`: made by `create` on first use, the same object on every later
 * call, from any of Next.js's bundles of the process. Change its properties, never replace it.
 */
export declare function processState<State extends object>(name: string, create: () => State): State;
