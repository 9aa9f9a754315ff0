import { createHmac } from 'node:crypto';
import type { Identity } from '@inkbook/contracts/identity';
import type { InquiryContact } from '@inkbook/contracts/inquiry';
import type { InquiriesContext } from '../context';
import type { InquiriesDb, InquiriesTrx } from '../db';
import { commonColumns, type InquiryKind, type SentInquiryFields } from '../shared/inquiry-mapper';
import { leaveOnInquiry } from '../waitlist/waitlist-admission';
import { admitToBooks, assertBooksTake } from './books-gate';
import { asClient, signInCreated } from './client-account';
import { emailKey, senderContact } from './contact';
import { type KeyScope, oncePerKey } from './idempotency';
import { assertTouchup } from './touchup';

/** The fields of a send body the shared flow reads: the stored ones, the photos, and the optional contact. */
export type SentBody = Omit<SentInquiryFields, keyof InquiryContact> &
  Partial<InquiryContact> & {
    referenceImages: string[];
    placementPhotos: string[];
    password?: string | undefined;
    /** Issue 26: a waitlist invite's token lets this one inquiry through while the books are closed or full. */
    waitlistInvite?: string | undefined;
  };

/** The columns every inquiry stores, as the shared flow hands them to a kind's insert. */
export type CommonColumns = ReturnType<typeof commonColumns> & { from_waitlist: boolean };

/** What an accepted body still needs from its kind: the flash to store, and how the row is written. */
export interface PreparedInquiry<Api> {
  /** The artist or studio it is sent to. */
  recipientId: string;
  flash: string[];
  /** Writes the row with its kind's own columns; answers it as the API shows it. */
  insert(trx: InquiriesTrx, common: CommonColumns): Promise<Api>;
}

/** What differs between artist and studio inquiries; everything else about sending is `sendInquiry`'s. */
export interface InquiryKindSender<Body extends SentBody, Api> {
  kind: InquiryKind;
  /** Checks what only this kind knows (its recipient is approved, else 404; the flash picked) before any write. */
  prepare(db: InquiriesDb, body: Body): Promise<PreparedInquiry<Api>>;
  /** Queues the kind's `created` event in the inquiry's transaction. */
  created(trx: InquiriesTrx, inquiry: Api, clientUserId: string | null): Promise<unknown>;
}

export interface SendRequest<Body> {
  body: Body;
  identity: Identity;
  idempotencyKey: string | undefined;
}

/**
 * Whose Idempotency-Key this is (issue 29): a signed-in sender's session user; an anonymous sender is the address
 * together with the email they send as, so two people behind one address (an office, a café) never share keys.
 * The fingerprint is an HMAC, not a plain hash: the body holds the client's password.
 */
function keyScope(
  context: InquiriesContext,
  kind: InquiryKind,
  { identity, body, idempotencyKey }: SendRequest<SentBody>,
  email: string,
): KeyScope {
  const who = identity.user ? `user:${identity.user.id}` : `ip:${identity.ip}|email:${emailKey(email)}`;
  return {
    sender: `${kind}|${who}`,
    key: idempotencyKey,
    fingerprint: createHmac('sha256', context.inquiriesConfig.INTERNAL_SECRET)
      .update(JSON.stringify(body))
      .digest('base64url'),
  };
}

/**
 * The one way an inquiry of either kind is sent, checked in full before anything is stored: at most once per
 * Idempotency-Key, within the rate limits, with the client account, and the row, its attachments and its event
 * in one transaction that also keeps the answer for a retry. `setCookie` signs in a sender whose account this
 * request created (a retry answered from the kept answer creates nothing, so signs in nobody).
 */
export async function sendInquiry<Body extends SentBody, Api>(
  context: InquiriesContext,
  sender: InquiryKindSender<Body, Api>,
  request: SendRequest<Body>,
): Promise<{ answer: Api; setCookie?: string | undefined }> {
  const { body, identity } = request;
  const prepared = await sender.prepare(context.db, body);
  const contact = await senderContact(context.db, identity, body);
  await assertTouchup(
    context.db,
    { kind: sender.kind, recipientId: prepared.recipientId, touchupOf: body.touchupOf },
    { userId: identity.user?.id ?? null, email: contact.email },
  );
  const scope = keyScope(context, sender.kind, request, contact.email);
  let created: string | null = null;
  const gate = { kind: sender.kind, recipientId: prepared.recipientId, waitlistInvite: body.waitlistInvite };
  const answer = await oncePerKey(context.db, context.keyTurns, scope, async (saveAnswer) => {
    await context.sendLimiter.admit(identity.ip, contact.email);
    // Inside the key's turn, so a retry of a sent inquiry is answered again even once the books are full.
    await assertBooksTake(context.db, gate);
    const client = await asClient(
      context,
      identity,
      { email: contact.email, password: body.password },
      (clientUserId) =>
        context.db.transaction().execute(async (trx) => {
          const { attachments } = context;
          const admitted = await admitToBooks(trx, gate);
          const inquiry = await prepared.insert(trx, {
            ...commonColumns(
              { ...body, ...contact },
              {
                clientUserId,
                referenceImages: await attachments.resolve(trx, 'referenceImages', body.referenceImages),
                placementPhotos: await attachments.resolve(trx, 'placementPhotos', body.placementPhotos),
                flash: prepared.flash,
              },
            ),
            ...admitted,
          });
          // Their inquiry is what they waited for: the person's entry on this recipient's waitlist is done.
          await leaveOnInquiry(trx, { kind: sender.kind, id: prepared.recipientId }, contact.email);
          await sender.created(trx, inquiry, clientUserId);
          await saveAnswer(trx, inquiry);
          return inquiry;
        }),
    );
    await context.sendLimiter.sent(contact.email);
    created = client.created;
    return client.stored;
  });
  return { answer, setCookie: created ? await signInCreated(context, identity, created) : undefined };
}
