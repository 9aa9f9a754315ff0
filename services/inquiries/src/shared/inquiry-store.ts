import type { SessionUser } from '@inkbook/contracts/identity';
import type { InquiryStatus } from '@inkbook/contracts/inquiry';
import type { InboxQuery } from '@inkbook/contracts/inquiry-routes';
import { notFound } from '@inkbook/service-kit';
import type { InquiriesContext } from '../context';
import { removeThread } from '../conversations/message.repository';
import type { InquiriesDb, InquiriesTrx } from '../db';
import { accessTo, assertManages, assertReads, assertRecipient, existingId, pageOf } from './access';
import type { InquiryKind, InquiryRowBase } from './inquiry-mapper';
import type { InquiryPatch } from './inquiry-repository';

/** What the inbox, change and delete flows need of one kind's table: both kinds run the same rules. */
export interface InquiryStore<Row extends InquiryRowBase, Api> {
  kind: InquiryKind;
  recipientOf(row: Row): string;
  find(db: InquiriesDb, id: string, options?: { forUpdate?: boolean }): Promise<Row | undefined>;
  list(
    db: InquiriesDb,
    recipientId: string,
    page: { limit: number; offset: number },
  ): Promise<{ rows: Row[]; total: number }>;
  update(db: InquiriesDb, id: string, patch: InquiryPatch): Promise<Row | undefined>;
  remove(db: InquiriesDb, id: string): Promise<Row | undefined>;
  toApi(row: Row): Api;
}

/** An inbox page, newest first, for the recipient or an admin (403 for anyone else). */
export async function readInbox<Row extends InquiryRowBase, Api>(
  db: InquiriesDb,
  store: Pick<InquiryStore<Row, Api>, 'kind' | 'list' | 'toApi'>,
  user: SessionUser,
  recipientId: string,
  query: InboxQuery,
) {
  assertRecipient(user, store.kind, recipientId);
  const page = pageOf(query);
  const { rows, total } = existingId(recipientId)
    ? await store.list(db, recipientId, page)
    : { rows: [], total: 0 };
  return { items: rows.map(store.toApi), total, page: page.page, pageSize: page.pageSize };
}

/** The inquiry `id` names (none for an id that is not a UUID), and who it is addressed to. */
async function addressedInquiry<Row extends InquiryRowBase, Api>(
  db: InquiriesDb,
  store: InquiryStore<Row, Api>,
  id: string,
  options: { forUpdate?: boolean },
) {
  const valid = existingId(id);
  const row = valid ? await store.find(db, valid, options) : undefined;
  return {
    row,
    addressed: row && { recipientId: store.recipientOf(row), client_user_id: row.client_user_id },
  };
}

/** Loads (and locks) an inquiry for its recipient or an admin: 403 for its sender, 404 for anyone else. */
export async function managedInquiry<Row extends InquiryRowBase, Api>(
  trx: InquiriesDb,
  store: InquiryStore<Row, Api>,
  user: SessionUser,
  id: string,
): Promise<Row> {
  const { row, addressed } = await addressedInquiry(trx, store, id, { forUpdate: true });
  assertManages(user, store.kind, addressed);
  return row as Row;
}

/**
 * Loads an inquiry for anyone who may read it (its recipient, an admin, the client who sent it), locked when asked,
 * with what `user` may do with it (see accessTo); 404 for anyone else.
 */
export async function readableInquiry<Row extends InquiryRowBase, Api>(
  db: InquiriesDb,
  store: InquiryStore<Row, Api>,
  user: SessionUser,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<{ row: Row; access: 'manage' | 'read' }> {
  const { row, addressed } = await addressedInquiry(db, store, id, options);
  assertReads(user, store.kind, addressed);
  return { row: row as Row, access: accessTo(user, store.kind, addressed) as 'manage' | 'read' };
}

/** Deletes an inquiry its recipient (or an admin) manages, its photos with it, publishing the snapshot through `deleted`. */
export async function deleteInquiry<Row extends InquiryRowBase, Api>(
  context: InquiriesContext,
  store: InquiryStore<Row, Api>,
  user: SessionUser,
  id: string,
  deleted: (trx: InquiriesTrx, inquiry: Api) => Promise<unknown>,
): Promise<void> {
  await context.db
    .transaction()
    .execute(async (trx) =>
      removeInquiry(context, trx, store, await managedInquiry(trx, store, user, id), deleted),
    );
}

/**
 * The delete itself, for an inquiry already loaded and locked in `trx` by whoever may delete it (its recipient
 * above, a studio that verified the artist in studio-artist-inquiries): the row, its conversation, their photos, its
 * event, in one transaction.
 */
export async function removeInquiry<Row extends InquiryRowBase, Api>(
  context: InquiriesContext,
  trx: InquiriesTrx,
  store: InquiryStore<Row, Api>,
  before: Row,
  deleted: (trx: InquiriesTrx, inquiry: Api) => Promise<unknown>,
): Promise<void> {
  const row = await store.remove(trx, before.id);
  if (!row) return;
  const thread = await removeThread(trx, { kind: store.kind, id: row.id });
  await context.attachments.release(trx, [...row.reference_images, ...row.placement_photos, ...thread]);
  await deleted(trx, store.toApi(row));
}

/** Publishes a changed inquiry with the status it replaced (its kind's `updated` event). */
export type InquiryUpdated<Api> = (
  trx: InquiriesTrx,
  inquiry: Api,
  previousStatus: InquiryStatus,
  clientUserId: string | null,
) => Promise<unknown>;

/** One kind's store with the event its changes publish: what a flow needs to change an inquiry of that kind. */
export interface InquiryChanges<Row extends InquiryRowBase, Api> {
  store: InquiryStore<Row, Api>;
  updated: InquiryUpdated<Api>;
}

/** Changes an inquiry its recipient (or an admin) manages; `updated` publishes it with the status it replaced. */
export async function changeInquiry<Row extends InquiryRowBase, Api>(
  context: InquiriesContext,
  { store, updated }: InquiryChanges<Row, Api>,
  user: SessionUser,
  id: string,
  patch: InquiryPatch,
): Promise<Api> {
  return context.db.transaction().execute(async (trx) => {
    const before = await managedInquiry(trx, store, user, id);
    return applyChange(trx, { store, updated }, before, patch);
  });
}

/**
 * The change itself, for an inquiry already loaded, locked and authorized in `trx` (by changeInquiry, or by a
 * message from its recipient that answers it): the row and its event in that transaction.
 */
export async function applyChange<Row extends InquiryRowBase, Api>(
  trx: InquiriesTrx,
  { store, updated }: InquiryChanges<Row, Api>,
  before: Row,
  patch: InquiryPatch,
): Promise<Api> {
  const row = await store.update(trx, before.id, patch);
  if (!row) throw notFound();
  const inquiry = store.toApi(row);
  await updated(trx, inquiry, before.status as InquiryStatus, row.client_user_id);
  return inquiry;
}
