import type { ServiceName } from '@inkbook/contracts/services';
import type { Kysely, Migration } from 'kysely';
import { z } from 'zod';
import { loadConfig, serviceConfigSchema } from './config';
import { createDb } from './db';
import { migrateService, schemaOf } from './service-app';

/** Config of a service with no settings of its own beyond the kit's. */
export const readServiceConfig = (
  defaultPort: number,
  env: Record<string, string | undefined> = process.env,
) =>
  loadConfig(
    serviceConfigSchema.extend({ PORT: z.coerce.number().int().min(0).max(65535).default(defaultPort) }),
    env,
  );

/** `npm run migrate -w <service>`: the migrations the service runs at boot, for deploy pipelines. */
export async function migrateCli(name: ServiceName, migrations: Record<string, Migration>) {
  const { DATABASE_URL } = loadConfig(z.object({ DATABASE_URL: z.url() }));
  const db = createDb(DATABASE_URL, schemaOf(name)) as Kysely<unknown>;
  try {
    const applied = await migrateService(db, name, migrations);
    console.log(applied.length ? `${name}: applied ${applied.join(', ')}` : `${name}: up to date`);
  } finally {
    await db.destroy();
  }
}
