import { isUuid, timestampSchema } from '@inkbook/contracts/fields';
import { badRequest } from '@inkbook/service-kit';
import type { MessagePosition } from './message.repository';

const INVALID_CURSOR = 'Invalid cursor: pass the nextCursor of the page before';

/** A page's `nextCursor`: the position of its last message, opaque to clients. */
export const encodeCursor = ({ createdAt, id }: MessagePosition) =>
  Buffer.from(`${createdAt}|${id}`).toString('base64url');

/** `?after=` read back; anything this service did not hand out is a 400 naming `after`. */
export function decodeCursor(after: string): MessagePosition {
  const [createdAt = '', id = '', ...rest] = Buffer.from(after, 'base64url').toString().split('|');
  if (rest.length > 0 || !isUuid(id) || !timestampSchema.safeParse(createdAt).success)
    throw badRequest(INVALID_CURSOR, { after: INVALID_CURSOR });
  return { createdAt, id };
}
