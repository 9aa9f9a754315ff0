import type { Migration } from 'kysely';

/** Dated migrations of the notifications schema, in order. */
export const migrations: Record<string, Migration> = {};
