import type { WaitlistInvite } from '@inkbook/contracts/availability';
import { conflict } from '@inkbook/service-kit';
import type { InquiriesDb } from '../db';
import { emailKey } from '../sending/contact';
import * as repo from './waitlist.repository';
import { recipientOf, type WaitlistRecipient } from './waitlist-recipient';
import { inviteTokenHash } from './waitlist-tokens';

// What the waitlist asks of an inquiry (issue 26): an invite it carries must be this recipient's and still good
// (used once, in the inquiry's transaction), and the person's waiting entry ends with their inquiry.

/** What an invite link says: used once its inquiry went through, else valid until it expires. */
export const inviteStatus = (entry: {
  invite_used_at: string | null;
  invite_expires_at: string | null;
}): WaitlistInvite['status'] => {
  if (entry.invite_used_at) return 'used';
  return Date.parse(entry.invite_expires_at ?? '') > Date.now() ? 'valid' : 'expired';
};

export const WAITLIST_INVITE_EXPIRED = 'This waitlist invite has expired.';
export const WAITLIST_INVITE_USED = 'This waitlist invite was already used.';
export const WAITLIST_INVITE_ELSEWHERE = 'This waitlist invite is not for this profile.';

/**
 * The invite an inquiry carries, for this recipient and still good (409 with what is wrong otherwise). With
 * `use`, in the inquiry's transaction: the entry is locked and marked used, so one invite lets one inquiry through.
 */
export async function admitInvite(
  db: InquiriesDb,
  token: string,
  recipient: Pick<WaitlistRecipient, 'kind' | 'id'>,
  { use = false } = {},
): Promise<void> {
  const entry = await repo.findByInviteHash(db, inviteTokenHash(token), { forUpdate: use });
  const owner = entry && recipientOf(entry);
  if (!entry || owner?.kind !== recipient.kind || owner.id !== recipient.id)
    throw conflictOf(WAITLIST_INVITE_ELSEWHERE);
  const status = inviteStatus(entry);
  if (status === 'used') throw conflictOf(WAITLIST_INVITE_USED);
  if (status === 'expired') throw conflictOf(WAITLIST_INVITE_EXPIRED);
  if (use) await repo.markInviteUsed(db, entry.id);
}

const conflictOf = (message: string) => conflict(message, { waitlistInvite: message });

/** The person sent the recipient an inquiry: they are no longer waiting for it. */
export const leaveOnInquiry = (
  db: InquiriesDb,
  recipient: Pick<WaitlistRecipient, 'kind' | 'id'>,
  email: string,
) => repo.deleteWaitingByEmail(db, recipient, emailKey(email));
