import {
  WAITLIST_INVITE_DAYS,
  type WaitlistInvite,
  type WaitlistJoinBody,
} from '@inkbook/contracts/availability';
import type { Identity, SessionUser } from '@inkbook/contracts/identity';
import { ARTIST_NOT_FOUND, STUDIO_NOT_FOUND } from '@inkbook/contracts/inquiry';
import { badRequest, notFound } from '@inkbook/service-kit';
import { latestClientContact } from '../client-inquiries/client-inquiry.repository';
import type { InquiriesContext } from '../context';
import type { InquiriesDb } from '../db';
import { emailKey } from '../sending/contact';
import { existingId } from '../shared/access';
import { toWaitlistEntry } from './waitlist.mapper';
import * as repo from './waitlist.repository';
import { inviteStatus } from './waitlist-admission';
import { enqueueEntryEvent } from './waitlist-events';
import { assertOwns, ownerOf, WAITLIST_ENTRY_NOT_FOUND } from './waitlist-owner';
import { findRecipient, recipientOf } from './waitlist-recipient';
import { entryOfLeaveToken, inviteTokenHash, newInviteToken } from './waitlist-tokens';

const NAME_NEEDED = 'Please enter your full name';
const EMAIL_NEEDED = 'Please enter a valid email address';
export const WAITLIST_LINK_GONE = 'This waitlist link is no longer valid.';
const INVITE_NOT_FOUND = 'This waitlist invite was not found.';

/**
 * Who joins: a signed-in client as their account, named by their latest inquiry (their dialog sends only the idea);
 * anyone else as they wrote it (an artist's or an admin's account falls back to its own email when none is given,
 * as the dialog shows them the contact fields).
 */
async function joiner(db: InquiriesDb, identity: Identity, body: WaitlistJoinBody) {
  const { user } = identity;
  const email = user?.role === 'client' ? user.email : (body.email ?? user?.email);
  const name = body.name ?? (user ? (await latestClientContact(db, user.id))?.full_name : undefined);
  if (name && email) return { name, email };
  const fields = { ...(name ? {} : { name: NAME_NEEDED }), ...(email ? {} : { email: EMAIL_NEEDED }) };
  throw badRequest(Object.values(fields).join('. '), fields);
}

/**
 * POST /api/waitlist: the person's one waiting entry for this recipient (the same email again answers it, and
 * publishes nothing new). The recipient's projection row is locked, so two joins with one email make one entry.
 */
export async function joinWaitlist(context: InquiriesContext, identity: Identity, body: WaitlistJoinBody) {
  await context.waitlistLimiter.join(identity.ip);
  const wanted = body.artistId
    ? { kind: 'artist' as const, id: body.artistId, missing: ARTIST_NOT_FOUND }
    : { kind: 'studio' as const, id: body.studioId ?? '', missing: STUDIO_NOT_FOUND };
  if (!(await findRecipient(context.db, wanted.kind, wanted.id))) throw notFound(wanted.missing);
  const person = await joiner(context.db, identity, body);
  return context.db.transaction().execute(async (trx) => {
    const recipient = await findRecipient(trx, wanted.kind, wanted.id, { forUpdate: true });
    if (!recipient) throw notFound(wanted.missing);
    const key = emailKey(person.email);
    const existing = await repo.findWaitingByEmail(trx, recipient, key);
    if (existing) return { id: existing.id, position: await repo.positionOf(trx, existing, recipient) };
    const row = await repo.insertEntry(trx, {
      artist_id: recipient.kind === 'artist' ? recipient.id : null,
      studio_id: recipient.kind === 'studio' ? recipient.id : null,
      name: person.name,
      email: person.email.trim(),
      email_key: key,
      idea: body.idea,
      size: body.size ?? null,
      preferred_months: body.preferredMonths,
    });
    const position = await repo.positionOf(trx, row, recipient);
    await enqueueEntryEvent(context, trx, 'inquiries.waitlist-entry.created', { row, position }, recipient);
    return { id: row.id, position };
  });
}

/** GET /api/waitlist: the owner's entries still waiting, first come first served. */
export async function listWaitlist(db: InquiriesDb, user: SessionUser, as: 'artist' | 'studio' | undefined) {
  const rows = await repo.listWaiting(db, ownerOf(user, as));
  return { entries: rows.map((row, index) => toWaitlistEntry(row, index + 1)) };
}

/** The recipient an entry waits for (gone from the projection: the entry names nothing anyone can act on). */
async function recipientOfEntry(db: InquiriesDb, entry: Parameters<typeof recipientOf>[0]) {
  const { kind, id } = recipientOf(entry);
  const recipient = await findRecipient(db, kind, id);
  if (!recipient) throw notFound(WAITLIST_ENTRY_NOT_FOUND);
  return recipient;
}

/** POST /api/waitlist/{id}/invite: a new single-use token (only its hash kept), good for WAITLIST_INVITE_DAYS. */
export async function inviteEntry(context: InquiriesContext, user: SessionUser, id: string) {
  return context.db.transaction().execute(async (trx) => {
    const found = existingId(id) ? await repo.findEntry(trx, id, { forUpdate: true }) : undefined;
    const entry = assertOwns(user, found);
    const recipient = await recipientOfEntry(trx, entry);
    const token = newInviteToken();
    const row = await repo.recordInvite(trx, entry.id, inviteTokenHash(token), WAITLIST_INVITE_DAYS);
    const position = await repo.positionOf(trx, row, recipient);
    await enqueueEntryEvent(
      context,
      trx,
      'inquiries.waitlist-entry.invited',
      { row, position },
      recipient,
      token,
    );
    return toWaitlistEntry(row, position);
  });
}

/** DELETE /api/waitlist/{id}. */
export async function removeEntry(db: InquiriesDb, user: SessionUser, id: string) {
  const found = existingId(id) ? await repo.findEntry(db, id) : undefined;
  const entry = assertOwns(user, found);
  await repo.deleteEntry(db, entry.id);
  return { id: entry.id };
}

/** POST /api/waitlist/leave: the link in every waitlist email, without a session. */
export async function leaveWaitlist(context: InquiriesContext, ip: string, token: string) {
  await context.waitlistLimiter.leave(ip);
  const id = entryOfLeaveToken(context.inquiriesConfig.INTERNAL_SECRET, token);
  const entry = id && existingId(id) ? await repo.findEntry(context.db, id) : undefined;
  if (!entry || entry.invite_used_at) throw notFound(WAITLIST_LINK_GONE);
  const { kind, id: recipientId } = recipientOf(entry);
  const recipient = await findRecipient(context.db, kind, recipientId);
  await repo.deleteEntry(context.db, entry.id);
  return { recipientName: recipient?.name ?? '' };
}

/** GET /api/waitlist/invites/{token}: what the link opens (a clear page when expired or used). */
export async function inviteInfo(db: InquiriesDb, token: string): Promise<WaitlistInvite> {
  const entry = await repo.findByInviteHash(db, inviteTokenHash(token));
  if (!entry) throw notFound(INVITE_NOT_FOUND);
  const { kind, id } = recipientOf(entry);
  const recipient = await findRecipient(db, kind, id);
  if (!recipient) throw notFound(INVITE_NOT_FOUND);
  return {
    status: inviteStatus(entry),
    recipientKind: recipient.kind,
    recipientId: recipient.id,
    handle: recipient.handle,
    recipientName: recipient.name,
    expiresAt: entry.invite_expires_at ?? entry.created_at,
  };
}
