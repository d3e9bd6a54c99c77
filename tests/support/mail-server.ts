import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { localCertificate } from '../../scripts/cluster/local-certificate.mjs';

/**
 * A real mail server for the tests (the `smtp-server` package, which speaks SMTP as a mail server does)
 * on a loopback port: STARTTLS with the local certificate for localhost (scripts/cluster/local-certificate.mjs),
 * a user and password that must be given over TLS, and what it received, parsed (`mailparser`). It can
 * be taken down and up again on the same port, defer (451) or refuse (550) every recipient, or offer no
 * STARTTLS at all.
 */
export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  /** Whether the mail came over TLS, and as which user. */
  secure: boolean;
  user: string | undefined;
  raw: string;
  mail: ParsedMail;
}

export type MailServerMode = 'accept' | 'defer' | 'refuse';

export interface TestMailServer {
  port: number;
  user: string;
  password: string;
  /** `smtp://user:password@localhost:port` */
  url: string;
  /** The certificate to trust (a client's `ca`, or NODE_EXTRA_CA_CERTS for a server process). */
  certificate: string;
  received: ReceivedMail[];
  /** Every RCPT TO the server was asked, taken or not. */
  recipientsAsked: string[];
  mode: MailServerMode;
  down(): Promise<void>;
  up(): Promise<void>;
  stop(): Promise<void>;
}

export async function startMailServer({ port = 0, starttls = true }: { port?: number; starttls?: boolean } = {}): Promise<TestMailServer> {
  const { certificate, key } = localCertificate();
  const user = 'website';
  const password = `pass-${Math.random().toString(36).slice(2)}`;
  let server: SMTPServer | undefined;
  const state: TestMailServer = {
    port,
    user,
    password,
    url: '',
    certificate: readFileSync(certificate, 'utf8'),
    received: [],
    recipientsAsked: [],
    mode: 'accept',
    down,
    up,
    stop: down,
  };

  const options: SMTPServerOptions = {
    secure: false,
    key: readFileSync(key),
    cert: readFileSync(certificate),
    // Without STARTTLS the command is refused, not only left out of the EHLO answer (a client that
    // requires TLS tries it all the same).
    hideSTARTTLS: !starttls,
    disabledCommands: starttls ? [] : ['STARTTLS'],
    // A client may give its credential only over TLS (with STARTTLS offered).
    allowInsecureAuth: !starttls,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) callback(null, { user });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      state.recipientsAsked.push(address.address);
      if (state.mode === 'refuse') callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      else if (state.mode === 'defer') callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          (mail) => {
            state.received.push({
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((recipient) => recipient.address),
              },
              secure: session.secure,
              user: typeof session.user === 'string' ? session.user : undefined,
              raw,
              mail,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  };

  async function up() {
    server = new SMTPServer(options);
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(state.port, '127.0.0.1', () => resolve());
    });
    state.port = (listening.server.address() as AddressInfo).port;
    state.url = `smtp://${user}:${password}@localhost:${state.port}`;
  }

  async function down() {
    const closing = server;
    server = undefined;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  }

  await up();
  return state;
}
