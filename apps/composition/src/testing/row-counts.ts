import { type QueryExecutorProvider, sql } from 'kysely';

/** How many rows each schema-qualified table (`catalog.artists`) holds: a refused request must store nothing. */
export async function rowCounts<T extends string>(
  db: QueryExecutorProvider,
  tables: readonly T[],
): Promise<Record<T, number>> {
  const counts = {} as Record<T, number>;
  for (const table of tables) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
    counts[table] = rows[0]?.n ?? 0;
  }
  return counts;
}
