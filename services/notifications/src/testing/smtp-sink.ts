import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** How the sink answers: takes every message, defers every recipient with a 4xx, or is not listening at all. */
export type SinkMode = 'accept' | 'defer' | 'down';

/**
 * A real SMTP server on a loopback port, for tests and the bench: it parses what it accepts (mailparser), can
 * defer (451), reject chosen recipients (550), or stop listening and come back on the same port.
 */
export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`: what SMTP_URL is set to. */
  url: string;
  /** Accepted messages, in arrival order. */
  received: ParsedMail[];
  /** Recipients answered `550 No such user here` (a permanent failure for that message). */
  rejected: Set<string>;
  /**
   * Called with a message's envelope recipients as it is accepted (the bench times these); the server's 250 waits
   * for a promise it returns (a test does something at the moment the sender waits for it).
   */
  onAccepted?: (recipients: string[]) => void | Promise<void>;
  setMode(mode: SinkMode): Promise<void>;
  close(): Promise<void>;
}

/** `parse: false` keeps nothing but calls `onAccepted`, as a relay would (the bench measures the sender, not MIME parsing). */
export async function startSmtpSink({ port = 0, parse = true } = {}): Promise<SmtpSink> {
  let mode: SinkMode = 'accept';
  let server: SMTPServer | null = null;
  const sink: SmtpSink = {
    url: '',
    received: [],
    rejected: new Set(),
    async setMode(next) {
      if (next === 'down' && server) await stop();
      if (next !== 'down' && !server) await listen();
      mode = next;
    },
    close: stop,
  };

  function listen() {
    const instance = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // Connections a test leaves open (nodemailer's pool) are cut at once when the sink goes down.
      closeTimeout: 50,
      onRcptTo(address, _session, callback) {
        const error = (message: string, responseCode: number) =>
          callback(Object.assign(new Error(message), { responseCode }));
        if (mode === 'defer') return error('Try again later', 451);
        if (sink.rejected.has(address.address.toLowerCase())) return error('No such user here', 550);
        callback();
      },
      onData(stream, session, callback) {
        const accepted = async () => {
          await sink.onAccepted?.(session.envelope.rcptTo.map((r) => r.address.toLowerCase()));
          callback();
        };
        if (!parse) {
          stream.on('end', () => void accepted().catch(callback));
          stream.resume();
          return;
        }
        simpleParser(stream)
          .then((message) => {
            sink.received.push(message);
            return accepted();
          })
          .catch(callback);
      },
    });
    return new Promise<void>((resolve, reject) => {
      instance.server.once('error', reject);
      instance.listen(port, '127.0.0.1', () => {
        const address = instance.server.address();
        port = typeof address === 'object' && address ? address.port : port;
        sink.url = `smtp://127.0.0.1:${port}`;
        server = instance;
        resolve();
      });
    });
  }

  function stop() {
    const closing = server;
    server = null;
    return new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
  }

  await listen();
  return sink;
}
