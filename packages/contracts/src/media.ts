import { z } from 'zod';

/**
 * How a body may refer to an image (DESIGN §5): a `data:image/...;base64,` URL straight from the browser (the
 * catalog service checks the bytes, re-encodes and stores it) or one of our own `/media/...` URLs (an image
 * already stored, e.g. a portfolio image kept on edit). Anything else — outside URLs, `javascript:`, paths
 * that climb out of /media — is refused, so no service ever fetches or serves someone else's address.
 */
const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+;base64,[a-z0-9+/]+={0,2}$/i;
const MEDIA_URL = /^\/media\/(?!.*\.\.)[a-z0-9._/-]+$/i;

export const IMAGE_REF_MESSAGE = 'Images must be uploaded files';

export const isDataImageUrl = (value: string) => DATA_IMAGE.test(value);
export const isMediaUrl = (value: string) => MEDIA_URL.test(value);
export const isImageRef = (value: string) => isMediaUrl(value) || isDataImageUrl(value);

export const imageRefSchema = z.string({ error: IMAGE_REF_MESSAGE }).refine(isImageRef, IMAGE_REF_MESSAGE);
export type ImageRef = z.infer<typeof imageRefSchema>;

/** A single required image whose absence has its own text in the spec (e.g. 'Profile photo is required'). */
export const requiredImage = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    // Empty is min's to report; one message per problem.
    .refine((value) => value === '' || isImageRef(value), IMAGE_REF_MESSAGE);

interface ImageListRule {
  min?: { count: number; message: string };
  max: { count: number; message: string };
}

/**
 * A gallery with the spec's count limits. A missing required gallery reads like an empty one ('Upload at least
 * one portfolio image'), not like a type error; callers add `.default([])` or `.optional()` as the form needs.
 */
export const imageList = ({ min, max }: ImageListRule) => {
  let list = z.array(imageRefSchema, min ? { error: min.message } : undefined).max(max.count, max.message);
  if (min) list = list.min(min.count, min.message);
  return list;
};

/** What responses carry for an image: always one of our media URLs (never a data URL, DESIGN §5). */
export const mediaUrlSchema = z.string();
