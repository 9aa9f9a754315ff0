import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { withEventsCommitted } from './events/commit-signal';

// Timestamps come back as ISO strings rather than Date objects, so JSON responses and event snapshots agree.
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (v) => new Date(v).toISOString());
// int8 (counts) as numbers: our counts never approach 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v));
// Calendar dates stay YYYY-MM-DD text: a Date would move them by the server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

/**
 * A pool whose connections never crash the process when the database ends them (a restart, an administrator's
 * pg_terminate_backend): the pool listens while a connection is idle, but one that is checked out and between
 * queries (a transaction awaiting other work) would emit an unheard 'error'. Its next query fails instead, and the
 * pool drops it on release.
 */
export function resilientPool(config: pg.PoolConfig) {
  const pool = new pg.Pool(config);
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/**
 * A kysely instance whose connections live in the service's own schema (search_path), so repositories use
 * unqualified table names and a service can never reach another service's tables by accident.
 */
export function createDb<DB>(
  databaseUrl: string,
  schema: string,
  options: {
    max?: number;
    /** Called right after each commit of a transaction that enqueued events (the service wakes its relay). */
    onEventsCommitted?: () => void;
  } = {},
) {
  const pool = resilientPool({
    connectionString: databaseUrl,
    max: options.max ?? 10,
    options: `-c search_path=${schema}`,
    // A database that is down must turn into a quick 503, not a request that hangs.
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 10_000,
  });
  const dialect = new PostgresDialect({ pool });
  const { onEventsCommitted } = options;
  return new Kysely<DB>({
    dialect: onEventsCommitted ? withEventsCommitted(dialect, onEventsCommitted) : dialect,
  });
}
