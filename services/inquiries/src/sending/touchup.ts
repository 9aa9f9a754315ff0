import { HEALED_TEXTS } from '@inkbook/contracts/aftercare-rules';
import { badRequest } from '@inkbook/service-kit';
import type { InquiriesDb } from '../db';
import type { InquiryKind } from '../shared/inquiry-mapper';
import { isCompletedBookingOf } from './touchup.repository';

/**
 * Issue 24: an inquiry marked as a touch-up (`touchupOf`) must follow a completed booking of the same client with
 * the same recipient, as far as this service knows bookings (each inquiry keeps its latest booking from bookings'
 * events). The same client: a booking whose inquiry came from an account needs the sender signed in as it (an
 * email alone, which anyone may type, never claims an account's booking); one sent without an account is matched
 * by its email, the only thing that identifies its client. Anything else is a 400 on `touchupOf`, before anything
 * is stored.
 */
export async function assertTouchup(
  db: InquiriesDb,
  inquiry: { kind: InquiryKind; recipientId: string; touchupOf: string | undefined },
  client: { userId: string | null; email: string },
): Promise<void> {
  const { kind, recipientId, touchupOf } = inquiry;
  if (touchupOf === undefined) return;
  if (!(await isCompletedBookingOf(db, kind, recipientId, touchupOf, client)))
    throw badRequest(HEALED_TEXTS.touchupNotYours, { touchupOf: HEALED_TEXTS.touchupNotYours });
}
