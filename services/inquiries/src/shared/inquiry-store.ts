import type { SessionUser } from '@inkbook/contracts/identity';
import type { InquiryStatus } from '@inkbook/contracts/inquiry';
import type { InboxQuery } from '@inkbook/contracts/inquiry-routes';
import { notFound } from '@inkbook/service-kit';
import type { InquiriesContext } from '../context';
import type { InquiriesDb, InquiriesTrx } from '../db';
import { assertManages, assertRecipient, existingId, pageOf } from './access';
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

/** Loads (and locks) an inquiry for its recipient or an admin: 403 for its sender, 404 for anyone else. */
export async function managedInquiry<Row extends InquiryRowBase, Api>(
  trx: InquiriesDb,
  store: InquiryStore<Row, Api>,
  user: SessionUser,
  id: string,
): Promise<Row> {
  const valid = existingId(id);
  const row = valid ? await store.find(trx, valid, { forUpdate: true }) : undefined;
  assertManages(
    user,
    store.kind,
    row && { recipientId: store.recipientOf(row), client_user_id: row.client_user_id },
  );
  return row as Row;
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
 * above, a studio that verified the artist in studio-artist-inquiries): the row, its photos, its event, in one
 * transaction.
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
  await context.attachments.release(trx, [...row.reference_images, ...row.placement_photos]);
  await deleted(trx, store.toApi(row));
}

/** Changes an inquiry its recipient (or an admin) manages; `updated` publishes it with the status it replaced. */
export async function changeInquiry<Row extends InquiryRowBase, Api>(
  context: InquiriesContext,
  store: InquiryStore<Row, Api>,
  user: SessionUser,
  id: string,
  patch: InquiryPatch,
  updated: (trx: InquiriesTrx, inquiry: Api, previousStatus: InquiryStatus) => Promise<unknown>,
): Promise<Api> {
  return context.db.transaction().execute(async (trx) => {
    const before = await managedInquiry(trx, store, user, id);
    const row = await store.update(trx, before.id, patch);
    if (!row) throw notFound();
    const inquiry = store.toApi(row);
    await updated(trx, inquiry, before.status as InquiryStatus);
    return inquiry;
  });
}
