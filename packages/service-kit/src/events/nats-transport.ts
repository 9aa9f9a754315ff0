import { type EventEnvelope, STREAM_NAME, streamSubjects } from '@inkbook/contracts/events';
import {
  AckPolicy,
  type ConsumerConfig,
  type ConsumerMessages,
  DeliverPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  type JsMsg,
  jetstream,
  jetstreamManager,
  ReplayPolicy,
  StorageType,
} from '@nats-io/jetstream';
import {
  connect,
  type Msg,
  type NatsConnection,
  type Subscription as NatsSubscription,
  nanos,
} from '@nats-io/transport-node';
import type { ConsumerOptions, EventTransport, Subscription } from './transport';
import {
  backoffDelay,
  type EventLogger,
  errorMessage,
  matchesAny,
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
}

/** Dedup window of the stream: a re-publish of an event id within it is dropped by JetStream. */
const DUPLICATE_WINDOW_MS = 2 * 60_000;
/** Redelivery of an unacknowledged message (handler still running → `working()` extends it). */
const ACK_WAIT_MS = 30_000;
/** Messages a consumer pulls ahead; they are handled one at a time. */
const PULL_BATCH = 10;

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

/** `filter_subjects` (several filters on one consumer) needs nats-server 2.10. */
function supportsMultipleFilters(nc: NatsConnection): boolean {
  const [major = 0, minor = 0] = (nc.info?.version ?? '0.0.0').split('.').map((n) => Number.parseInt(n, 10));
  return major > 2 || (major === 2 && minor >= 10);
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NatsUnavailableError(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const isApiError = (err: unknown, code: number) => err instanceof JetStreamApiError && err.code === code;

interface ConsumeState {
  options: ConsumerOptions;
  stopped: boolean;
  waker: Waker;
  messages: ConsumerMessages | undefined;
  loop: Promise<void>;
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

  async function ensureStream(conn: NatsConnection): Promise<void> {
    const jsm = await jetstreamManager(conn, { timeout: publishTimeoutMs });
    try {
      const info = await jsm.streams.info(STREAM_NAME);
      const have = new Set(info.config.subjects ?? []);
      const missing = streamSubjects.filter((s) => !have.has(s));
      if (missing.length > 0 || info.config.duplicate_window !== nanos(DUPLICATE_WINDOW_MS)) {
        await jsm.streams.update(STREAM_NAME, {
          subjects: [...have, ...missing],
          duplicate_window: nanos(DUPLICATE_WINDOW_MS),
        });
        logger.info({ stream: STREAM_NAME }, 'updated the event stream');
      }
    } catch (err) {
      if (!isApiError(err, JetStreamApiCodes.StreamNotFound)) throw err;
      await jsm.streams.add({
        name: STREAM_NAME,
        subjects: [...streamSubjects],
        storage: StorageType.File,
        duplicate_window: nanos(DUPLICATE_WINDOW_MS),
      });
      logger.info({ stream: STREAM_NAME }, 'created the event stream');
    }
  }

  function streamOf(conn: NatsConnection): Promise<void> {
    if (!streamReady) {
      const attempt = ensureStream(conn);
      streamReady = attempt;
      attempt.catch(() => {
        if (streamReady === attempt) streamReady = undefined;
      });
    }
    return streamReady;
  }

  async function ensureConsumer(conn: NatsConnection, { durable, subjects }: ConsumerOptions) {
    const jsm = await jetstreamManager(conn, { timeout: publishTimeoutMs });
    // One filter always works; several need 2.10 — older servers deliver everything and we skip (and ack)
    // what does not match on the client.
    const filter: Pick<ConsumerConfig, 'filter_subject' | 'filter_subjects'> =
      subjects.length === 1
        ? { filter_subject: subjects[0], filter_subjects: undefined }
        : supportsMultipleFilters(conn)
          ? { filter_subject: undefined, filter_subjects: [...subjects] }
          : { filter_subject: undefined, filter_subjects: undefined };
    const wanted = { ack_wait: nanos(ACK_WAIT_MS), max_deliver: -1, ...filter };
    try {
      const info = await jsm.consumers.info(STREAM_NAME, durable);
      const c = info.config;
      const same =
        c.ack_wait === wanted.ack_wait &&
        (c.max_deliver ?? -1) === wanted.max_deliver &&
        (c.filter_subject || undefined) === wanted.filter_subject &&
        JSON.stringify(c.filter_subjects ?? []) === JSON.stringify(wanted.filter_subjects ?? []);
      if (!same) {
        try {
          await jsm.consumers.update(STREAM_NAME, durable, wanted);
          logger.info({ durable, subjects }, 'updated the durable consumer');
        } catch (err) {
          // Subjects are filtered on the client as well, so an old server refusing the change loses nothing.
          logger.warn({ durable, err: errorMessage(err) }, 'could not update the durable consumer');
        }
      }
    } catch (err) {
      if (!isApiError(err, JetStreamApiCodes.ConsumerNotFound)) throw err;
      await jsm.consumers.add(STREAM_NAME, {
        durable_name: durable,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        replay_policy: ReplayPolicy.Instant,
        max_ack_pending: 1_000,
        ...wanted,
      });
    }
  }

  async function handleMessage(state: ConsumeState, m: JsMsg) {
    const { durable, subjects, handle } = state.options;
    let raw: unknown;
    try {
      raw = m.json();
    } catch {
      raw = undefined;
    }
    const event = parseEnvelope(raw);
    if (!event) {
      logger.error(
        { durable, subject: m.subject, seq: m.seq },
        'dropping a message that is not an event envelope',
      );
      m.term('not an event envelope');
      return;
    }
    if (!matchesAny(subjects, event.subject)) {
      m.ack();
      return;
    }
    // Long handlers keep the message theirs instead of letting it be redelivered to a replica.
    const keepAlive = setInterval(() => m.working(), ACK_WAIT_MS / 3);
    try {
      await handle(event);
      m.ack();
    } catch (err) {
      const attempt = m.info.deliveryCount;
      const delay = backoffDelay(attempt, redeliveryInitialMs, redeliveryMaxMs);
      logger.warn(
        { durable, eventId: event.id, subject: event.subject, attempt, err: errorMessage(err) },
        `event handler failed; redelivering in ${delay} ms`,
      );
      m.nak(delay);
    } finally {
      clearInterval(keepAlive);
    }
  }

  async function consumeLoop(state: ConsumeState) {
    const { durable } = state.options;
    let failures = 0;
    while (!state.stopped && !closed) {
      const conn = await connection(() => state.stopped);
      if (!conn) break;
      try {
        await streamOf(conn);
        await ensureConsumer(conn, state.options);
        const consumer = await jetstream(conn, { timeout: publishTimeoutMs }).consumers.get(
          STREAM_NAME,
          durable,
        );
        // A stream or consumer that vanished (a server that lost its storage) ends the iterator: we recreate both.
        const messages = await consumer.consume({
          max_messages: PULL_BATCH,
          abort_on_missing_resource: true,
        });
        state.messages = messages;
        if (state.stopped) break;
        if (failures > 0) logger.info({ durable }, 'consuming events again');
        failures = 0;
        for await (const m of messages) {
          if (state.stopped) {
            m.nak();
            continue;
          }
          await handleMessage(state, m);
        }
      } catch (err) {
        if (state.stopped || closed) break;
        failures++;
        if (failures === 1)
          logger.warn({ durable, err: errorMessage(err) }, 'event consumer interrupted; retrying');
      } finally {
        await state.messages?.close().catch(() => {});
        state.messages = undefined;
      }
      if (!state.stopped && !closed) await state.waker.sleep(backoffDelay(Math.max(failures, 1), 250, 5_000));
    }
  }

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
      const state: ConsumeState = {
        options: { ...consumeOptions, subjects: [...consumeOptions.subjects] },
        stopped: false,
        waker: new Waker(),
        messages: undefined,
        loop: Promise.resolve(),
      };
      state.loop = consumeLoop(state).catch((err) =>
        logger.error({ durable: consumeOptions.durable, err: errorMessage(err) }, 'event consumer stopped'),
      );
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
