import { isUuid, timestampSchema } from '@inkbook/contracts/fields';
import { badRequest } from '@inkbook/service-kit';
import type { ListPosition } from './booking-list.repository';

const INVALID_CURSOR = 'Invalid cursor: pass the nextCursor of the page before';

/** A page's `nextCursor`: the position of its last booking, opaque to clients. */
export const encodeCursor = ({ firstStart, id }: ListPosition) =>
  Buffer.from(`${firstStart ?? ''}|${id}`).toString('base64url');

/** `?after=` read back; anything this service did not hand out is a 400 naming `after`. */
export function decodeCursor(after: string): ListPosition {
  const [firstStart = '', id = '', ...rest] = Buffer.from(after, 'base64url').toString().split('|');
  if (rest.length > 0 || !isUuid(id) || (firstStart !== '' && !timestampSchema.safeParse(firstStart).success))
    throw badRequest(INVALID_CURSOR, { after: INVALID_CURSOR });
  return { firstStart: firstStart === '' ? null : firstStart, id };
}
