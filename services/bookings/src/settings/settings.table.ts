import type { ColumnType, Generated } from 'kysely';

export type OwnerKind = 'artist' | 'studio';

/** One artist's or studio's booking settings (issue 23 item 3). */
export interface BookingSettingsTable {
  owner_kind: OwnerKind;
  owner_id: string;
  time_zone: string;
  deposit_instructions: Generated<string>;
  cancellation_notice_hours: Generated<number>;
  /** Null: the default aftercare text. */
  aftercare: Generated<string | null>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
