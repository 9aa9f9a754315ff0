import type { createUploadLimiter } from '@inkbook/media';
import type { AuthClient, ServiceContext } from '@inkbook/service-kit';
import type { Attachments } from './attachments/attachment.service';
import type { InquiriesConfig } from './config';
import type { InquiriesDatabase } from './db';
import type { InboxCache } from './inbox-versions/inbox-cache';
import type { KeyTurns } from './sending/key-turns';
import type { SendLimiter } from './sending/send-limiter';
import type { WaitlistLimiter } from './waitlist/waitlist-limiter';

/** What every inquiries module is registered with. */
export interface InquiriesContext extends ServiceContext<InquiriesDatabase> {
  inquiriesConfig: InquiriesConfig;
  auth: AuthClient;
  attachments: Attachments;
  sendLimiter: SendLimiter;
  /** Whose turn it is to send with an Idempotency-Key, across replicas (issue 27). */
  keyTurns: KeyTurns;
  waitlistLimiter: WaitlistLimiter;
  /** Inbox pages kept while their inbox version holds (issue 30 item 5). */
  inboxCache: InboxCache;
  /** Images decoded per address: uploads, and the data URLs a message carries (issue 29). */
  uploads: ReturnType<typeof createUploadLimiter>;
}
