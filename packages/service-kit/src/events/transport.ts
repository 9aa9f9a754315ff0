import type { EventEnvelope } from '@inkbook/contracts/events';

export type EventHandler = (event: EventEnvelope) => Promise<void>;

export interface ConsumerOptions {
  /** Durable name, shared by every replica of the consuming service (e.g. `catalog-claims`). */
  durable: string;
  /** Subject filters, NATS wildcards allowed (`claims.claim.*`, `catalog.>`). */
  subjects: string[];
  /** Resolves once the consumer's own transaction committed; a rejection means "deliver again later". */
  handle: EventHandler;
}

export interface Subscription {
  stop(): Promise<void>;
}

/**
 * How events leave and reach a service. Two implementations share this contract (and one test suite):
 * NATS JetStream for production and tests, and an in-process transport for the standalone run.
 */
export interface EventTransport {
  readonly kind: 'nats' | 'memory';
  /** Publishes once per event id: a second publish of the same id is dropped (JetStream `Nats-Msg-Id`). Rejects when the broker is unreachable. */
  publish(event: EventEnvelope): Promise<void>;
  /** A durable, at-least-once consumer; the caller makes handling idempotent (see consumer.ts). */
  consume(options: ConsumerOptions): Promise<Subscription>;
  /** A live, non-durable feed (the gateway's SSE bridge): only events published from now on. */
  listen(subjects: string[], onEvent: (event: EventEnvelope) => void): Promise<Subscription>;
  /** True while the broker is reachable (readiness). */
  isConnected(): boolean;
  close(): Promise<void>;
}
