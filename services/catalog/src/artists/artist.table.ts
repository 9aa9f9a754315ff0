import type { ProfileStatus } from '@inkbook/contracts/fields';
import type { ColumnType, Generated, JSONColumnType, Selectable } from 'kysely';
import type { BooksColumns, FlashDetail } from '../books/books.table';

/** numeric columns come back as numbers (service-kit's type parser) and are written as numbers or strings. */
type Decimal = ColumnType<number | null, number | string | null | undefined, number | string | null>;

export interface ArtistsTable extends BooksColumns {
  id: Generated<string>;
  artist_name: string;
  instagram_handle: string;
  studio_name: string | null;
  location: string;
  location_lat: Decimal;
  location_lng: Decimal;
  location_address: string | null;
  bio: string;
  phone: string | null;
  website: string | null;
  email: string;
  portfolio_images: string[];
  flash_images: string[];
  tattoo_styles: string[];
  profile_image: string | null;
  deposit_policy: string | null;
  cancellation_policy: string | null;
  touchup_policy: string | null;
  status: Generated<ProfileStatus>;
  /** The admin's reason for the rejection; cleared by any other status. */
  rejection_reason: string | null;
  /** Issue 26: flash details under each flash image's URL. */
  flash_details: JSONColumnType<Record<string, FlashDetail>, string | undefined, string>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}
export type ArtistRow = Selectable<ArtistsTable>;
