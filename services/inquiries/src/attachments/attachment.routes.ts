import type { SessionUser } from '@inkbook/contracts/identity';
import { inquiryRoutes, studioInquiryRoutes } from '@inkbook/contracts/inquiry-routes';
import { servePrivateMedia } from '@inkbook/media';
import { notFound, registerRoute, requireUser, type ServiceApp } from '@inkbook/service-kit';
import type { FastifyReply } from 'fastify';
import { artistInquiryChanges } from '../artist-inquiries/artist-inquiry.service';
import type { InquiriesContext } from '../context';
import { threadHolds } from '../conversations/message.repository';
import type { InquiryRowBase } from '../shared/inquiry-mapper';
import { type InquiryStore, readableInquiry } from '../shared/inquiry-store';
import { studioInquiryChanges } from '../studio-inquiries/studio-inquiry.service';
import { holdsAttachment } from './attachment.service';

/**
 * Private attachments (DESIGN §5): uploaded one at a time by anyone (unclaimed uploads expire), served only under
 * their inquiry (its own photos and its conversation's) to its recipient, the client who sent it and admins, with
 * no-store headers. Never at /media/....
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
   * recipient, its sender or an admin (404 for anyone else, as for an inquiry that does not exist).
   */
  async function serve<Row extends InquiryRowBase, Api>(
    reply: FastifyReply,
    user: SessionUser,
    store: InquiryStore<Row, Api>,
    params: { id: string; hash: string },
  ) {
    const { row } = await readableInquiry(db, store, user, params.id);
    const { hash } = params;
    const held =
      holdsAttachment(row, hash) || (await threadHolds(db, { kind: store.kind, id: row.id }, hash));
    if (!held) throw notFound('Image not found');
    return servePrivateMedia(attachments.store, reply, hash);
  }

  registerRoute(app, inquiryRoutes.attachment, async (request, reply) =>
    serve(reply, requireUser(request), artistInquiryChanges.store, request.params),
  );

  registerRoute(app, studioInquiryRoutes.attachment, async (request, reply) =>
    serve(reply, requireUser(request), studioInquiryChanges.store, request.params),
  );
}
