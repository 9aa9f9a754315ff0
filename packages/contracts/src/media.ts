import { z } from 'zod';
import { errorBodySchema } from './errors';
import { text } from './fields';
import { mediaEndpoints } from './media-endpoints';
import { isDataImageUrl, isMediaUrl } from './media-url';
import { defineRoute } from './route';
import { textLimits } from './text-limits';

// The URL rules live apart from the schemas, so pages that only draw images do not load zod.
export * from './media-url';

export const IMAGE_REF_MESSAGE = 'Images must be uploaded files';

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

/** POST /api/media: one image per request, so the web client can show progress per image. */
export const uploadImageBodySchema = z.object({
  image: z.string({ error: IMAGE_REF_MESSAGE }).refine(isDataImageUrl, IMAGE_REF_MESSAGE),
});
export const uploadedImageSchema = z.object({
  url: mediaUrlSchema,
  /** Of the largest stored rendition (at most 2400 px a side), after EXIF orientation. */
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/**
 * GET /api/download-image: `url` must be one of our media URLs (a same-path absolute URL is accepted; its host
 * is ignored and nothing is ever fetched). `filename` follows spec §7 ({studioName}-portfolio-{n}.png,
 * tattoo-design-{timestamp}.png); the service sanitises it.
 */
export const downloadImageQuerySchema = z.object({
  url: z
    .string({ error: 'url is required' })
    .min(1, 'url is required')
    .pipe(text({ max: textLimits.url, label: 'url' })),
  filename: text({ max: 200, label: 'filename' }).optional(),
});

/** `/media/<hash>` and `/media/<hash>/<variant>` (the store checks both; anything else is a 404). */
export const mediaFileParamsSchema = z.object({ hash: z.string() });
export const mediaFileVariantParamsSchema = mediaFileParamsSchema.extend({ variant: z.string() });

export const mediaRoutes = {
  upload: defineRoute({
    ...mediaEndpoints.upload,
    tags: ['media'],
    summary: 'Upload one image (JPEG, PNG or WebP data URL); answers its media URL',
    body: uploadImageBodySchema,
    response: { 201: uploadedImageSchema, 400: errorBodySchema, 413: errorBodySchema },
  }),
  download: defineRoute({
    ...mediaEndpoints.download,
    tags: ['media'],
    summary: 'One of our images as a JPEG attachment (never fetches outside URLs)',
    querystring: downloadImageQuerySchema,
    response: { 400: errorBodySchema, 404: errorBodySchema },
  }),
  // Files, not API calls: left out of the OpenAPI document.
  file: defineRoute({
    ...mediaEndpoints.file,
    hide: true,
    params: mediaFileParamsSchema,
    response: { 404: errorBodySchema },
  }),
  fileVariant: defineRoute({
    ...mediaEndpoints.fileVariant,
    hide: true,
    params: mediaFileVariantParamsSchema,
    response: { 404: errorBodySchema },
  }),
} as const;
