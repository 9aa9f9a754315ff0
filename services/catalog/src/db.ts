import type { MediaTable, MediaVariantsTable } from '@inkbook/media';
import type { Kysely, Transaction } from 'kysely';
import type { ArtistsTable } from './artists/artist.table';
import type {
  ArtistInquiryCountsTable,
  ProfileViewsTable,
  VerifiedLinksTable,
} from './projections/projection.table';
import type { StudiosTable } from './studios/studio.table';

export interface CatalogDatabase {
  artists: ArtistsTable;
  studios: StudiosTable;
  media: MediaTable;
  media_variants: MediaVariantsTable;
  verified_links: VerifiedLinksTable;
  artist_inquiry_counts: ArtistInquiryCountsTable;
  profile_views: ProfileViewsTable;
}
export type CatalogDb = Kysely<CatalogDatabase> | Transaction<CatalogDatabase>;
