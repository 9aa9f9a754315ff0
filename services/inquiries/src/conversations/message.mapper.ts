import type { Message } from '@inkbook/contracts/conversation';
import { attachmentUrl } from '../shared/inquiry-mapper';
import type { MessageRow } from './message.table';

/** A message as the API answers it: its photos at the inquiry's authorized attachment route. */
export const toMessage = (row: MessageRow): Message => ({
  id: row.id,
  author: { role: row.author_role, name: row.author_name },
  body: row.body,
  attachments: row.attachments.map((hash) => ({
    url: attachmentUrl(row.inquiry_kind, row.inquiry_id, hash),
  })),
  createdAt: row.created_at,
});
