import { INQUIRY_BODY_LIMIT } from '@inkbook/contracts/inquiry-routes';
import { createUploadLimiter, scheduleMediaCleanup } from '@inkbook/media';
import { createAuthClient, createServiceApp, type ServiceOptions } from '@inkbook/service-kit';
import { registerArtistInquiryRoutes } from './artist-inquiries/artist-inquiry.routes';
import { registerAttachmentRoutes } from './attachments/attachment.routes';
import { createAttachments } from './attachments/attachment.service';
import { registerClientInquiryRoutes } from './client-inquiries/client-inquiry.routes';
import { registerClientRecordConsumers } from './client-records/client-record.consumers';
import type { InquiriesConfig } from './config';
import type { InquiriesContext } from './context';
import { registerConversationRoutes } from './conversations/conversation.routes';
import { registerInquiryExport } from './data-export/export-part';
import type { InquiriesDatabase } from './db';
import { registerClientErasureConsumers } from './erasure/client-erasure.consumers';
import { createInboxCache } from './inbox-versions/inbox-cache';
import { migrations } from './migrations';
import { registerRecipientConsumers } from './recipients/recipient.consumers';
import { purgeExpiredKeys } from './sending/idempotency.repository';
import { createKeyTurns } from './sending/key-turns';
import { createSendLimiter } from './sending/send-limiter';
import { registerStageConsumers } from './stages/stage.consumers';
import { registerStudioArtistConsumers } from './studio-artist-inquiries/studio-artist-inquiry.consumers';
import { registerStudioArtistInquiryRoutes } from './studio-artist-inquiries/studio-artist-inquiry.routes';
import { registerStudioInquiryRoutes } from './studio-inquiries/studio-inquiry.routes';
import { registerWaitlistRoutes } from './waitlist/waitlist.routes';
import { createWaitlistLimiter } from './waitlist/waitlist-limiter';

/**
 * The inquiries service: artist and studio inquiries, their conversations, their private attachments and client
 * accounts (DESIGN §1).
 */
export function buildApp(config: InquiriesConfig, options: ServiceOptions = {}) {
  return createServiceApp<InquiriesDatabase>(
    {
      name: 'inquiries',
      migrations,
      bodyLimit: INQUIRY_BODY_LIMIT,
      async register(app, serviceContext) {
        const attachments = createAttachments(
          serviceContext.db,
          { maxBytes: config.MEDIA_MAX_BYTES, maxPixels: config.MEDIA_MAX_PIXELS },
          config.INTERNAL_SECRET,
        );
        const context: InquiriesContext = {
          ...serviceContext,
          inquiriesConfig: config,
          auth: createAuthClient({ authUrl: config.AUTH_URL, secret: config.INTERNAL_SECRET }),
          attachments,
          sendLimiter: createSendLimiter(app, config),
          keyTurns: createKeyTurns(app, config),
          waitlistLimiter: createWaitlistLimiter(app, config),
          inboxCache: createInboxCache(),
          uploads: createUploadLimiter(app, config, { service: 'inquiries', table: 'inquiry_limits' }),
        };
        scheduleMediaCleanup(app, attachments.store);
        // Answers kept for retries expire (a retry of an old key meets a stale row and clears it itself too).
        const purge = setInterval(() => void purgeExpiredKeys(serviceContext.db).catch(() => {}), 3600_000);
        purge.unref();
        app.addHook('onClose', async () => clearInterval(purge));
        registerAttachmentRoutes(app, context);
        registerArtistInquiryRoutes(app, context);
        registerStudioInquiryRoutes(app, context);
        registerClientInquiryRoutes(app, context);
        registerStudioArtistInquiryRoutes(app, context);
        registerConversationRoutes(app, context);
        registerWaitlistRoutes(app, context);
        registerInquiryExport(app, context);
        await registerRecipientConsumers(context);
        await registerStudioArtistConsumers(context);
        await registerStageConsumers(context);
        await registerClientRecordConsumers(context);
        await registerClientErasureConsumers(context);
      },
    },
    config,
    options,
  );
}
