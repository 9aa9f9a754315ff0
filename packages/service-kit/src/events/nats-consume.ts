import { STREAM_NAME } from '@inkbook/contracts/events';
import { type ConsumerMessages, type JsMsg, jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { ACK_WAIT_MS, ensureConsumer, type SetupContext } from './nats-setup';
import type { ConsumerOptions } from './transport';
import { backoffDelay, errorMessage, matchesAny, parseEnvelope, Waker } from './util';

/** Messages a consumer pulls ahead; they are handled one at a time. */
const PULL_BATCH = 10;

/** One durable consumer started by `consume`: its loop, and what `stop`/`close` need to end it. */
export interface ConsumeState {
  options: ConsumerOptions;
  stopped: boolean;
  waker: Waker;
  messages: ConsumerMessages | undefined;
  loop: Promise<void>;
}

/** What a consume loop needs from the transport (its connection and stream state stay there). */
export interface ConsumeContext extends SetupContext {
  redeliveryInitialMs: number;
  redeliveryMaxMs: number;
  /** Whether the transport was closed. */
  isClosed: () => boolean;
  /** Resolves with the connection once connected, or `undefined` when `cancelled()` turned true. */
  connection: (cancelled: () => boolean) => Promise<NatsConnection | undefined>;
  /** Ensures the event stream (once per connection). */
  streamOf: (conn: NatsConnection) => Promise<void>;
}

async function handleMessage(ctx: ConsumeContext, state: ConsumeState, m: JsMsg) {
  const { logger } = ctx;
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
    const delay = backoffDelay(attempt, ctx.redeliveryInitialMs, ctx.redeliveryMaxMs);
    logger.warn(
      { durable, eventId: event.id, subject: event.subject, attempt, err: errorMessage(err) },
      `event handler failed; redelivering in ${delay} ms`,
    );
    m.nak(delay);
  } finally {
    clearInterval(keepAlive);
  }
}

async function consumeLoop(ctx: ConsumeContext, state: ConsumeState) {
  const { logger } = ctx;
  const { durable } = state.options;
  let failures = 0;
  while (!state.stopped && !ctx.isClosed()) {
    const conn = await ctx.connection(() => state.stopped);
    if (!conn) break;
    try {
      await ctx.streamOf(conn);
      await ensureConsumer(ctx, conn, state.options);
      const consumer = await jetstream(conn, { timeout: ctx.publishTimeoutMs }).consumers.get(
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
        await handleMessage(ctx, state, m);
      }
    } catch (err) {
      if (state.stopped || ctx.isClosed()) break;
      failures++;
      if (failures === 1)
        logger.warn({ durable, err: errorMessage(err) }, 'event consumer interrupted; retrying');
    } finally {
      await state.messages?.close().catch(() => {});
      state.messages = undefined;
    }
    if (!state.stopped && !ctx.isClosed())
      await state.waker.sleep(backoffDelay(Math.max(failures, 1), 250, 5_000));
  }
}

/** Starts the consume loop of one durable consumer; it runs until `state.stopped` or the transport closes. */
export function startConsumeLoop(ctx: ConsumeContext, consumeOptions: ConsumerOptions): ConsumeState {
  const state: ConsumeState = {
    options: { ...consumeOptions, subjects: [...consumeOptions.subjects] },
    stopped: false,
    waker: new Waker(),
    messages: undefined,
    loop: Promise.resolve(),
  };
  state.loop = consumeLoop(ctx, state).catch((err) =>
    ctx.logger.error({ durable: consumeOptions.durable, err: errorMessage(err) }, 'event consumer stopped'),
  );
  return state;
}
