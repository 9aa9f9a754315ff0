import type { ColumnType, Generated, RawBuilder } from 'kysely';

/** The columns both inquiry tables share (spec §3). Attachment columns hold private media hashes, never URLs. */
export interface InquiryColumns {
  id: Generated<string>;
  /** The client account that sent it (signed in, or created with it); null for an anonymous sender. */
  client_user_id: string | null;
  concept: string;
  reference_images: string[];
  selected_flash_designs: string[];
  placement_areas: string[];
  placement_photos: string[];
  size: string;
  budget_min: number;
  budget_max: number;
  available_dates: string[];
  is_traveling: string | null;
  scheduling_notes: string | null;
  full_name: string;
  email: string;
  phone: string;
  additional_notes: string | null;
  response: string | null;
  status: Generated<string>;
  /** ISO strings: service-kit's pg parser reads timestamptz so (JSON-ready, no Date round trip). */
  created_at: ColumnType<string, never, never>;
  updated_at: ColumnType<string, never, RawBuilder<Date>>;
}
