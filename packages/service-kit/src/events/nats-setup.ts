import { STREAM_NAME, streamSubjects } from '@inkbook/contracts/events';
import {
  AckPolicy,
  type ConsumerConfig,
  DeliverPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  jetstreamManager,
  ReplayPolicy,
  StorageType,
} from '@nats-io/jetstream';
import { type NatsConnection, nanos } from '@nats-io/transport-node';
import type { ConsumerOptions } from './transport';
import { type EventLogger, errorMessage } from './util';

/** Dedup window of the stream: a re-publish of an event id within it is dropped by JetStream. */
const DUPLICATE_WINDOW_MS = 2 * 60_000;
/** Redelivery of an unacknowledged message (handler still running → `working()` extends it). */
export const ACK_WAIT_MS = 30_000;

/** What provisioning the stream and the durable consumers needs from the transport. */
export interface SetupContext {
  logger: EventLogger;
  /** Timeout of the JetStream management requests. */
  publishTimeoutMs: number;
  /** Copies of the stream: 1 on a single server, 3 on a three-node cluster (deploy/k8s production). */
  replicas: number;
}

/** `filter_subjects` (several filters on one consumer) needs nats-server 2.10. */
export function supportsMultipleFilters(nc: NatsConnection): boolean {
  const [major = 0, minor = 0] = (nc.info?.version ?? '0.0.0').split('.').map((n) => Number.parseInt(n, 10));
  return major > 2 || (major === 2 && minor >= 10);
}

export const isApiError = (err: unknown, code: number) =>
  err instanceof JetStreamApiError && err.code === code;

/** JetStream's refusal of more copies than the cluster has servers, said with the setting that asks for them. */
function replicasRefused(err: unknown, replicas: number) {
  if (replicas === 1 || !(err instanceof JetStreamApiError)) return err;
  return new Error(
    `NATS_STREAM_REPLICAS=${replicas} asks for ${replicas} copies of the event stream, which this NATS refused ` +
      `(${err.message}): it needs a JetStream cluster of at least ${replicas} servers, or set NATS_STREAM_REPLICAS=1.`,
  );
}

/** Creates the event stream, or brings its subjects, dedup window and copies up to date. */
export async function ensureStream(ctx: SetupContext, conn: NatsConnection): Promise<void> {
  const { logger, replicas } = ctx;
  const jsm = await jetstreamManager(conn, { timeout: ctx.publishTimeoutMs });
  try {
    const info = await jsm.streams.info(STREAM_NAME);
    const have = new Set(info.config.subjects ?? []);
    const missing = streamSubjects.filter((s) => !have.has(s));
    if (
      missing.length > 0 ||
      info.config.duplicate_window !== nanos(DUPLICATE_WINDOW_MS) ||
      info.config.num_replicas !== replicas
    ) {
      await jsm.streams
        .update(STREAM_NAME, {
          subjects: [...have, ...missing],
          duplicate_window: nanos(DUPLICATE_WINDOW_MS),
          num_replicas: replicas,
        })
        .catch((e: unknown) => Promise.reject(replicasRefused(e, replicas)));
      logger.info({ stream: STREAM_NAME, replicas }, 'updated the event stream');
    }
  } catch (err) {
    if (!isApiError(err, JetStreamApiCodes.StreamNotFound)) throw err;
    await jsm.streams
      .add({
        name: STREAM_NAME,
        subjects: [...streamSubjects],
        storage: StorageType.File,
        duplicate_window: nanos(DUPLICATE_WINDOW_MS),
        num_replicas: replicas,
      })
      .catch((e: unknown) => Promise.reject(replicasRefused(e, replicas)));
    logger.info({ stream: STREAM_NAME, replicas }, 'created the event stream');
  }
}

/** Creates the durable consumer, or updates its ack wait, redelivery limit and filters when they differ. */
export async function ensureConsumer(
  ctx: SetupContext,
  conn: NatsConnection,
  { durable, subjects }: ConsumerOptions,
): Promise<void> {
  const { logger } = ctx;
  const jsm = await jetstreamManager(conn, { timeout: ctx.publishTimeoutMs });
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
