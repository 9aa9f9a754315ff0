import type { Identity } from '@inkbook/contracts/identity';
import type { InquiriesContext } from '../context';
import type { InquiriesTrx } from '../db';
import { asClient } from './client-account';
import { oncePerKey } from './idempotency';

export interface Sending {
  kind: 'artist' | 'studio';
  identity: Identity;
  idempotencyKey: string | undefined;
  email: string;
  password?: string | undefined;
}

/**
 * The one way an inquiry of either kind is sent, once its recipient is known: at most once per Idempotency-Key,
 * within the rate limits, with the client account, and `insert` (the row, its attachments, its event) in one
 * transaction that also keeps the answer for a retry.
 */
export function sendInquiry<T>(
  context: InquiriesContext,
  sending: Sending,
  insert: (trx: InquiriesTrx, clientUserId: string | null) => Promise<T>,
): Promise<T> {
  const { identity } = sending;
  const sender = `${sending.kind}|${identity.user ? `user:${identity.user.id}` : `ip:${identity.ip}`}`;
  return oncePerKey(context.db, { sender, key: sending.idempotencyKey }, async (saveAnswer) => {
    await context.sendLimiter.consume(identity.ip, sending.email);
    return asClient(context, identity, sending, (clientUserId) =>
      context.db.transaction().execute(async (trx) => {
        const answer = await insert(trx, clientUserId);
        await saveAnswer(trx, answer);
        return answer;
      }),
    );
  });
}
