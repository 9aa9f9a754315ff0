import type { ColumnType, Generated, Selectable } from 'kysely';

type NullableTimestamp = ColumnType<string | null, Date | string | null | undefined, Date | string | null>;

/** A client's healed photo of a booking (issue 24 item 5): private media, public only once published. */
export interface HealedPhotosTable {
  id: Generated<string>;
  booking_id: string;
  hash: string;
  allow_public: boolean;
  published_at: NullableTimestamp;
  portfolio_url: string | null;
  created_at: ColumnType<string, Date | string | undefined, never>;
}
export type HealedPhotoRow = Selectable<HealedPhotosTable>;
