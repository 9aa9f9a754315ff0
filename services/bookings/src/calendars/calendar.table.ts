import type { Generated } from 'kysely';
import type { OwnerKind } from '../settings/settings.table';

/** One artist's or studio's subscribable feed: the token is derived from (owner, version); only its hash is kept. */
export interface CalendarFeedsTable {
  owner_kind: OwnerKind;
  owner_id: string;
  version: Generated<number>;
  token_hash: string;
}
