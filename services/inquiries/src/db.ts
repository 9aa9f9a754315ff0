import type { MediaTable, MediaVariantsTable } from '@inkbook/media';
import type { Kysely, Transaction } from 'kysely';
import type { ArtistInquiriesTable } from './artist-inquiries/artist-inquiry.table';
import type { ClientRecordsTable } from './client-records/client-record.table';
import type { MessagesTable } from './conversations/message.table';
import type { ConversationReadsTable } from './conversations/read-mark.table';
import type { InboxCountsTable } from './inbox-counts/inbox-count.table';
import type { InboxVersionsTable } from './inbox-versions/inbox-version.table';
import type { ApprovedArtistsTable, ApprovedStudiosTable } from './recipients/recipient.table';
import type { IdempotencyKeysTable } from './sending/idempotency.table';
import type { StudioVerifiedArtistsTable } from './studio-artist-inquiries/studio-artist-inquiry.table';
import type { StudioInquiriesTable } from './studio-inquiries/studio-inquiry.table';
import type { WaitlistEntriesTable } from './waitlist/waitlist.table';

export interface InquiriesDatabase {
  artist_inquiries: ArtistInquiriesTable;
  studio_inquiries: StudioInquiriesTable;
  approved_artists: ApprovedArtistsTable;
  approved_studios: ApprovedStudiosTable;
  studio_verified_artists: StudioVerifiedArtistsTable;
  idempotency_keys: IdempotencyKeysTable;
  messages: MessagesTable;
  conversation_reads: ConversationReadsTable;
  client_records: ClientRecordsTable;
  waitlist_entries: WaitlistEntriesTable;
  inbox_counts: InboxCountsTable;
  inbox_versions: InboxVersionsTable;
  media: MediaTable;
  media_variants: MediaVariantsTable;
}
export type InquiriesDb = Kysely<InquiriesDatabase> | Transaction<InquiriesDatabase>;
/** Where events are enqueued: only inside a transaction (the outbox, DESIGN §4). */
export type InquiriesTrx = Transaction<InquiriesDatabase>;
