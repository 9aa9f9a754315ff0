import type { Migration } from 'kysely';

/** This service's tables arrive with its capability; the kit's outbox and processed-events tables come first. */
export const migrations: Record<string, Migration> = {};
