import { inquiryRoutes, studioInquiryRoutes } from '@inkbook/contracts/inquiry-routes';
import { registerRoute, requireUser, type ServiceApp } from '@inkbook/service-kit';
import type { InquiriesContext } from '../context';
import {
  artistConversations,
  postMessage,
  readConversation,
  studioConversations,
} from './conversation.service';
import { createMessageLimiter } from './message-limiter';

/**
 * An inquiry's conversation (issue 23), on both kinds: its recipient and the client who sent it read and write,
 * admins read; everyone else is told it does not exist (404), as the inquiry's attachment route tells them.
 */
export function registerConversationRoutes(app: ServiceApp, context: InquiriesContext): void {
  const limiter = createMessageLimiter(app, context.inquiriesConfig);

  registerRoute(app, inquiryRoutes.messages, async (request) =>
    readConversation(context.db, artistConversations, requireUser(request), request.params.id, request.query),
  );
  registerRoute(app, inquiryRoutes.postMessage, async (request, reply) => {
    const message = await postMessage(context, limiter, artistConversations, {
      user: requireUser(request),
      ip: request.identity.ip,
      inquiryId: request.params.id,
      body: request.body,
    });
    return reply.status(201).send(message);
  });

  registerRoute(app, studioInquiryRoutes.messages, async (request) =>
    readConversation(context.db, studioConversations, requireUser(request), request.params.id, request.query),
  );
  registerRoute(app, studioInquiryRoutes.postMessage, async (request, reply) => {
    const message = await postMessage(context, limiter, studioConversations, {
      user: requireUser(request),
      ip: request.identity.ip,
      inquiryId: request.params.id,
      body: request.body,
    });
    return reply.status(201).send(message);
  });
}
