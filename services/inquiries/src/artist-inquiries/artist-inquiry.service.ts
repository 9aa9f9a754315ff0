import type { Identity, SessionUser } from '@inkbook/contracts/identity';
import {
  ARTIST_NOT_FOUND,
  type ArtistInquiry,
  type ArtistInquiryBody,
  FLASH_NOT_OFFERED,
  type InquiryStatus,
} from '@inkbook/contracts/inquiry';
import type { InboxQuery } from '@inkbook/contracts/inquiry-routes';
import { parseMediaUrl } from '@inkbook/contracts/media';
import { artistInquiryQuote } from '@inkbook/contracts/quote';
import { publicMediaUrl } from '@inkbook/media';
import { badRequest, enqueueEvent, notFound } from '@inkbook/service-kit';
import type { InquiriesContext } from '../context';
import type { InquiriesDb } from '../db';
import { findApprovedArtist } from '../recipients/recipient.repository';
import type { ApprovedArtistRow } from '../recipients/recipient.table';
import { sendInquiry } from '../sending/send';
import { commonColumns } from '../shared/inquiry-mapper';
import {
  changeInquiry,
  deleteInquiry,
  type InquiryPatch,
  type InquiryStore,
  readInbox,
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

/** POST /api/inquiries: checked in full before anything is stored; client-sent prices are never read. */
export async function sendArtistInquiry(
  context: InquiriesContext,
  body: ArtistInquiryBody,
  identity: Identity,
  idempotencyKey: string | undefined,
): Promise<ArtistInquiry> {
  const artist = await findApprovedArtist(context.db, body.artistId);
  if (!artist) throw notFound(ARTIST_NOT_FOUND);
  const flash = offeredFlash(artist, body.selectedFlashDesigns);
  return sendInquiry(
    context,
    { kind: 'artist', identity, idempotencyKey, email: body.email, password: body.password },
    async (trx, clientUserId) => {
      const referenceImages = await context.attachments.resolve(trx, 'referenceImages', body.referenceImages);
      const placementPhotos = await context.attachments.resolve(trx, 'placementPhotos', body.placementPhotos);
      const row = await repo.insertArtistInquiry(trx, {
        ...commonColumns(body, { clientUserId, referenceImages, placementPhotos, flash }),
        artist_id: artist.id,
        ...quoteColumns(body),
      });
      const inquiry = toArtistInquiry(row);
      await enqueueEvent(trx, 'inquiries.inquiry.created', inquiry);
      return inquiry;
    },
  );
}

const store: InquiryStore<ArtistInquiryRow, ArtistInquiry> = {
  kind: 'artist',
  recipientOf: (row) => row.artist_id,
  find: repo.findArtistInquiry,
  list: repo.listArtistInbox,
  update: repo.updateArtistInquiry,
  remove: repo.deleteArtistInquiry,
  toApi: toArtistInquiry,
};

export const artistInbox = (db: InquiriesDb, user: SessionUser, artistId: string, query: InboxQuery) =>
  readInbox(db, store, user, artistId, query);

const update = (context: InquiriesContext, user: SessionUser, id: string, patch: InquiryPatch) =>
  changeInquiry(context, store, user, id, patch, (trx, inquiry, previousStatus) =>
    enqueueEvent(trx, 'inquiries.inquiry.updated', { ...inquiry, previousStatus }),
  );

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

export const deleteArtistInquiry = (context: InquiriesContext, user: SessionUser, id: string) =>
  deleteInquiry(context, store, user, id, (trx, inquiry) =>
    enqueueEvent(trx, 'inquiries.inquiry.deleted', inquiry),
  );
