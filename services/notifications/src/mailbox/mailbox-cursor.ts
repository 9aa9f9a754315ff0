import { isUuid } from '@inkbook/contracts/fields';
import { badRequest } from '@inkbook/service-kit';

/** The position after a page's last message (newest first): its time and id, opaque to the caller. */
export interface MailboxCursor {
  createdAt: string;
  id: string;
}

export const encodeCursor = ({ createdAt, id }: MailboxCursor) =>
  Buffer.from(`${createdAt}|${id}`).toString('base64url');

/** A cursor this service did not write is a 400, never a query on whatever it holds. */
export function decodeCursor(cursor: string): MailboxCursor {
  const [createdAt = '', id = ''] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!isUuid(id) || Number.isNaN(Date.parse(createdAt))) {
    throw badRequest('Invalid cursor', { before: 'Invalid cursor' });
  }
  return { createdAt: new Date(createdAt).toISOString(), id };
}
