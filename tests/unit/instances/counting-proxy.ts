import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy in front of `redis-server` that counts the round trips of its clients: one begins whenever
 * a client sends while it waits for no answer. Commands sent together (a pipeline, or several before the
 * first answer) are one round trip; a command sent after the answer to another is a second. It keeps
 * what the clients sent, so a test can also count the commands by name.
 */
export interface CountingProxy {
  /** `redis://127.0.0.1:<port>` of the proxy, for `REDIS_URL`. */
  readonly url: string;
  /** Round trips since the last `reset()`, of all connections. */
  readonly roundTrips: number;
  /** How many commands called `name` (`GET`, `HGETALL`) the clients sent since the last `reset()`. */
  commands(name: string): number;
  reset(): void;
  close(): Promise<void>;
}

export async function countingProxy(redisPort: number): Promise<CountingProxy> {
  let roundTrips = 0;
  let sent = '';
  const sockets = new Set<Socket>();

  const server = createServer((client) => {
    const redis = connect({ host: '127.0.0.1', port: redisPort });
    sockets.add(client).add(redis);
    let awaitingAnswer = false;
    client.on('data', (chunk) => {
      if (!awaitingAnswer) roundTrips += 1;
      awaitingAnswer = true;
      sent += chunk.toString('latin1');
      redis.write(chunk);
    });
    redis.on('data', (chunk) => {
      awaitingAnswer = false;
      client.write(chunk);
    });
    const end = () => {
      client.destroy();
      redis.destroy();
    };
    client.on('close', end).on('error', end);
    redis.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the proxy has no port');

  return {
    url: `redis://127.0.0.1:${address.port}`,
    get roundTrips() {
      return roundTrips;
    },
    commands(name) {
      // A command is a RESP array whose first bulk string is its name: *<count>\r\n$<length>\r\n<NAME>\r\n
      const pattern = new RegExp(`\\*\\d+\\r\\n\\$${name.length}\\r\\n${name}\\r\\n`, 'gi');
      return sent.match(pattern)?.length ?? 0;
    },
    reset() {
      roundTrips = 0;
      sent = '';
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
