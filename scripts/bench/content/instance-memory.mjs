// What an instance of the content benchmark keeps, beside its resident memory (`VmRSS`). The resident memory
// after a site's every address also holds what V8 has not collected yet: under an allocation-heavy load
// V8 sizes its heap for the load, and a few seconds at rest do not empty it (bench/README.md has the
// figures). Read through the inspector (the instance runs with `--inspect` on a loopback port; the session
// is opened only for this, after the resident memory was read): the heap and the memory JavaScript objects
// hold outside it (`process.memoryUsage()`: buffers) as they are, then after a full collection, and the
// resident memory after it.
import { residentMemoryMiB } from '../load.mjs';

/** The option that opens the instance's inspector on a loopback port (added to NODE_OPTIONS). */
export const inspectorOption = (port) => `--inspect=127.0.0.1:${port}`;

const mib = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** A session with the inspector of the process listening on `port`: `call(method, params)` and `close()`. */
async function inspectorSession(port) {
  const targets = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const socket = new WebSocket(targets[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = () => reject(new Error(`the inspector on 127.0.0.1:${port} refused the session`));
  });
  const pending = new Map();
  let lastId = 0;
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    pending.get(message.id)?.(message);
    pending.delete(message.id);
  };
  return {
    call: (method, params = {}) =>
      new Promise((resolve, reject) => {
        lastId += 1;
        pending.set(lastId, (message) => (message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(message.result)));
        socket.send(JSON.stringify({ id: lastId, method, params }));
      }),
    close: () => socket.close(),
  };
}

/** `process.memoryUsage()` of the instance, in MiB. */
async function memoryUsage(session) {
  const { result } = await session.call('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true });
  const usage = JSON.parse(result.value);
  return { heapUsed: mib(usage.heapUsed), heapTotal: mib(usage.heapTotal), external: mib(usage.external) };
}

/**
 * The instance's heap and buffers now (`asFound`), after a full garbage collection (`afterCollection`, with
 * the resident memory then), and what it keeps: `retained`, the heap used after the collection and the
 * memory outside the heap that JavaScript objects hold (`external`: buffers).
 * Null figures when the inspector does not answer.
 */
export async function retainedMemory({ pid, inspectorPort }) {
  let session;
  try {
    session = await inspectorSession(inspectorPort);
    const asFound = await memoryUsage(session);
    // Twice: what a finalizer of the first let go is collected by the second.
    await session.call('HeapProfiler.collectGarbage');
    await session.call('HeapProfiler.collectGarbage');
    const after = await memoryUsage(session);
    return { asFound, afterCollection: { ...after, rss: residentMemoryMiB(pid) }, retained: Math.round((after.heapUsed + after.external) * 10) / 10 };
  } catch (error) {
    return { asFound: null, afterCollection: null, retained: null, error: String(error?.message ?? error) };
  } finally {
    session?.close();
  }
}
