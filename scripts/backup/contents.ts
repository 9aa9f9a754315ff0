import type pg from 'pg';

/** Postgres's own schemas; every other schema is the app's (each service's, its jobs' `<service>_jobs`, public). */
const ownSchemas = `n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`;

/** The app's schemas, whatever they hold. */
export async function appSchemas(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select n.nspname as name from pg_namespace n where ${ownSchemas} order by 1`,
  );
  return rows.map((r) => r.name);
}

/** Every table of the app's schemas, as `schema.table`. */
export async function appTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and ${ownSchemas}
      order by 1`,
  );
  return rows.map((r) => r.name);
}

/** How many rows each table holds, as the client's transaction sees them. */
export async function rowCounts(client: pg.Client): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await appTables(client)) {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    counts[table] = rows[0]?.n ?? 0;
  }
  return counts;
}

/** The images each service keeps (its `media` table: packages/media stores the bytes in the service's schema). */
export const mediaCounts = (counts: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(counts)
      .filter(([table]) => table.endsWith('.media'))
      .map(([table, n]) => [table.slice(0, -'.media'.length), n]),
  );

/** Each schema's last applied migration (kysely's table in that schema): the data's version. */
export async function lastMigrations(client: pg.Client, tables: readonly string[]) {
  const migrations: Record<string, string> = {};
  for (const table of tables.filter((t) => t.endsWith('.kysely_migration'))) {
    const { rows } = await client.query<{ name: string | null }>(`select max(name) as name from ${table}`);
    if (rows[0]?.name) migrations[table.slice(0, -'.kysely_migration'.length)] = rows[0].name;
  }
  return migrations;
}
