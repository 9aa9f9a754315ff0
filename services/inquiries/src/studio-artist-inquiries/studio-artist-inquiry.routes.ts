import { INQUIRY_DELETED, studioArtistInquiryRoutes } from '@inkbook/contracts/inquiry-routes';
import { registerRoute, requireUser, type ServiceApp, sendJsonText } from '@inkbook/service-kit';
import type { InquiriesContext } from '../context';
import * as inquiries from './studio-artist-inquiry.service';

/** Spec §7's studio view of its verified artists' inquiries: the studio's owner or an admin reads and deletes. */
export function registerStudioArtistInquiryRoutes(app: ServiceApp, context: InquiriesContext): void {
  registerRoute(app, studioArtistInquiryRoutes.inbox, async (request, reply) =>
    sendJsonText(
      reply,
      await inquiries.studioArtistInbox(
        context,
        requireUser(request),
        request.params.studioId,
        request.query,
      ),
    ),
  );

  registerRoute(app, studioArtistInquiryRoutes.delete, async (request) => {
    const { studioId, id } = request.params;
    await inquiries.deleteStudioArtistInquiry(context, requireUser(request), studioId, id);
    return { message: INQUIRY_DELETED };
  });
}
