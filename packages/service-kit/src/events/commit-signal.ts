import type {
  DatabaseConnection,
  Dialect,
  Driver,
  QueryCompiler,
  QueryExecutor,
  TransactionSettings,
} from 'kysely';

type Compile = QueryCompiler['compileQuery'];

/**
 * What `enqueueEvent` writes with: a kysely `Transaction` (its `isTransaction` is `true`), never the plain
 * database, so an event only exists together with the change it describes.
 */
export interface EventWriter {
  readonly isTransaction: true;
  getExecutor(): QueryExecutor;
}

/**
 * Connections whose open transaction wrote an outbox row. Pooled connections are reused, so the mark is cleared
 * at every begin, commit and rollback.
 */
const withEvents = new WeakSet<DatabaseConnection>();

/** Marks the transaction's connection: its commit then tells the database's `onEventsCommitted` listener. */
export async function markEventsWritten(trx: EventWriter): Promise<void> {
  await trx.getExecutor().provideConnection(async (connection) => {
    withEvents.add(connection);
  });
}

/** Listeners for "a transaction that enqueued events committed", called synchronously, in order. */
export function createCommitSignal() {
  const listeners = new Set<() => void>();
  return {
    emit() {
      for (const listener of listeners) {
        try {
          listener();
        } catch {
          // A listener (a cache clear, a relay nudge) must never turn a committed write into a failed request.
        }
      }
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type CommitSignal = ReturnType<typeof createCommitSignal>;

/** Delegates to kysely's driver and calls `onCommit` right after a commit of a connection marked above. */
class EventsCommittedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly onCommit: () => void,
  ) {}

  init() {
    return this.inner.init();
  }
  acquireConnection() {
    return this.inner.acquireConnection();
  }
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    withEvents.delete(connection);
    return this.inner.beginTransaction(connection, settings);
  }
  async commitTransaction(connection: DatabaseConnection) {
    const hadEvents = withEvents.delete(connection);
    await this.inner.commitTransaction(connection);
    if (hadEvents) this.onCommit();
  }
  rollbackTransaction(connection: DatabaseConnection) {
    withEvents.delete(connection);
    return this.inner.rollbackTransaction(connection);
  }
  savepoint(connection: DatabaseConnection, name: string, compile: Compile) {
    return this.required('savepoint').call(this.inner, connection, name, compile);
  }
  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: Compile) {
    // Events written after the savepoint may be gone now; a commit still signals, which is only a spare wake-up.
    return this.required('rollbackToSavepoint').call(this.inner, connection, name, compile);
  }
  releaseSavepoint(connection: DatabaseConnection, name: string, compile: Compile) {
    return this.required('releaseSavepoint').call(this.inner, connection, name, compile);
  }
  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection(connection);
  }
  destroy() {
    return this.inner.destroy();
  }

  private required(method: 'savepoint' | 'rollbackToSavepoint' | 'releaseSavepoint') {
    const fn = this.inner[method];
    if (!fn) throw new Error(`The \`${method}\` method is not supported by this driver`);
    return fn;
  }
}

/**
 * The dialect with a commit hook: every commit of a transaction that enqueued events calls `onCommit` before
 * the transaction's `execute()` resolves. The relay publishes at once and caches of this process are cleared
 * before the writer answers, so nobody has to remember a step after their commit.
 */
export function withEventsCommitted(dialect: Dialect, onCommit: () => void): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new EventsCommittedDriver(dialect.createDriver(), onCommit),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}
