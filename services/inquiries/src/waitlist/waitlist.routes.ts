import { waitlistRoutes } from '@inkbook/contracts/waitlist-routes';
import { registerRoute, requireUser, type ServiceApp } from '@inkbook/service-kit';
import type { InquiriesContext } from '../context';
import * as waitlist from './waitlist.service';

/**
 * Issue 26's waitlist: anyone joins; the owning artist or studio reads, invites and removes (waitlist-owner.ts);
 * the links in its emails (leave, invite) work without a session.
 */
export function registerWaitlistRoutes(app: ServiceApp, context: InquiriesContext): void {
  registerRoute(app, waitlistRoutes.join, async (request, reply) =>
    reply.status(201).send(await waitlist.joinWaitlist(context, request.identity, request.body)),
  );

  registerRoute(app, waitlistRoutes.list, async (request) =>
    waitlist.listWaitlist(context.db, requireUser(request), request.query.as),
  );

  registerRoute(app, waitlistRoutes.invite, async (request) =>
    waitlist.inviteEntry(context, requireUser(request), request.params.id),
  );

  registerRoute(app, waitlistRoutes.remove, async (request) =>
    waitlist.removeEntry(context.db, requireUser(request), request.params.id),
  );

  registerRoute(app, waitlistRoutes.inviteInfo, async (request) =>
    waitlist.inviteInfo(context.db, request.params.token),
  );

  registerRoute(app, waitlistRoutes.leave, async (request) =>
    waitlist.leaveWaitlist(context, request.identity.ip, request.body.token),
  );
}
