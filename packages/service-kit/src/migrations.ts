import { type Kysely, type Migration, Migrator, sql } from 'kysely';

/**
 * Runs a service's migrations inside its own schema (the migration table lives there too). Migrations are
 * passed as a record of statically imported modules so bundled builds carry them.
 */
export async function migrateToLatest(
  db: Kysely<unknown>,
  schema: string,
  migrations: Record<string, Migration>,
  options: { allowUnorderedMigrations?: boolean } = {},
) {
  await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  const migrator = new Migrator({
    db,
    migrationTableSchema: schema,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: options.allowUnorderedMigrations ?? false,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? ''} of schema ${schema} failed: ${String(error)}`);
  }
  return results?.filter((r) => r.status === 'Success').map((r) => r.migrationName) ?? [];
}
