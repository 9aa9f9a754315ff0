import { DEFAULT_MEDIA_VARIANT } from '@inkbook/media';
import { bytesFile, jsonFile, registerExportPart, type ServiceApp } from '@inkbook/service-kit';
import type { Selectable } from 'kysely';
import type { InquiriesContext } from '../context';
import type { InquiryColumns } from '../shared/inquiry-columns';
import { artistInquiriesSentBy, messagesOf, studioInquiriesSentBy } from './export-part.repository';

/** Where a photo of inquiry `id` lies in the ZIP (the JSON files name it there). */
const photoPath = (inquiryId: string, hash: string) => `photos/${inquiryId}/${hash}.webp`;

type Sent = Selectable<InquiryColumns> & { recipient_name: string | null };

/** What the client wrote in an inquiry and where it stands, never the recipient's private fields. */
const sentFields = (row: Sent) => ({
  id: row.id,
  recipientName: row.recipient_name,
  concept: row.concept,
  referenceImages: row.reference_images.map((hash) => photoPath(row.id, hash)),
  selectedFlashDesigns: row.selected_flash_designs,
  placementAreas: row.placement_areas,
  placementPhotos: row.placement_photos.map((hash) => photoPath(row.id, hash)),
  size: row.size,
  budgetMin: row.budget_min,
  budgetMax: row.budget_max,
  availableDates: row.available_dates,
  isTraveling: row.is_traveling,
  schedulingNotes: row.scheduling_notes,
  fullName: row.full_name,
  email: row.email,
  phone: row.phone,
  additionalNotes: row.additional_notes,
  status: row.status,
  touchupOf: row.touchup_of,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/**
 * inquiries' part of a data export: the inquiries the caller sent as a client (an artist's notes on one are the
 * artist's, so never; a studio's answer was written to the client, so yes), both sides of their conversations, and
 * the bytes of every photo in either, under photos/. Inquiries anyone sent to the caller's own profiles are those
 * clients' data, not theirs.
 */
export function registerInquiryExport(app: ServiceApp, { db, attachments }: InquiriesContext): void {
  registerExportPart(app, async (user) => {
    const [toArtists, toStudios] = await Promise.all([
      artistInquiriesSentBy(db, user.id),
      studioInquiriesSentBy(db, user.id),
    ]);
    const inquiries = [
      ...toArtists.map((row) => ({ kind: 'artist', artistId: row.artist_id, ...sentFields(row) })),
      ...toStudios.map((row) => ({
        kind: 'studio',
        studioId: row.studio_id,
        ...sentFields(row),
        preferredStyles: row.preferred_styles,
        response: row.response,
      })),
    ];
    const messages = await messagesOf(
      db,
      inquiries.map((inquiry) => inquiry.id),
    );
    const photos = new Map<string, string>();
    for (const row of [...toArtists, ...toStudios])
      for (const hash of [...row.reference_images, ...row.placement_photos])
        photos.set(photoPath(row.id, hash), hash);
    for (const message of messages)
      for (const hash of message.attachments) photos.set(photoPath(message.inquiry_id, hash), hash);
    const photoFiles = await Promise.all(
      [...photos].map(async ([path, hash]) => {
        const file = await attachments.store.findVariant(hash, DEFAULT_MEDIA_VARIANT, 'private');
        return file ? [bytesFile(path, file.bytes)] : [];
      }),
    );
    return [
      jsonFile('inquiries.json', inquiries),
      jsonFile(
        'messages.json',
        messages.map((m) => ({
          id: m.id,
          inquiryId: m.inquiry_id,
          inquiryKind: m.inquiry_kind,
          author: { role: m.author_role, name: m.author_name },
          body: m.body,
          attachments: m.attachments.map((hash) => photoPath(m.inquiry_id, hash)),
          createdAt: m.created_at,
        })),
      ),
      ...photoFiles.flat(),
    ];
  });
}
