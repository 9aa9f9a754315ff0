export {
  type CommitSignal,
  createCommitSignal,
  type EventWriter,
  withEventsCommitted,
} from './commit-signal';
export { type ConsumerOptions as DurableConsumerOptions, startConsumer } from './consumer';
export { forgetPublishedEvents } from './forget';
export { createMemoryTransport, type MemoryTransportOptions } from './memory-transport';
export { createNatsTransport, type NatsTransportOptions } from './nats-transport';
export {
  type EnqueuedEvent,
  enqueueEvent,
  type OutboxRelay,
  type OutboxRelayOptions,
  type OutboxTables,
  outboxMigration,
  startOutboxRelay,
} from './outbox';
export { type ParkedEventsTable, parkedEventsMigration } from './parked-events';
export type { ConsumerOptions, EventHandler, EventTransport, Subscription } from './transport';
export { type EventLogger, matchesAny, subjectMatches } from './util';
