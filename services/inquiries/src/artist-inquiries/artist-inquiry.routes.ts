import { INQUIRY_DELETED, inquiryRoutes } from '@inkbook/contracts/inquiry-routes';
import { registerRoute, requireUser, type ServiceApp, sendJsonText } from '@inkbook/service-kit';
import type { InquiriesContext } from '../context';
import { sendRequestOf } from '../sending/send-request';
import * as inquiries from './artist-inquiry.service';

/** Spec §7's artist inquiry calls: anyone sends; the artist who received it (or an admin) reads and changes it. */
export function registerArtistInquiryRoutes(app: ServiceApp, context: InquiriesContext): void {
  registerRoute(app, inquiryRoutes.send, async (request, reply) => {
    const { answer, setCookie } = await inquiries.sendArtistInquiry(context, sendRequestOf(request));
    if (setCookie) reply.header('set-cookie', setCookie);
    return reply.status(201).send(answer);
  });

  registerRoute(app, inquiryRoutes.artistInbox, async (request, reply) =>
    sendJsonText(
      reply,
      await inquiries.artistInbox(context, requireUser(request), request.params.artistId, request.query),
    ),
  );

  registerRoute(app, inquiryRoutes.artistInboxStats, async (request) =>
    inquiries.artistInboxStats(context.db, requireUser(request), request.params.artistId),
  );

  registerRoute(app, inquiryRoutes.setStatus, async (request) =>
    inquiries.setArtistInquiryStatus(context, requireUser(request), request.params.id, request.body.status),
  );

  registerRoute(app, inquiryRoutes.saveNotes, async (request) => ({
    inquiry: await inquiries.saveArtistInquiryNotes(
      context,
      requireUser(request),
      request.params.id,
      request.body.notes,
    ),
  }));

  registerRoute(app, inquiryRoutes.delete, async (request) => {
    await inquiries.deleteArtistInquiry(context, requireUser(request), request.params.id);
    return { message: INQUIRY_DELETED };
  });
}
