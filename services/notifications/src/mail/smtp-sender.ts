import nodemailer from 'nodemailer';
import type { MailMessageRow } from './mail.table';

/** What one SMTP try came to: a failure is permanent (fail now) or transient (try again later). */
export type SendResult = { ok: true } | { ok: false; permanent: boolean; error: string };

export interface SmtpSender {
  send(message: MailMessageRow): Promise<SendResult>;
  close(): void;
}

/** Commands whose 5xx says the server or our account is wrong, not this message: a retry may still reach it. */
const SESSION_COMMANDS = /^(CONN|EHLO|HELO|STARTTLS|AUTH)/i;

/**
 * A 5xx for the message or its recipient (`550 no such user`) fails it at once; a 4xx, a refused or dropped
 * connection, a timeout or a session-level 5xx (login refused) is transient and retried with backoff.
 */
export function classify(error: unknown): Extract<SendResult, { ok: false }> {
  const { responseCode, command, response, message } = error as {
    responseCode?: number;
    command?: string;
    response?: string;
    message?: string;
  };
  const permanent =
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    !SESSION_COMMANDS.test(command ?? '');
  return { ok: false, permanent, error: (response ?? message ?? String(error)).slice(0, 1000) };
}

/**
 * The Message-ID of a stored email: the same on every try, so a receiver that got a try whose answer we never saw
 * (the connection or our database lost just after the server accepted it) can tell the next try is that email again.
 */
export const messageIdOf = (message: Pick<MailMessageRow, 'id'>) => `<${message.id}@inkbook>`;

/**
 * How long a connection may wait for the server's next answer. Giving up on the answer to a message's final dot is
 * how an email is sent twice: the server took it, the retry sends it again. RFC 5321 §4.5.3.2 has clients wait 10
 * minutes there for that reason; two minutes keep a silent server from holding a worker longer. At 30 s a sender
 * frozen for longer than that (a paused process, a VM migrated; the chaos run's pause) timed the answer out the moment
 * it ran again, though the answer was waiting in its socket, and the email arrived twice.
 */
const SMTP_ANSWER_TIMEOUT_MS = 120_000;

/** Sends through `SMTP_URL` on a small pool of kept-open connections (a burst of mail does not reconnect each time). */
export function createSmtpSender(smtpUrl: string): SmtpSender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 4,
    // A server that is not there (no connection, no greeting) must not hold a delivery for nodemailer's defaults;
    // one that is there gets the time its answers may take.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: SMTP_ANSWER_TIMEOUT_MS,
  });
  return {
    async send(message) {
      try {
        await transport.sendMail({
          messageId: messageIdOf(message),
          from: message.from,
          to: message.to,
          subject: message.subject,
          html: message.html ?? undefined,
          text: message.text ?? undefined,
          headers: message.headers,
          attachments: message.attachments ?? [],
        });
        return { ok: true };
      } catch (error) {
        return classify(error);
      }
    },
    close: () => transport.close(),
  };
}
