import type { SessionUser } from '@inkbook/contracts/identity';
import type { InquiryStatus } from '@inkbook/contracts/inquiry';
import type { InboxQuery } from '@inkbook/contracts/inquiry-routes';
import { notFound } from '@inkbook/service-kit';
import type { InquiriesContext } from '../context';
import { removeThread } from '../conversations/message.repository';
import { removeReadMarks } from '../conversations/read-mark.repository';
import type { InquiriesDb, InquiriesTrx } from '../db';
import type { InboxView } from '../inbox-versions/inbox-version.repository';
import type { BookingFacts } from '../stages/booking-stage';
import { accessTo, assertManages, assertReads, assertRecipient, existingId, pageOf } from './access';
import type { InquiryCard, InquiryKind, InquiryRowBase } from './inquiry-mapper';
import type { InquiryPatch } from './inquiry-repository';
import { type RecipientFields, recipientView } from './recipient-view';

/** What the inbox, change and delete flows need of one kind's table: both kinds run the same rules. */
export interface InquiryStore<Row extends InquiryRowBase, Api> {
  kind: InquiryKind;
  recipientOf(row: Row): string;
  find(db: InquiriesDb, id: string, options?: { forUpdate?: boolean }): Promise<Row | undefined>;
  update(db: InquiriesDb, id: string, patch: InquiryPatch): Promise<Row | undefined>;
  markConversed(db: InquiriesDb, id: string): Promise<void>;
  recordBookingFacts(db: InquiriesDb, id: string, facts: BookingFacts): Promise<void>;
  remove(db: InquiriesDb, id: string): Promise<Row | undefined>;
  toApi(row: Row): Api;
}

/** What an inbox read lists (one recipient's page of rows) and how it answers them. */
export interface Inbox<Row, Item> {
  kind: InquiryKind;
  list(
    db: InquiriesDb,
    recipientId: string,
    page: { limit: number; offset: number },
  ): Promise<{ rows: Row[]; total: number }>;
  /** The page's items, read for all its rows at once (see recipientView). */
  items(db: InquiriesDb, rows: Row[]): Promise<Item[]> | Item[];
}

/** An inbox's items as the recipient reads them: with their stage, unread messages and the client's record. */
export const recipientItems =
  <Row extends InquiryCard, Api>(store: { kind: InquiryKind; toApi(row: Row): Api }) =>
  (db: InquiriesDb, rows: Row[]) =>
    recipientView(db, store.kind, rows, store.toApi);

/** An inbox page, newest first, for the recipient or an admin (403 for anyone else). */
async function readInbox<Row, Item>(
  db: InquiriesDb,
  inbox: Inbox<Row, Item>,
  user: SessionUser,
  recipientId: string,
  query: InboxQuery,
) {
  assertRecipient(user, inbox.kind, recipientId);
  const page = pageOf(query);
  const { rows, total } = existingId(recipientId)
    ? await inbox.list(db, recipientId, page)
    : { rows: [], total: 0 };
  return { items: await inbox.items(db, rows), total, page: page.page, pageSize: page.pageSize };
}
/** What an inbox read needs: the database and this instance's kept pages. */
export type InboxContext = Pick<InquiriesContext, 'db' | 'inboxCache'>;
export type InboxPage<Item> = Awaited<ReturnType<typeof readInbox<unknown, Item>>>;

/**
 * An inbox page as its JSON answer (`serialize`: the route's serializeAnswer). Pages are kept while `view`'s version
 * holds (inbox-versions/), so an unchanged inbox costs one read by key; a search (`q`) is read each time. The
 * recipient is checked first, whatever is kept.
 */
export async function inboxAnswer<Row, Item>(
  context: InboxContext,
  view: InboxView,
  inbox: Inbox<Row, Item>,
  user: SessionUser,
  recipientId: string,
  query: InboxQuery & { q?: string | undefined },
  serialize: (page: InboxPage<Item>) => string,
): Promise<string> {
  assertRecipient(user, inbox.kind, recipientId);
  const read = async () => serialize(await readInbox(context.db, inbox, user, recipientId, query));
  if (query.q || !existingId(recipientId)) return read();
  return context.inboxCache.answer(context.db, view, recipientId, JSON.stringify(query), read);
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
  await removeReadMarks(trx, { kind: store.kind, id: row.id });
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

/**
 * Changes an inquiry its recipient (or an admin) manages; `updated` publishes it with the status it replaced. Answers
 * it as its recipient reads it.
 */
export async function changeInquiry<Row extends InquiryRowBase, Api>(
  context: InquiriesContext,
  changes: InquiryChanges<Row, Api>,
  user: SessionUser,
  id: string,
  patch: InquiryPatch,
): Promise<Api & RecipientFields> {
  const { store } = changes;
  return context.db.transaction().execute(async (trx) => {
    const before = await managedInquiry(trx, store, user, id);
    const row = await applyChange(trx, changes, before, patch);
    const [inquiry] = await recipientView(trx, store.kind, [row], store.toApi);
    return inquiry as Api & RecipientFields;
  });
}

/**
 * The change itself, for an inquiry already loaded, locked and authorized in `trx` (by changeInquiry, by a message
 * from its recipient that answers it, by an offer): the row and its event in that transaction. Answers the new row.
 */
export async function applyChange<Row extends InquiryRowBase, Api>(
  trx: InquiriesTrx,
  { store, updated }: InquiryChanges<Row, Api>,
  before: Row,
  patch: InquiryPatch,
): Promise<Row> {
  const row = await store.update(trx, before.id, patch);
  if (!row) throw notFound();
  await updated(trx, store.toApi(row), before.status as InquiryStatus, row.client_user_id);
  return row;
}

/** The statuses an answer moves on: a New or Reviewed inquiry becomes Responded (issue 23 item 1). */
const UNANSWERED: readonly InquiryStatus[] = ['pending', 'reviewed'];

/**
 * The recipient answered (their first message, or an offer): a New or Reviewed inquiry, loaded and locked in `trx`,
 * moves to Responded with its kind's update event; any other status stays.
 */
export async function answerInquiry<Row extends InquiryRowBase, Api>(
  trx: InquiriesTrx,
  changes: InquiryChanges<Row, Api>,
  inquiry: Row,
): Promise<boolean> {
  if (!UNANSWERED.includes(inquiry.status as InquiryStatus)) return false;
  await applyChange(trx, changes, inquiry, { status: 'responded' });
  return true;
}
