import type { Identity } from '@inkbook/contracts/identity';
import { type InquiryContact, inquiryContactSchema } from '@inkbook/contracts/inquiry';
import { latestClientContact } from '../client-inquiries/client-inquiry.repository';
import type { InquiriesDb } from '../db';

/**
 * Who the recipient answers. Fields the sender wrote are used as written. A signed-in sender (any role) may leave
 * them out (issue 12 item 9: step 6 is only a note then): the email is the account's, the name and phone those of
 * their latest earlier inquiry. Whatever is still missing, for them or for an anonymous sender, is a 400 with the
 * field's own message (a ZodError from contracts' schema).
 */
export async function senderContact(
  db: InquiriesDb,
  identity: Identity,
  sent: Partial<InquiryContact>,
): Promise<InquiryContact> {
  const { user } = identity;
  const onFile = user && !(sent.fullName && sent.phone) ? await latestClientContact(db, user.id) : undefined;
  return inquiryContactSchema.parse({
    fullName: sent.fullName ?? onFile?.full_name,
    email: sent.email ?? user?.email,
    phone: sent.phone ?? onFile?.phone,
  });
}

/** An email as a key (a limit's count, an Idempotency-Key's sender): the same address however it was typed. */
export const emailKey = (email: string) => email.trim().toLowerCase();
