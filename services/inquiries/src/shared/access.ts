import { isUuid } from '@inkbook/contracts/fields';
import type { SessionUser } from '@inkbook/contracts/identity';
import { INQUIRY_NOT_FOUND } from '@inkbook/contracts/inquiry';
import { forbidden, notFound } from '@inkbook/service-kit';
import type { InquiryKind } from './inquiry-mapper';

// Authorization of every inquiries route (issue 12 item 2), enforced here where the data lives.

/** The recipient artist or studio, or an admin (who may do everything a recipient may). */
export const isRecipient = (user: SessionUser, kind: InquiryKind, recipientId: string) =>
  user.role === 'admin' || (kind === 'artist' ? user.artistId : user.studioId) === recipientId;

/** Inbox reads: recipient ids are public (profiles show them), so a stranger is told no (403), not 404. */
export function assertRecipient(user: SessionUser, kind: InquiryKind, recipientId: string): void {
  if (!isRecipient(user, kind, recipientId)) throw forbidden();
}

export interface Addressed {
  recipientId: string;
  client_user_id: string | null;
}

/**
 * What `user` may do with one inquiry: the recipient (or an admin) manages it; the client who sent it may read it
 * (its attachments) and is told 403 for the rest; anyone else learns nothing, not even that it exists (404).
 */
export function accessTo(user: SessionUser, kind: InquiryKind, inquiry: Addressed | undefined) {
  if (inquiry && isRecipient(user, kind, inquiry.recipientId)) return 'manage';
  if (inquiry?.client_user_id && inquiry.client_user_id === user.id) return 'read';
  return 'none';
}

export function assertManages(user: SessionUser, kind: InquiryKind, inquiry: Addressed | undefined) {
  const access = accessTo(user, kind, inquiry);
  if (access === 'read') throw forbidden();
  if (access === 'none') throw notFound(INQUIRY_NOT_FOUND);
}

export function assertReads(user: SessionUser, kind: InquiryKind, inquiry: Addressed | undefined) {
  if (accessTo(user, kind, inquiry) === 'none') throw notFound(INQUIRY_NOT_FOUND);
}

/** Ids that are not UUIDs name nothing: 404 before the database sees them. */
export const existingId = (id: string) => (isUuid(id) ? id : null);

export const pageOf = (query: { page: number; pageSize: number; limit?: number | undefined }) => {
  const size = query.limit ?? query.pageSize;
  return { limit: size, offset: (query.page - 1) * size, page: query.page, pageSize: size };
};
