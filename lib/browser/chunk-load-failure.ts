/**
 * What the browsers and bundlers say when a script or style chunk of the site cannot be loaded, which
 * happens when a deployment replaced the chunks an open page still refers to, or the network dropped.
 */
const chunkLoadFailureMessages = [
  /Loading chunk \S+ failed/i, // webpack
  /Loading CSS chunk/i, // webpack's CSS chunks
  /Failed to load chunk/i, // Turbopack
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
];

/** How deep a chain of `cause`s is followed: far enough for a wrapped failure, never round a cycle. */
const maximumCauseDepth = 3;

/** Whether a thrown value (an error, a rejection reason, an error event's message) is a chunk-load failure. */
export function isChunkLoadFailure(reason: unknown, depth = 0): boolean {
  if (typeof reason === 'string') return chunkLoadFailureMessages.some((pattern) => pattern.test(reason));
  if (typeof reason !== 'object' || reason === null) return false;
  const { name, message, cause } = reason as { name?: unknown; message?: unknown; cause?: unknown };
  if (name === 'ChunkLoadError') return true;
  if (typeof message === 'string' && isChunkLoadFailure(message)) return true;
  return depth < maximumCauseDepth && cause !== undefined && isChunkLoadFailure(cause, depth + 1);
}
