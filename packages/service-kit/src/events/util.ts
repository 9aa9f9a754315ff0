import { type EventEnvelope, eventEnvelopeSchema } from '@inkbook/contracts/events';

type LogFn = (objOrMsg: unknown, msg?: string) => void;

/** The part of a pino logger the event code uses (`app.log` fits). */
export interface EventLogger {
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

export const silentLogger: EventLogger = { info: () => {}, warn: () => {}, error: () => {} };

/** NATS subject matching: `*` is exactly one token, a trailing `>` is one or more tokens. */
export function subjectMatches(pattern: string, subject: string): boolean {
  const p = pattern.split('.');
  const s = subject.split('.');
  for (let i = 0; i < p.length; i++) {
    const token = p[i];
    if (token === '>') return i === p.length - 1 && s.length > i;
    if (i >= s.length) return false;
    if (token !== '*' && token !== s[i]) return false;
  }
  return p.length === s.length;
}

export const matchesAny = (patterns: readonly string[], subject: string) =>
  patterns.some((p) => subjectMatches(p, subject));

/** Validates what came off the wire; `null` for a message that is not an event envelope. */
export function parseEnvelope(raw: unknown): EventEnvelope | null {
  const result = eventEnvelopeSchema.safeParse(raw);
  return result.success ? result.data : null;
}

export interface RedeliveryOptions {
  /** Delay before the first redelivery of an event whose handler failed (ms). */
  initialMs?: number;
  /** Upper bound of the doubling delay (ms). */
  maxMs?: number;
}

/** Exponential backoff: `attempt` 1 → initial, 2 → 2×initial, … capped. */
export function backoffDelay(attempt: number, initialMs: number, maxMs: number): number {
  return Math.min(maxMs, initialMs * 2 ** Math.min(Math.max(attempt - 1, 0), 30));
}

/** A sleep that can be cut short (shutdown, a nudge). */
export class Waker {
  #wake: (() => void) | undefined;
  #timer: NodeJS.Timeout | undefined;

  sleep(ms: number): Promise<void> {
    this.wake();
    return new Promise((resolve) => {
      this.#timer = setTimeout(() => this.wake(), ms);
      this.#wake = resolve;
    });
  }

  wake(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    const wake = this.#wake;
    this.#wake = undefined;
    wake?.();
  }
}

export const errorMessage = (err: unknown) => (err instanceof Error ? err.message : String(err));
