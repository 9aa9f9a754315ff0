import type { ProfileStatus } from '@inkbook/contracts/fields';
import type { ColumnType, Generated, JSONColumnType, Selectable } from 'kysely';
import type { BooksColumns } from '../books/books.table';

type Decimal = ColumnType<number | null, number | string | null | undefined, number | string | null>;

export interface StudiosTable extends BooksColumns {
  id: Generated<string>;
  studio_name: string;
  handle: string;
  logo: string | null;
  tagline: string;
  description: string;
  established_year: number | null;
  specializations: string[];
  banner_image: string | null;
  interior_images: string[];
  exterior_images: string[];
  instagram_handle: string | null;
  location: string;
  location_lat: Decimal;
  location_lng: Decimal;
  location_address: string | null;
  phone: string | null;
  business_email: string;
  business_hours: JSONColumnType<Record<string, string>>;
  website: string | null;
  appointment_type: string;
  deposit_policy: string | null;
  cancellation_policy: string | null;
  shop_minimum: Generated<number>;
  age_requirements: string | null;
  handles_deposits: Generated<boolean>;
  status: Generated<ProfileStatus>;
  /** The admin's reason for the rejection; cleared by any other status. */
  rejection_reason: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}
export type StudioRow = Selectable<StudiosTable>;
