import type { SessionUser } from '@inkbook/contracts/identity';
import { INQUIRY_NOT_FOUND } from '@inkbook/contracts/inquiry';
import { type InboxQuery, studioArtistInquiryRoutes } from '@inkbook/contracts/inquiry-routes';
import { notFound, serializeAnswer } from '@inkbook/service-kit';
import { removeArtistInquiry } from '../artist-inquiries/artist-inquiry.service';
import type { InquiriesContext } from '../context';
import { assertRecipient, existingId } from '../shared/access';
import { type InboxContext, inboxAnswer } from '../shared/inquiry-store';
import { toStudioArtistInquiry } from './studio-artist-inquiry.mapper';
import * as repo from './studio-artist-inquiry.repository';

// The studio dashboard's Artist Inquiries (issue 14): the inquiries sent to the artists the studio has verified
// now, for that studio's owner and admins (403 for anyone else). A delisted artist's inquiries leave the view.

export const studioArtistInbox = (
  context: InboxContext,
  user: SessionUser,
  studioId: string,
  query: InboxQuery,
) =>
  inboxAnswer(
    context,
    'studio-artists',
    // The artist's own view, without what is the recipient's only (stage, unread messages, the client's record).
    {
      kind: 'studio',
      list: repo.listStudioArtistInbox,
      items: (_db, rows) => rows.map(toStudioArtistInquiry),
    },
    user,
    studioId,
    query,
    (page) => serializeAnswer(studioArtistInquiryRoutes.inbox, page),
  );

/** Deletes one of those inquiries as its artist would (row, photos and event in one transaction); else 404. */
export async function deleteStudioArtistInquiry(
  context: InquiriesContext,
  user: SessionUser,
  studioId: string,
  id: string,
): Promise<void> {
  assertRecipient(user, 'studio', studioId);
  await context.db.transaction().execute(async (trx) => {
    const [studio, inquiry] = [existingId(studioId), existingId(id)];
    const row = studio && inquiry ? await repo.findVerifiedArtistInquiry(trx, studio, inquiry) : undefined;
    if (!row) throw notFound(INQUIRY_NOT_FOUND);
    await removeArtistInquiry(context, trx, row);
  });
}
