import type { Migration } from 'kysely';
import * as claims from './2026-11-23_001_claims';

/** The kit's outbox and processed-events tables come first (service-kit's own migrations). */
export const migrations: Record<string, Migration> = {
  '2026-11-23_001_claims': claims,
};
