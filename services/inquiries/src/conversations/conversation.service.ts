import {
  ADMIN_READS_ONLY,
  type Message,
  type MessageList,
  type messageBodySchema,
} from '@inkbook/contracts/conversation';
import type { SessionUser } from '@inkbook/contracts/identity';
import type { ArtistInquiry, StudioInquiry } from '@inkbook/contracts/inquiry';
import { isDataImageUrl } from '@inkbook/contracts/media';
import { enqueueEvent, forbidden } from '@inkbook/service-kit';
import type { z } from 'zod';
import { artistInquiryChanges } from '../artist-inquiries/artist-inquiry.service';
import type { ArtistInquiryRow } from '../artist-inquiries/artist-inquiry.table';
import type { InquiriesContext } from '../context';
import type { InquiriesDb } from '../db';
import { findApprovedArtist, findApprovedStudio } from '../recipients/recipient.repository';
import type { InquiryRowBase } from '../shared/inquiry-mapper';
import { answerInquiry, type InquiryChanges, readableInquiry } from '../shared/inquiry-store';
import { studioInquiryChanges } from '../studio-inquiries/studio-inquiry.service';
import type { StudioInquiryRow } from '../studio-inquiries/studio-inquiry.table';
import { toMessage } from './message.mapper';
import { insertMessage, listMessages } from './message.repository';
import { decodeCursor, encodeCursor } from './message-cursor';
import type { MessageLimiter } from './message-limiter';
import { markRead } from './read-mark.repository';

/** One kind's conversations: its inquiries, the event their changes publish, and the name its recipient signs. */
export interface ConversationKind<Row extends InquiryRowBase, Api> extends InquiryChanges<Row, Api> {
  /** The recipient's name as their approved profile shows it (inquiries' projection of catalog's profiles). */
  recipientName(db: InquiriesDb, recipientId: string): Promise<string | undefined>;
}

export const artistConversations: ConversationKind<ArtistInquiryRow, ArtistInquiry> = {
  ...artistInquiryChanges,
  recipientName: async (db, id) => (await findApprovedArtist(db, id))?.artist_name,
};

export const studioConversations: ConversationKind<StudioInquiryRow, StudioInquiry> = {
  ...studioInquiryChanges,
  recipientName: async (db, id) => (await findApprovedStudio(db, id))?.studio_name,
};

/** A recipient who has left the listings (no approved profile) still answers, under their kind's name. */
const UNLISTED_NAME = { artist: 'Artist', studio: 'Studio' } as const;

/**
 * One page of an inquiry's conversation, oldest first, for its recipient, its client and admins (404 otherwise).
 * The recipient has read it up to the page's last message then (their inbox's unread count); an admin reading
 * leaves it unread for them.
 */
export async function readConversation<Row extends InquiryRowBase, Api>(
  db: InquiriesDb,
  kind: ConversationKind<Row, Api>,
  user: SessionUser,
  id: string,
  query: { after?: string | undefined; limit: number },
): Promise<MessageList> {
  const { row, access } = await readableInquiry(db, kind.store, user, id);
  const inquiry = { kind: kind.store.kind, id: row.id };
  const after = query.after ? decodeCursor(query.after) : null;
  // One more than the page tells whether another page follows.
  const rows = await listMessages(db, inquiry, after, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  if (last && access === 'manage' && user.role !== 'admin')
    await markRead(db, inquiry, 'recipient', last.created_at);
  return {
    messages: page.map(toMessage),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
  };
}

export interface MessageRequest {
  user: SessionUser;
  /** The writer's address: the photos they send as data URLs count as their uploads. */
  ip: string;
  inquiryId: string;
  body: z.output<typeof messageBodySchema>;
}

/**
 * Writes a message as the inquiry's recipient or its client (admins only read: 403): the message, its photos, its
 * event, the inquiry's conversed mark (its stage) and, for the recipient's first answer to a New or Reviewed inquiry, the move to Responded with that kind's
 * update event, all in one transaction on the locked inquiry (a concurrent delete or status change waits for it).
 */
export async function postMessage<Row extends InquiryRowBase, Api>(
  context: InquiriesContext,
  limiter: MessageLimiter,
  kind: ConversationKind<Row, Api>,
  { user, ip, inquiryId, body }: MessageRequest,
): Promise<Message> {
  const { store } = kind;
  return context.db.transaction().execute(async (trx) => {
    const { row: inquiry, access } = await readableInquiry(trx, store, user, inquiryId, { forUpdate: true });
    if (user.role === 'admin') throw forbidden(ADMIN_READS_ONLY);
    await limiter.admit(user.id);
    // A data URL is decoded here as an upload would be, so it counts as one (an uploaded ref was counted then).
    for (const image of body.images) if (isDataImageUrl(image)) await context.uploads.consume(ip);

    const recipientId = store.recipientOf(inquiry);
    const fromRecipient = access === 'manage';
    const author = fromRecipient
      ? {
          role: store.kind,
          name: (await kind.recipientName(trx, recipientId)) ?? UNLISTED_NAME[store.kind],
        }
      : { role: 'client' as const, name: inquiry.full_name };
    const message = toMessage(
      await insertMessage(trx, {
        inquiry_id: inquiry.id,
        inquiry_kind: store.kind,
        author_role: author.role,
        author_user_id: user.id,
        author_name: author.name,
        body: body.body,
        attachments: await context.attachments.resolve(trx, 'images', body.images),
      }),
    );
    await enqueueEvent(trx, 'inquiries.message.created', {
      ...message,
      inquiryId: inquiry.id,
      inquiryKind: store.kind,
      artistId: store.kind === 'artist' ? recipientId : null,
      studioId: store.kind === 'studio' ? recipientId : null,
      clientUserId: inquiry.client_user_id,
      clientEmail: inquiry.email,
      clientName: inquiry.full_name,
    });
    await store.markConversed(trx, inquiry.id);
    if (fromRecipient) await answerInquiry(trx, kind, inquiry);
    return message;
  });
}
