import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect, createServer } from 'node:net';

/**
 * A real `redis-server` (Debian's package) for the tests of what the site keeps in Redis: on a port
 * the system finds free when it first starts, the same port after each restart (a client's address
 * stays valid across `stop()` and `start()`), without persistence.
 */
const redisProgram = ['/usr/bin/redis-server', '/usr/sbin/redis-server'].find((path) => existsSync(path));

/** Waits until `check` holds, polling every 25 ms; throws after `timeoutMs`. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A port nothing listens on now, as the system picks one. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => resolve(socket.destroy() !== undefined));
    socket.once('error', () => resolve(false));
  });

export interface RedisServer {
  /** The port, known after the first `start()`. */
  readonly port: number;
  /** `redis://127.0.0.1:<port>`, for `REDIS_URL`. */
  readonly url: string;
  /** The running process (to pause it with SIGSTOP, for instance). */
  readonly process: ChildProcess | undefined;
  /** Starts the server and waits until it accepts connections. */
  start(): Promise<void>;
  /** Stops it and waits until it has exited; nothing when it is not running. */
  stop(): Promise<void>;
}

export function redisServer(): RedisServer {
  let port = 0;
  let child: ChildProcess | undefined;
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;

  async function startOn(candidate: number): Promise<boolean> {
    const started = spawn(redisProgram!, ['--port', String(candidate), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    child = started;
    // A port taken between the choice and the start (by another test file) makes redis-server exit.
    await until(async () => started.exitCode !== null || (await listening(candidate)));
    return started.exitCode === null;
  }

  return {
    get port() {
      return port;
    },
    get url() {
      return `redis://127.0.0.1:${port}`;
    },
    get process() {
      return child;
    },
    async start() {
      if (!redisProgram) throw new Error('These tests need redis-server: sudo apt-get update && sudo apt-get install -y redis-server');
      if (port) {
        if (!(await startOn(port))) throw new Error(`redis-server could not start again on port ${port}`);
        return;
      }
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const candidate = await freePort();
        if (await startOn(candidate)) {
          port = candidate;
          return;
        }
      }
      throw new Error('redis-server found no free port in five attempts');
    },
    async stop() {
      if (!running()) return;
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child?.kill();
      await exited;
    },
  };
}
