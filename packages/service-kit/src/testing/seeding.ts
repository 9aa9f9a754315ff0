import { type RawBuilder, sql } from 'kysely';

/**
 * For fixtures written by SQL: a valid version-4 UUID made from `text` (its md5, with the version and variant digits
 * set), so the same text gives the same id and an answer that carries it still passes its UUID schema.
 */
export const uuidFrom = (text: RawBuilder<unknown>) =>
  sql`overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;
