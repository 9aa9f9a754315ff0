import { INQUIRY_DELETED, studioInquiryRoutes } from '@inkbook/contracts/inquiry-routes';
import { registerRoute, requireUser, type ServiceApp, sendJsonText } from '@inkbook/service-kit';
import type { InquiriesContext } from '../context';
import { sendRequestOf } from '../sending/send-request';
import * as inquiries from './studio-inquiry.service';

/** Spec §7's studio inquiry calls: anyone sends; the studio that received it (or an admin) reads and changes it. */
export function registerStudioInquiryRoutes(app: ServiceApp, context: InquiriesContext): void {
  registerRoute(app, studioInquiryRoutes.send, async (request, reply) => {
    const { answer, setCookie } = await inquiries.sendStudioInquiry(context, sendRequestOf(request));
    if (setCookie) reply.header('set-cookie', setCookie);
    return reply.status(201).send(answer);
  });

  registerRoute(app, studioInquiryRoutes.inbox, async (request, reply) =>
    sendJsonText(
      reply,
      await inquiries.studioInbox(context, requireUser(request), request.params.studioId, request.query),
    ),
  );

  registerRoute(app, studioInquiryRoutes.setStatus, async (request) =>
    inquiries.setStudioInquiryStatus(context, requireUser(request), request.params.id, {
      status: request.body.status,
      response: request.body.response ?? null,
    }),
  );

  registerRoute(app, studioInquiryRoutes.delete, async (request) => {
    await inquiries.deleteStudioInquiry(context, requireUser(request), request.params.id);
    return { message: INQUIRY_DELETED };
  });
}
