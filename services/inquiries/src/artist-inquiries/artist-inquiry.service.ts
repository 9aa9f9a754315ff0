import { FLASH_CLAIMED_MESSAGE, FLASH_NOT_PRICED, flashQuote } from '@inkbook/contracts/availability-rules';
import type { SessionUser } from '@inkbook/contracts/identity';
import {
  ARTIST_NOT_FOUND,
  type ArtistInquiry,
  type ArtistInquiryBody,
  FLASH_NOT_OFFERED,
  type InquiryStatus,
} from '@inkbook/contracts/inquiry';
import { type ArtistInboxQuery, type InquiryStats, inquiryRoutes } from '@inkbook/contracts/inquiry-routes';
import { parseMediaUrl } from '@inkbook/contracts/media';
import { artistInquiryQuote } from '@inkbook/contracts/quote';
import { publicMediaUrl } from '@inkbook/media';
import { badRequest, conflict, enqueueEvent, notFound, serializeAnswer } from '@inkbook/service-kit';
import type { InquiriesContext } from '../context';
import type { InquiriesDb, InquiriesTrx } from '../db';
import { countedByStatus } from '../inbox-counts/inbox-count.repository';
import { canonicalMediaUrl } from '../recipients/recipient.consumers';
import { findApprovedArtist } from '../recipients/recipient.repository';
import type { ApprovedArtistRow } from '../recipients/recipient.table';
import { type InquiryKindSender, type SendRequest, sendInquiry } from '../sending/send';
import { assertRecipient, existingId } from '../shared/access';
import type { InquiryPatch } from '../shared/inquiry-repository';
import {
  changeInquiry,
  deleteInquiry,
  type InboxContext,
  type InquiryChanges,
  type InquiryStore,
  inboxAnswer,
  recipientItems,
  removeInquiry,
} from '../shared/inquiry-store';
import { toArtistInquiry } from './artist-inquiry.mapper';
import * as repo from './artist-inquiry.repository';
import type { ArtistInquiryRow } from './artist-inquiry.table';

/** The quote of spec §9 at the standard rate, stored as the ai* fields; without a complexity there is none. */
function quoteColumns(body: Pick<ArtistInquiryBody, 'size' | 'placementAreas' | 'complexity' | 'style'>) {
  if (!body.complexity)
    return { ai_estimate_range: null, ai_estimated_hours: null, ai_hourly_rate: null, ai_deposit: null };
  const quote = artistInquiryQuote({
    size: body.size,
    placements: body.placementAreas,
    complexity: body.complexity,
    style: body.style,
  });
  return {
    ai_estimate_range: quote.rangeText,
    ai_estimated_hours: Math.round(quote.estimatedHours * 10) / 10,
    ai_hourly_rate: quote.hourlyRate,
    ai_deposit: quote.deposit,
    ai_complexity: body.complexity,
    ai_artist_tier: 'standard',
    ai_style: body.style,
  };
}

/** Each picked flash design must be one of the artist's own flash images; answers their canonical URLs. */
function offeredFlash(artist: ApprovedArtistRow, picked: readonly string[]): string[] {
  const fields: Record<string, string> = {};
  const urls = picked.map((url, index) => {
    const parsed = parseMediaUrl(url);
    const canonical = parsed ? publicMediaUrl(parsed.hash) : url;
    if (!artist.flash_images.includes(canonical)) fields[`selectedFlashDesigns.${index}`] = FLASH_NOT_OFFERED;
    return canonical;
  });
  if (Object.keys(fields).length > 0) throw badRequest(FLASH_NOT_OFFERED, fields);
  return urls;
}

/**
 * 'Book this flash' (issue 26 item 3): one of the artist's priced pieces, not a one-off already claimed; the stored
 * quote is its price (`flashQuote`), whatever the client sent. Answers the columns it sets (none without a booking).
 */
function flashBookingColumns(artist: ApprovedArtistRow, flashBooking: string | undefined) {
  if (flashBooking === undefined) return {};
  const url = canonicalMediaUrl(flashBooking);
  const piece = url ? artist.flash[url] : undefined;
  if (!url || !piece || piece.price === null)
    throw badRequest(FLASH_NOT_PRICED, { flashBooking: FLASH_NOT_PRICED });
  if (!piece.repeatable && piece.claimed)
    throw conflict(FLASH_CLAIMED_MESSAGE, { flashBooking: FLASH_CLAIMED_MESSAGE });
  const quote = flashQuote(piece.price);
  // A flat price has no hours or hourly rate behind it.
  return {
    flash_booking: url,
    ai_estimate_range: quote.aiEstimateRange,
    ai_deposit: quote.aiDeposit,
    ai_estimated_hours: null,
    ai_hourly_rate: null,
  };
}

/** An artist inquiry: to an approved artist, with flash only from them, and the quote computed here. */
const artistSender: InquiryKindSender<ArtistInquiryBody, ArtistInquiry> = {
  kind: 'artist',
  async prepare(db, body) {
    const artist = await findApprovedArtist(db, body.artistId);
    if (!artist) throw notFound(ARTIST_NOT_FOUND);
    const flashBooking = flashBookingColumns(artist, body.flashBooking);
    return {
      recipientId: artist.id,
      flash: offeredFlash(artist, body.selectedFlashDesigns),
      insert: async (trx, common) =>
        toArtistInquiry(
          await repo.insertArtistInquiry(trx, {
            ...common,
            artist_id: artist.id,
            ...quoteColumns(body),
            ...flashBooking,
          }),
        ),
    };
  },
  created: (trx, inquiry, clientUserId) =>
    enqueueEvent(trx, 'inquiries.inquiry.created', { ...inquiry, clientUserId }),
};

/** POST /api/inquiries: client-sent prices are never read. */
export const sendArtistInquiry = (context: InquiriesContext, request: SendRequest<ArtistInquiryBody>) =>
  sendInquiry(context, artistSender, request);

const store: InquiryStore<ArtistInquiryRow, ArtistInquiry> = {
  kind: 'artist',
  recipientOf: (row) => row.artist_id,
  ...repo.artistInquiryRows,
  toApi: toArtistInquiry,
};

/** The inbox page, narrowed on the server by `q`, `status` and `stage` over all of the artist's inquiries. */
export const artistInbox = (
  context: InboxContext,
  user: SessionUser,
  artistId: string,
  query: ArtistInboxQuery,
) =>
  inboxAnswer(
    context,
    'artist',
    {
      kind: 'artist',
      list: (db, recipientId, page) => repo.listArtistInbox(db, recipientId, page, query),
      items: recipientItems({ kind: 'artist', toApi: toArtistInquiry }),
    },
    user,
    artistId,
    query,
    (page) => serializeAnswer(inquiryRoutes.artistInbox, page),
  );

/** Counts per status over all of the artist's inquiries (their kept counts), for the artist or an admin (403 else). */
export async function artistInboxStats(
  db: InquiriesDb,
  user: SessionUser,
  artistId: string,
): Promise<InquiryStats> {
  assertRecipient(user, 'artist', artistId);
  const rows = existingId(artistId) ? await countedByStatus(db, artistId) : [];
  const stats: InquiryStats = { total: 0, pending: 0, reviewed: 0, responded: 0, approved: 0, declined: 0 };
  for (const { status, count } of rows) {
    stats.total += Number(count);
    if (status in stats && status !== 'total') stats[status as InquiryStatus] += Number(count);
  }
  return stats;
}

/** Artist inquiries and the event their changes publish (a recipient's first message changes one too). */
export const artistInquiryChanges: InquiryChanges<ArtistInquiryRow, ArtistInquiry> = {
  store,
  updated: (trx, inquiry, previousStatus, clientUserId) =>
    enqueueEvent(trx, 'inquiries.inquiry.updated', { ...inquiry, previousStatus, clientUserId }),
};

const update = (context: InquiriesContext, user: SessionUser, id: string, patch: InquiryPatch) =>
  changeInquiry(context, artistInquiryChanges, user, id, patch);

export const setArtistInquiryStatus = (
  context: InquiriesContext,
  user: SessionUser,
  id: string,
  status: InquiryStatus,
) => update(context, user, id, { status });

/** The artist's private notes (spec §3 `response`). */
export const saveArtistInquiryNotes = (
  context: InquiriesContext,
  user: SessionUser,
  id: string,
  notes: string,
) => update(context, user, id, { response: notes });

const published = (trx: InquiriesTrx, inquiry: ArtistInquiry) =>
  enqueueEvent(trx, 'inquiries.inquiry.deleted', inquiry);

export const deleteArtistInquiry = (context: InquiriesContext, user: SessionUser, id: string) =>
  deleteInquiry(context, store, user, id, published);

/** The same delete for an inquiry the caller has loaded, locked and authorized in `trx` (a studio of the artist). */
export const removeArtistInquiry = (context: InquiriesContext, trx: InquiriesTrx, row: ArtistInquiryRow) =>
  removeInquiry(context, trx, store, row, published);
