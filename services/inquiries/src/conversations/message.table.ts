import type { MessageAuthorRole } from '@inkbook/contracts/conversation';
import type { ColumnType, Generated, RawBuilder, Selectable } from 'kysely';
import type { InquiryKind } from '../shared/inquiry-mapper';

/** One message of an inquiry's conversation (either kind of inquiry). */
export interface MessagesTable {
  id: Generated<string>;
  inquiry_id: string;
  inquiry_kind: InquiryKind;
  author_role: MessageAuthorRole;
  /** The session user who wrote it; null for a message the system writes. */
  author_user_id: string | null;
  /** As the author was named when they wrote (a later rename does not rewrite the thread). */
  author_name: string;
  body: string;
  /** Private media hashes, served under the inquiry's attachment route. */
  attachments: string[];
  /** ISO string with milliseconds (the column keeps no more), so a cursor holds it exactly. */
  created_at: ColumnType<string, RawBuilder<Date>, never>;
}
export type MessageRow = Selectable<MessagesTable>;
