import { budgetRange } from '@inkbook/contracts/budget';
import type { SessionUser } from '@inkbook/contracts/identity';
import {
  FLASH_NOT_OFFERED,
  STUDIO_NOT_FOUND,
  type StudioInquiry,
  type StudioInquiryBody,
} from '@inkbook/contracts/inquiry';
import { type StudioInboxQuery, studioInquiryRoutes } from '@inkbook/contracts/inquiry-routes';
import { studioInquiryDescription, studioInquiryTimeline } from '@inkbook/contracts/inquiry-text';
import { badRequest, enqueueEvent, notFound, serializeAnswer } from '@inkbook/service-kit';
import type { InquiriesContext } from '../context';
import { findApprovedStudio } from '../recipients/recipient.repository';
import { type InquiryKindSender, type SendRequest, sendInquiry } from '../sending/send';
import {
  changeInquiry,
  deleteInquiry,
  type InboxContext,
  type InquiryChanges,
  type InquiryStore,
  inboxAnswer,
  recipientItems,
} from '../shared/inquiry-store';
import { toStudioInquiry } from './studio-inquiry.mapper';
import * as repo from './studio-inquiry.repository';
import type { StudioInquiryRow } from './studio-inquiry.table';

/** description, budgetRange and timeline follow spec §3's rules whatever the client sent for them. */
const derivedColumns = (
  body: Pick<StudioInquiryBody, 'concept' | 'additionalNotes' | 'budgetMin' | 'budgetMax' | 'availableDates'>,
) => ({
  description: studioInquiryDescription(body.concept, body.additionalNotes),
  budget_range: budgetRange(body.budgetMin, body.budgetMax),
  timeline: studioInquiryTimeline(body.availableDates),
});

/** A studio inquiry: to an approved studio, with its texts derived here and no flash (a studio has none). */
const studioSender: InquiryKindSender<StudioInquiryBody, StudioInquiry> = {
  kind: 'studio',
  async prepare(db, body) {
    const studio = await findApprovedStudio(db, body.studioId);
    if (!studio) throw notFound(STUDIO_NOT_FOUND);
    if (body.selectedFlashDesigns.length > 0)
      throw badRequest(FLASH_NOT_OFFERED, { 'selectedFlashDesigns.0': FLASH_NOT_OFFERED });
    return {
      recipientId: studio.id,
      flash: [],
      insert: async (trx, common) =>
        toStudioInquiry(
          await repo.insertStudioInquiry(trx, {
            ...common,
            studio_id: studio.id,
            ...derivedColumns(body),
            complexity: body.complexity ?? null,
            style: body.style,
            preferred_styles: body.preferredStyles,
            recommended_artists: [],
          }),
        ),
    };
  },
  created: (trx, inquiry, clientUserId) =>
    enqueueEvent(trx, 'inquiries.studio-inquiry.created', { ...inquiry, clientUserId }),
};

/** POST /api/studio-inquiries. */
export const sendStudioInquiry = (context: InquiriesContext, request: SendRequest<StudioInquiryBody>) =>
  sendInquiry(context, studioSender, request);

const store: InquiryStore<StudioInquiryRow, StudioInquiry> = {
  kind: 'studio',
  recipientOf: (row) => row.studio_id,
  ...repo.studioInquiryRows,
  toApi: toStudioInquiry,
};

/** The studio's inbox page, of one status and one stage when asked. */
export const studioInbox = (
  context: InboxContext,
  user: SessionUser,
  studioId: string,
  query: StudioInboxQuery,
) =>
  inboxAnswer(
    context,
    'studio',
    {
      kind: 'studio',
      list: (db, recipientId, page) => repo.listStudioInbox(db, recipientId, page, query),
      items: recipientItems({ kind: 'studio', toApi: toStudioInquiry }),
    },
    user,
    studioId,
    query,
    (page) => serializeAnswer(studioInquiryRoutes.inbox, page),
  );

/** Studio inquiries and the event their changes publish (a studio's first message changes one too). */
export const studioInquiryChanges: InquiryChanges<StudioInquiryRow, StudioInquiry> = {
  store,
  updated: (trx, inquiry, previousStatus, clientUserId) =>
    enqueueEvent(trx, 'inquiries.studio-inquiry.updated', { ...inquiry, previousStatus, clientUserId }),
};

/** A studio approves or declines; a response given is stored (one left out keeps the previous one). */
export const setStudioInquiryStatus = (
  context: InquiriesContext,
  user: SessionUser,
  id: string,
  change: { status: 'approved' | 'declined'; response: string | null },
) =>
  changeInquiry(context, studioInquiryChanges, user, id, {
    status: change.status,
    ...(change.response ? { response: change.response } : {}),
  });

export const deleteStudioInquiry = (context: InquiriesContext, user: SessionUser, id: string) =>
  deleteInquiry(context, store, user, id, (trx, inquiry) =>
    enqueueEvent(trx, 'inquiries.studio-inquiry.deleted', inquiry),
  );
