import type { Migration } from 'kysely';
import * as inquiries from './2026-11-23_001_inquiries';
import * as artistInboxStatus from './2026-11-23_002_artist_inbox_status';
import * as studioVerifiedArtists from './2026-11-23_003_studio_verified_artists';
import * as idempotencyFingerprint from './2026-11-26_004_idempotency_fingerprint';
import * as messages from './2026-11-26_005_messages';
import * as bookingStage from './2026-11-26_006_booking_stage';
import * as conversationReads from './2026-11-26_007_conversation_reads';
import * as clientRecords from './2026-11-26_008_client_records';
import * as touchupOf from './2026-11-29_009_touchup_of';
import * as waitlistAndFlash from './2026-11-29_010_waitlist-and-flash';
import * as booksGateAndWaitlist from './2026-11-29_011_books-gate-and-waitlist';
import * as inboxCounts from './2026-11-29_012_inbox_counts';
import * as inboxVersions from './2026-11-29_013_inbox_versions';
import * as inboxLockOrder from './2026-11-29_014_inbox_lock_order';

/** The kit's outbox and processed-events tables come first (service-kit's own migrations). */
export const migrations: Record<string, Migration> = {
  '2026-11-23_001_inquiries': inquiries,
  '2026-11-23_002_artist_inbox_status': artistInboxStatus,
  '2026-11-23_003_studio_verified_artists': studioVerifiedArtists,
  '2026-11-26_004_idempotency_fingerprint': idempotencyFingerprint,
  '2026-11-26_005_messages': messages,
  '2026-11-26_006_booking_stage': bookingStage,
  '2026-11-26_007_conversation_reads': conversationReads,
  '2026-11-26_008_client_records': clientRecords,
  '2026-11-29_009_touchup_of': touchupOf,
  '2026-11-29_010_waitlist-and-flash': waitlistAndFlash,
  '2026-11-29_011_books-gate-and-waitlist': booksGateAndWaitlist,
  '2026-11-29_012_inbox_counts': inboxCounts,
  '2026-11-29_013_inbox_versions': inboxVersions,
  '2026-11-29_014_inbox_lock_order': inboxLockOrder,
};
