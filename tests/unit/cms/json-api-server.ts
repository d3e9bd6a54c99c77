import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the test server saw it. */
export interface ReceivedRequest {
  method: string;
  /** Path and query as sent, e.g. `/v1/jobs?filter%5Blocale%5D=de`. */
  url: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, or undefined. */
  body: unknown;
}

/** What the server answers: a status and a JSON document (or a raw text), optionally late. */
export interface Answer {
  status?: number;
  json?: unknown;
  text?: string;
  delayMs?: number;
}

export type Handler = (request: ReceivedRequest, server: JsonApiServer) => Answer;

/** A real JSON:API server on loopback (port 0), answering through a handler each test sets. */
export class JsonApiServer {
  readonly requests: ReceivedRequest[] = [];
  handler: Handler = () => ({ status: 404, json: { errors: [{ status: '404', title: 'Not Found' }] } });
  private readonly server: Server;
  private readonly timers = new Set<NodeJS.Timeout>();

  private constructor() {
    this.server = createServer((incoming, outgoing) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const request: ReceivedRequest = {
          method: incoming.method ?? '',
          url: incoming.url ?? '',
          headers: incoming.headers,
          body: text ? (JSON.parse(text) as unknown) : undefined,
        };
        this.requests.push(request);
        const answer = this.handler(request, this);
        const respond = () => {
          this.timers.delete(timer);
          if (outgoing.destroyed) return;
          const body = answer.text ?? (answer.json === undefined ? '' : JSON.stringify(answer.json));
          outgoing.writeHead(answer.status ?? 200, { 'Content-Type': 'application/vnd.api+json' });
          outgoing.end(body);
        };
        const timer = setTimeout(respond, answer.delayMs ?? 0);
        this.timers.add(timer);
      });
    });
  }

  static async start(): Promise<JsonApiServer> {
    const server = new JsonApiServer();
    await new Promise<void>((resolve) => server.server.listen(0, '127.0.0.1', resolve));
    return server;
  }

  /** The server's origin, e.g. `http://127.0.0.1:41234`. */
  get origin(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  /** The query parameters of a received request, decoded. */
  static paramsOf(request: ReceivedRequest): URLSearchParams {
    return new URL(request.url, 'http://test.invalid').searchParams;
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
