import type { SessionUser } from '@inkbook/contracts/identity';
import { inquiryRoutes, studioInquiryRoutes } from '@inkbook/contracts/inquiry-routes';
import { servePrivateMedia } from '@inkbook/media';
import { notFound, registerRoute, requireUser, type ServiceApp } from '@inkbook/service-kit';
import type { FastifyReply } from 'fastify';
import { artistInquiryRows } from '../artist-inquiries/artist-inquiry.repository';
import type { InquiriesContext } from '../context';
import { threadHolds } from '../conversations/message.repository';
import { assertReads, existingId } from '../shared/access';
import type { InquiryKind, InquiryRowBase } from '../shared/inquiry-mapper';
import { studioInquiryRows } from '../studio-inquiries/studio-inquiry.repository';
import { holdsAttachment } from './attachment.service';

/**
 * Private attachments (DESIGN §5): uploaded one at a time by anyone (unclaimed uploads expire), served only under
 * their inquiry (the inquiry's photos and its conversation's) to its recipient, the client who sent it and admins, with no-store headers. Never at /media/....
 */
export function registerAttachmentRoutes(app: ServiceApp, context: InquiriesContext): void {
  const { db, attachments, uploads } = context;

  // Counted per address before any work, decoded in that address's turn (issue 29).
  registerRoute(app, inquiryRoutes.uploadAttachment, async (request, reply) => {
    const address = request.identity.ip;
    await uploads.consume(address);
    // An upload whose client has gone (closed dialog, timed out) stops waiting for, or doing, the decode.
    const gone = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) gone.abort();
    });
    return reply
      .status(201)
      .send(await attachments.upload(request.body.image, { signal: gone.signal, address }));
  });

  /**
   * Serves `hash` if it is one of the inquiry's photos, or of a message in its conversation, and `user` is its
   * recipient, its sender or an admin.
   */
  async function serve(
    reply: FastifyReply,
    user: SessionUser,
    kind: InquiryKind,
    inquiry: (InquiryRowBase & { recipientId: string }) | undefined,
    hash: string,
  ) {
    assertReads(user, kind, inquiry);
    const held =
      inquiry && (holdsAttachment(inquiry, hash) || (await threadHolds(db, { kind, id: inquiry.id }, hash)));
    if (!held) throw notFound('Image not found');
    return servePrivateMedia(attachments.store, reply, hash);
  }
  const loaded = async <Row>(id: string, find: (id: string) => Promise<Row | undefined>) => {
    const valid = existingId(id);
    return valid ? find(valid) : undefined;
  };

  registerRoute(app, inquiryRoutes.attachment, async (request, reply) => {
    const row = await loaded(request.params.id, (id) => artistInquiryRows.find(db, id));
    const inquiry = row && { ...row, recipientId: row.artist_id };
    return serve(reply, requireUser(request), 'artist', inquiry, request.params.hash);
  });

  registerRoute(app, studioInquiryRoutes.attachment, async (request, reply) => {
    const row = await loaded(request.params.id, (id) => studioInquiryRows.find(db, id));
    const inquiry = row && { ...row, recipientId: row.studio_id };
    return serve(reply, requireUser(request), 'studio', inquiry, request.params.hash);
  });
}
