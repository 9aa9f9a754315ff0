import { errorCodes } from '@inkbook/contracts/errors';
import { IMAGE_REF_MESSAGE, isDataImageUrl } from '@inkbook/contracts/media';
import { AppError, badRequest } from '@inkbook/service-kit';

const MB = 1024 * 1024;
const DATA_IMAGE_PREFIX = /^data:image\/[a-z0-9.+-]+;base64,/i;

export const tooLarge = (maxBytes: number) =>
  new AppError(
    413,
    errorCodes.tooLarge,
    `Image is too large (max ${Math.round((maxBytes / MB) * 10) / 10} MB)`,
  );

/** The bytes of a `data:image/...;base64,` URL, refused by size before anything is allocated for them. */
export function decodeDataImageUrl(ref: string, maxBytes: number): Buffer {
  const prefix = DATA_IMAGE_PREFIX.exec(ref.slice(0, 128));
  if (!prefix) throw badRequest(IMAGE_REF_MESSAGE);
  const payload = ref.length - prefix[0].length;
  const padding = ref.endsWith('==') ? 2 : ref.endsWith('=') ? 1 : 0;
  if (Math.floor((payload * 3) / 4) - padding > maxBytes) throw tooLarge(maxBytes);
  if (!isDataImageUrl(ref)) throw badRequest(IMAGE_REF_MESSAGE);
  return Buffer.from(ref.slice(prefix[0].length), 'base64');
}
