import type { BookingsDb } from '../db';
import type { BookingSettingsTable, OwnerKind } from './settings.table';

type Columns = Pick<BookingSettingsTable, 'time_zone'> & {
  deposit_instructions: string;
  cancellation_notice_hours: number;
  aftercare: string | null;
};

const COLUMNS = ['time_zone', 'deposit_instructions', 'cancellation_notice_hours', 'aftercare'] as const;

export const findSettings = (db: BookingsDb, ownerKind: OwnerKind, ownerId: string) =>
  db
    .selectFrom('booking_settings')
    .select(COLUMNS)
    .where('owner_kind', '=', ownerKind)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();

/**
 * Saves an owner's settings: a first save writes `initial` (the defaults with the changes), a later one only the
 * `changes`, in one statement, so two partial saves at once each keep the other's fields.
 */
export const saveSettings = (
  db: BookingsDb,
  owner: { kind: OwnerKind; id: string },
  initial: Columns,
  changes: Partial<Columns>,
) =>
  db
    .insertInto('booking_settings')
    .values({ owner_kind: owner.kind, owner_id: owner.id, ...initial })
    .onConflict((oc) =>
      oc.columns(['owner_kind', 'owner_id']).doUpdateSet({ ...changes, updated_at: new Date() }),
    )
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
