import type { EventEnvelope } from '@inkbook/contracts/events';
import { jetstream } from '@nats-io/jetstream';
import {
  connect,
  type Msg,
  type NatsConnection,
  type Subscription as NatsSubscription,
} from '@nats-io/transport-node';
import { type ConsumeContext, type ConsumeState, startConsumeLoop } from './nats-consume';
import { ensureStream, type SetupContext } from './nats-setup';
import type { EventTransport, Subscription } from './transport';
import {
  type EventLogger,
  errorMessage,
  parseEnvelope,
  type RedeliveryOptions,
  silentLogger,
  Waker,
} from './util';

export interface NatsTransportOptions {
  /** One or more `host:port` / `nats://` URLs (a comma-separated string works too). */
  servers: string | string[];
  logger?: EventLogger;
  /** Client name shown by the server's monitoring. */
  name?: string;
  /** How long `publish` waits for the stream's acknowledgement (default 3 s). */
  publishTimeoutMs?: number;
  /** Pause between connection attempts (default 1 s). */
  reconnectWaitMs?: number;
  /** Delay before a rejected event is redelivered (default 1 s doubling up to 60 s). */
  redelivery?: RedeliveryOptions;
  /** Copies of the event stream a JetStream cluster keeps (NATS_STREAM_REPLICAS; default 1, a single server). */
  streamReplicas?: number;
}

class NatsUnavailableError extends Error {
  constructor(message = 'NATS is not connected') {
    super(message);
    this.name = 'NatsUnavailableError';
  }
}

function serverList(servers: string | string[]): string[] {
  const list = Array.isArray(servers) ? servers : servers.split(',');
  return list.map((s) => s.trim()).filter(Boolean);
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NatsUnavailableError(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

interface Listener {
  subjects: string[];
  onEvent: (event: EventEnvelope) => void;
  subs: NatsSubscription[];
  recent: Set<string>;
}

/**
 * The production transport: NATS JetStream. Connecting happens in the background and never gives up, so a
 * service boots (and serves reads) while NATS is down; `isConnected()` feeds readiness, `publish` rejects
 * quickly meanwhile (the outbox keeps the events), and consumers resume when the server is back.
 */
export function createNatsTransport(options: NatsTransportOptions): EventTransport {
  const logger = options.logger ?? silentLogger;
  const servers = serverList(options.servers);
  const publishTimeoutMs = options.publishTimeoutMs ?? 3_000;
  const reconnectWaitMs = options.reconnectWaitMs ?? 1_000;
  const redeliveryInitialMs = options.redelivery?.initialMs ?? 1_000;
  const redeliveryMaxMs = options.redelivery?.maxMs ?? 60_000;

  let nc: NatsConnection | undefined;
  let connected = false;
  let closed = false;
  /** The stream is (re)ensured once per connection (a restarted server may have lost it). */
  let streamReady: Promise<void> | undefined;
  const connectWaker = new Waker();
  const connectionWaiters = new Set<() => void>();
  const consumers = new Set<ConsumeState>();
  const listeners = new Set<Listener>();

  function setConnected(value: boolean) {
    connected = value;
    if (value) {
      for (const wake of connectionWaiters) wake();
      connectionWaiters.clear();
    }
  }

  /** Resolves with the connection once connected, or `undefined` when `cancelled()` turned true. */
  async function connection(cancelled: () => boolean): Promise<NatsConnection | undefined> {
    while (!cancelled() && !closed) {
      if (nc && connected) return nc;
      await new Promise<void>((resolve) => {
        connectionWaiters.add(resolve);
      });
    }
    return undefined;
  }

  function wakeAll() {
    for (const wake of connectionWaiters) wake();
    connectionWaiters.clear();
  }

  const setupCtx: SetupContext = { logger, publishTimeoutMs, replicas: options.streamReplicas ?? 1 };

  function streamOf(conn: NatsConnection): Promise<void> {
    if (!streamReady) {
      const attempt = ensureStream(setupCtx, conn);
      streamReady = attempt;
      attempt.catch(() => {
        if (streamReady === attempt) streamReady = undefined;
      });
    }
    return streamReady;
  }

  const consumeCtx: ConsumeContext = {
    ...setupCtx,
    redeliveryInitialMs,
    redeliveryMaxMs,
    isClosed: () => closed,
    connection,
    streamOf,
  };

  function subscribeListener(conn: NatsConnection, listener: Listener) {
    for (const subject of listener.subjects) {
      const sub = conn.subscribe(subject, {
        callback: (err: Error | null, msg: Msg) => {
          if (err) return;
          let raw: unknown;
          try {
            raw = msg.json();
          } catch {
            return;
          }
          const event = parseEnvelope(raw);
          // A re-published id (the stream drops it) or overlapping filters still reach core subscribers once each.
          if (!event || listener.recent.has(event.id) || !listeners.has(listener)) return;
          listener.recent.add(event.id);
          if (listener.recent.size > 1_000) {
            const oldest = listener.recent.values().next().value;
            if (oldest !== undefined) listener.recent.delete(oldest);
          }
          try {
            listener.onEvent(event);
          } catch (e) {
            logger.error({ err: errorMessage(e), eventId: event.id }, 'event listener threw');
          }
        },
      });
      listener.subs.push(sub);
    }
  }

  async function watchStatus(conn: NatsConnection) {
    for await (const s of conn.status()) {
      if (s.type === 'disconnect') {
        if (connected) logger.warn({ server: s.server }, 'NATS disconnected; reconnecting in the background');
        setConnected(false);
        streamReady = undefined;
      } else if (s.type === 'reconnect') {
        logger.info({ server: s.server }, 'NATS reconnected');
        streamReady = undefined;
        setConnected(true);
        streamOf(conn).catch((err) =>
          logger.warn({ err: errorMessage(err) }, 'could not ensure the event stream'),
        );
      }
    }
  }

  async function connectLoop() {
    let failures = 0;
    while (!closed) {
      let conn: NatsConnection;
      try {
        conn = await connect({
          servers,
          name: options.name,
          maxReconnectAttempts: -1,
          reconnectTimeWait: reconnectWaitMs,
          pingInterval: 10_000,
          maxPingOut: 3,
          timeout: 5_000,
        });
      } catch (err) {
        failures++;
        if (failures === 1) {
          logger.warn({ servers, err: errorMessage(err) }, 'NATS unreachable; connecting in the background');
        }
        await connectWaker.sleep(reconnectWaitMs);
        continue;
      }
      if (closed) {
        await conn.close().catch(() => {});
        return;
      }
      failures = 0;
      nc = conn;
      streamReady = undefined;
      logger.info({ server: conn.getServer() }, 'NATS connected');
      void watchStatus(conn).catch(() => {});
      for (const l of listeners) subscribeListener(conn, l);
      setConnected(true);
      streamOf(conn).catch((err) =>
        logger.warn({ err: errorMessage(err) }, 'could not ensure the event stream'),
      );
      const reason = await conn.closed();
      nc = undefined;
      setConnected(false);
      streamReady = undefined;
      for (const l of listeners) l.subs = [];
      if (closed) return;
      logger.error(
        { err: reason ? errorMessage(reason) : undefined },
        'NATS connection closed; reconnecting',
      );
      await connectWaker.sleep(reconnectWaitMs);
    }
  }

  const connecting = connectLoop();

  return {
    kind: 'nats',

    async publish(event) {
      if (closed) throw new Error('Event transport is closed');
      const conn = nc;
      if (!conn || !connected) throw new NatsUnavailableError();
      await withTimeout(streamOf(conn), publishTimeoutMs, 'ensuring the event stream');
      await jetstream(conn, { timeout: publishTimeoutMs }).publish(event.subject, JSON.stringify(event), {
        msgID: event.id,
        timeout: publishTimeoutMs,
      });
    },

    async consume(consumeOptions): Promise<Subscription> {
      if (closed) throw new Error('Event transport is closed');
      const state = startConsumeLoop(consumeCtx, consumeOptions);
      consumers.add(state);
      return {
        async stop() {
          if (state.stopped) return;
          state.stopped = true;
          consumers.delete(state);
          state.waker.wake();
          wakeAll();
          await state.messages?.close().catch(() => {});
          await state.loop;
        },
      };
    },

    async listen(subjects, onEvent): Promise<Subscription> {
      if (closed) throw new Error('Event transport is closed');
      const listener: Listener = { subjects: [...subjects], onEvent, subs: [], recent: new Set() };
      listeners.add(listener);
      const conn = nc;
      if (conn) {
        subscribeListener(conn, listener);
        // The subscription is registered on the server once this returns: no event published afterwards is missed.
        if (connected) await withTimeout(conn.flush(), publishTimeoutMs, 'subscribing').catch(() => {});
      }
      return {
        async stop() {
          listeners.delete(listener);
          for (const sub of listener.subs) sub.unsubscribe();
          listener.subs = [];
        },
      };
    },

    isConnected: () => connected && !closed,

    async close() {
      if (closed) return;
      closed = true;
      connectWaker.wake();
      wakeAll();
      await Promise.all(
        [...consumers].map(async (state) => {
          state.stopped = true;
          state.waker.wake();
          await state.messages?.close().catch(() => {});
          await state.loop;
        }),
      );
      consumers.clear();
      listeners.clear();
      const conn = nc;
      if (conn && !conn.isClosed()) {
        if (connected) await withTimeout(conn.drain(), 5_000, 'draining').catch(() => conn.close());
        else await conn.close().catch(() => {});
      }
      await connecting;
    },
  };
}
