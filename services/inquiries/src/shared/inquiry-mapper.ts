import type { InquiryStatus, Traveling } from '@inkbook/contracts/inquiry';
import { inquiryEndpoints, studioInquiryEndpoints } from '@inkbook/contracts/inquiry-endpoints';
import { fillPath } from '@inkbook/contracts/route';
import type { Selectable } from 'kysely';
import type { InquiryColumns } from './inquiry-columns';

export type InquiryRowBase = Selectable<InquiryColumns>;

/**
 * The shared columns an inbox card answers (toStoredInquiry's, and `stage` for recipientView): an inbox page reads
 * these and its kind's own, never `booking_facts`, `booking_stage`, `conversed` or `client_user_id`, which only
 * the changes and the stage rules read.
 */
export const INQUIRY_CARD_COLUMNS = [
  'id',
  'concept',
  'reference_images',
  'selected_flash_designs',
  'placement_areas',
  'placement_photos',
  'size',
  'budget_min',
  'budget_max',
  'available_dates',
  'is_traveling',
  'scheduling_notes',
  'full_name',
  'email',
  'phone',
  'additional_notes',
  'response',
  'status',
  'created_at',
  'updated_at',
  'touchup_of',
  'from_waitlist',
  'stage',
] as const satisfies readonly (keyof InquiryRowBase)[];
export type InquiryCard = Pick<InquiryRowBase, (typeof INQUIRY_CARD_COLUMNS)[number]>;

/** Where each kind serves its attachments: the inquiry's own authorized route (never /media/...). */
const attachmentEndpoints = {
  artist: inquiryEndpoints.attachment,
  studio: studioInquiryEndpoints.attachment,
} as const;
export type InquiryKind = keyof typeof attachmentEndpoints;

export const attachmentUrl = (kind: InquiryKind, inquiryId: string, hash: string) =>
  fillPath(attachmentEndpoints[kind].path, { id: inquiryId, hash });

/** The fields both kinds answer, camelCase, attachments as their authorized URLs. */
export function toStoredInquiry(kind: InquiryKind, row: InquiryCard) {
  const urls = (hashes: string[]) => hashes.map((hash) => attachmentUrl(kind, row.id, hash));
  return {
    id: row.id,
    concept: row.concept,
    referenceImages: urls(row.reference_images),
    selectedFlashDesigns: row.selected_flash_designs,
    placementAreas: row.placement_areas,
    placementPhotos: urls(row.placement_photos),
    size: row.size,
    budgetMin: row.budget_min,
    budgetMax: row.budget_max,
    availableDates: row.available_dates,
    isTraveling: row.is_traveling as Traveling | null,
    schedulingNotes: row.scheduling_notes,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    additionalNotes: row.additional_notes,
    response: row.response,
    status: row.status as InquiryStatus,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    touchupOf: row.touchup_of,
    fromWaitlist: row.from_waitlist,
  };
}

/** What both kinds store as the client wrote it (the contact completed, see sending/contact.ts). */
export interface SentInquiryFields {
  concept: string;
  placementAreas: string[];
  size: string;
  budgetMin: number;
  budgetMax: number;
  availableDates: string[];
  isTraveling: Traveling;
  schedulingNotes?: string | null | undefined;
  fullName: string;
  email: string;
  phone: string;
  additionalNotes?: string | null | undefined;
  /** Issue 24: the booking a touch-up follows, checked before anything is stored (sending/touchup.ts). */
  touchupOf?: string | undefined;
}

/** The columns both kinds store from a body (attachments already resolved to hashes). */
export function commonColumns(
  body: SentInquiryFields,
  stored: {
    clientUserId: string | null;
    referenceImages: string[];
    placementPhotos: string[];
    flash: string[];
  },
) {
  return {
    client_user_id: stored.clientUserId,
    concept: body.concept,
    reference_images: stored.referenceImages,
    selected_flash_designs: stored.flash,
    placement_areas: body.placementAreas,
    placement_photos: stored.placementPhotos,
    size: body.size,
    budget_min: body.budgetMin,
    budget_max: body.budgetMax,
    available_dates: body.availableDates,
    is_traveling: body.isTraveling,
    scheduling_notes: body.schedulingNotes ?? null,
    full_name: body.fullName,
    email: body.email,
    phone: body.phone,
    additional_notes: body.additionalNotes ?? null,
    touchup_of: body.touchupOf ?? null,
  };
}
