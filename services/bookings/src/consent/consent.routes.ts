import { aftercareRoutes } from '@inkbook/contracts/aftercare-routes';
import { registerRoute, requireUser, type ServiceApp } from '@inkbook/service-kit';
import type { BookingsContext } from '../context';
import { ownerOf } from '../shared/parties';
import { readConsent, signConsent, signedConsentPdf } from './consent.service';
import { currentTemplate, saveTemplate, templateVersions } from './consent-template.service';

/**
 * Issue 24 items 1–2: the signed-in artist's or studio's consent template (`?as=` like the booking settings;
 * clients and admins 403), and a booking's form, its signature (the client) and its PDF (the parties and admins).
 */
export async function registerConsentRoutes(app: ServiceApp, context: BookingsContext): Promise<void> {
  registerRoute(app, aftercareRoutes.consentTemplate, async (request) =>
    currentTemplate(context.db, ownerOf(requireUser(request), request.query.as)),
  );
  registerRoute(app, aftercareRoutes.updateConsentTemplate, async (request) =>
    saveTemplate(context.db, ownerOf(requireUser(request), request.query.as), request.body),
  );
  registerRoute(app, aftercareRoutes.consentVersions, async (request) =>
    templateVersions(context.db, ownerOf(requireUser(request), request.query.as)),
  );

  registerRoute(app, aftercareRoutes.consent, async (request) =>
    readConsent(context.db, requireUser(request), request.params.id),
  );
  registerRoute(app, aftercareRoutes.signConsent, async (request, reply) => {
    const signed = await signConsent(context, requireUser(request), request.params.id, request.body, {
      // The client's address as the gateway saw it (its signed identity), not the gateway's own.
      ip: request.identity.ip,
      userAgent: request.headers['user-agent'] ?? '',
    });
    return reply.status(201).send(signed);
  });
  registerRoute(app, aftercareRoutes.consentPdf, async (request, reply) => {
    const pdf = await signedConsentPdf(context.db, requireUser(request), request.params.id);
    return reply
      .headers({
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="inkbook-consent-${request.params.id}.pdf"`,
        // A client's name, birth date and address: no cache keeps it.
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      })
      .send(Buffer.from(pdf));
  });
}
