import type { EventSubject, TypedEvent } from '@inkbook/contracts/events';
import type { EventLogger, JobType } from '@inkbook/service-kit';
import type { NotificationsContext } from '../context';
import type { NotificationsTrx } from '../db';
import type { Notify, Recipient } from '../ports';
import { nudgeDraft } from './nudge.content';
import { findStillNew, markDeleted, recordStatus, watchInquiry } from './nudge.repository';
import type { InquiryKind } from './nudge.table';

// An inquiry still New some time after it arrived gets one reminder to its recipient (issue 22). The nudge is a
// job scheduled in the transaction that consumes the inquiry's creation and cancelled in the one that consumes
// its opening, answer or deletion; when it runs it checks the inquiry is still New all the same (a change consumed
// while the job was already running cannot cancel it).

/** Whose account hears about an inquiry in an artist's or a studio's inbox (null: nobody known, nothing sent). */
export type RecipientFor = (
  trx: NotificationsTrx,
  inbox: { kind: InquiryKind; ownerId: string },
) => Promise<Recipient | null>;

export interface NudgePorts {
  notify: Notify;
  recipientFor: RecipientFor;
  logger: EventLogger;
}

export const NUDGE_SUBJECTS = [
  'inquiries.inquiry.created',
  'inquiries.inquiry.updated',
  'inquiries.inquiry.deleted',
  'inquiries.studio-inquiry.created',
  'inquiries.studio-inquiry.updated',
  'inquiries.studio-inquiry.deleted',
] as const satisfies readonly EventSubject[];
type InquiryEvent = TypedEvent<(typeof NUDGE_SUBJECTS)[number]>;

interface NudgeJob {
  inquiryId: string;
}
const keyOf = (inquiryId: string) => `inquiry:${inquiryId}`;

const inboxOf = ({ data }: InquiryEvent): { kind: InquiryKind; ownerId: string } =>
  'artistId' in data
    ? { kind: 'artist', ownerId: data.artistId }
    : { kind: 'studio', ownerId: data.studioId };

const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] || 'Your client';

/** Keeps the watched inquiry's status and schedules or cancels its nudge, in the consumer's transaction. */
async function applyInquiryEvent(
  trx: NotificationsTrx,
  event: InquiryEvent,
  nudges: JobType<NudgeJob>,
  afterSeconds: number,
) {
  const { id, status, createdAt, updatedAt, fullName } = event.data;
  const key = keyOf(id);
  if (event.subject.endsWith('.created')) {
    const { kind, ownerId } = inboxOf(event);
    const fresh = await watchInquiry(trx, {
      id,
      kind,
      owner_id: ownerId,
      client_first_name: firstName(fullName),
      status,
      deleted: false,
      created_at: createdAt,
      updated_at: updatedAt,
    });
    if (fresh && status === 'pending') {
      const due = new Date(Date.parse(createdAt) + afterSeconds * 1_000);
      await nudges.send({ inquiryId: id }, { startAfter: due, singletonKey: key, trx });
    }
  } else if (event.subject.endsWith('.updated')) {
    await recordStatus(trx, id, status, updatedAt);
    // Opened (artists' inquiries become Reviewed), answered or decided: the client is no longer waiting unheard.
    if (status !== 'pending') await nudges.cancelByKey(key, { trx });
  } else {
    await markDeleted(trx, id);
    await nudges.cancelByKey(key, { trx });
  }
}

/** Sends the nudge if the inquiry is still New; `nudge:<id>` makes a second run record nothing more. */
async function sendNudge(context: NotificationsContext, ports: NudgePorts, { inquiryId }: NudgeJob) {
  await context.db.transaction().execute(async (trx) => {
    const inquiry = await findStillNew(trx, inquiryId);
    if (!inquiry) return;
    const recipient = await ports.recipientFor(trx, { kind: inquiry.kind, ownerId: inquiry.owner_id });
    if (!recipient) {
      ports.logger.warn({ inquiryId, inbox: inquiry.kind }, 'no account to nudge about an inquiry');
      return;
    }
    await ports.notify(
      trx,
      `nudge:${inquiryId}`,
      recipient,
      nudgeDraft(inquiry, context.settings.PUBLIC_URL),
    );
  });
}

export async function registerNudges(context: NotificationsContext, ports: NudgePorts): Promise<void> {
  // A failed run (the database busy, notify throwing) is tried again a few times, waiting longer each time.
  const nudges = await context.jobs.define<NudgeJob>('inquiry-nudge', {
    retryLimit: 5,
    retryDelaySeconds: 30,
    retryBackoff: true,
  });
  await nudges.work((job) => sendNudge(context, ports, job));
  await context.consume({
    durable: 'notifications-nudges',
    subjects: NUDGE_SUBJECTS,
    handle: (trx, event) =>
      applyInquiryEvent(trx, event, nudges, context.settings.INQUIRY_NUDGE_AFTER_SECONDS),
  });
}
