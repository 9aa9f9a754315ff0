import type { MediaVariant } from '@inkbook/contracts/media';
import { badRequest } from '@inkbook/service-kit';
import sharp from 'sharp';
import { assertLive, type DecodeQueue, decodeQueue } from './decode-queue';
import { sniffImageType } from './sniff';

export interface ImageLimits {
  /** Largest decoded file (bytes). */
  maxBytes: number;
  /** Largest width × height, so a small file cannot decode to gigabytes. */
  maxPixels: number;
}

/**
 * Bounds on the shape, checked from the header before any pixel is decoded. Pixels alone do not bound the work:
 * a 1 × 39,000,000 PNG is under 40 MP yet takes seconds to decode and resize, row by row. No photo or drawing
 * needs a side over 12,000 px or a ratio beyond 20:1 (a panorama is about 6:1).
 */
export const MAX_IMAGE_SIDE = 12_000;
export const MAX_ASPECT_RATIO = 20;

const MB = 1024 * 1024;
/** What a service gets unless its config says otherwise (catalog's config uses the same numbers). */
export const DEFAULT_IMAGE_LIMITS: ImageLimits = { maxBytes: 10 * MB, maxPixels: 40_000_000 };

export interface ImageRendition {
  variant: MediaVariant;
  contentType: string;
  bytes: Buffer;
}

export interface ProcessedImage {
  width: number;
  height: number;
  /** `original.jpg` first: the store derives the content hash from it. */
  renditions: [ImageRendition, ...ImageRendition[]];
}

export const NOT_AN_IMAGE = 'Only JPEG, PNG or WebP images are accepted';
const UNREADABLE = 'The image could not be read';

/** The largest side we keep: plenty for a download, and it bounds what every later step works on. */
const ORIGINAL_MAX_SIDE = 2400;
const WEBP_WIDTHS = [
  ['w400.webp', 400],
  ['w800.webp', 800],
  ['w1600.webp', 1600],
] as const;

const tooManyPixels = (maxPixels: number) =>
  badRequest(`Image dimensions are too large (max ${Math.floor(maxPixels / 1_000_000)} megapixels)`);

/** Reads only the header: the type and size are checked before any pixel is decoded; answers the pixel count. */
async function checkHeader(bytes: Buffer, limits: ImageLimits): Promise<number> {
  const type = sniffImageType(bytes);
  if (!type) throw badRequest(NOT_AN_IMAGE);
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw badRequest(UNREADABLE);
    });
  // libvips sniffs too; a disagreement means a crafted file, not an image we understand.
  if (meta.format !== type) throw badRequest(NOT_AN_IMAGE);
  if (!meta.width || !meta.height) throw badRequest(UNREADABLE);
  if (meta.width * meta.height > limits.maxPixels) throw tooManyPixels(limits.maxPixels);
  if (Math.max(meta.width, meta.height) > MAX_IMAGE_SIDE)
    throw badRequest(`Image dimensions are too large (max ${MAX_IMAGE_SIDE} pixels a side)`);
  if (Math.max(meta.width, meta.height) / Math.min(meta.width, meta.height) > MAX_ASPECT_RATIO)
    throw badRequest(`Images can be at most ${MAX_ASPECT_RATIO} times longer than they are wide`);
  return meta.width * meta.height;
}

export interface ProcessOptions {
  signal?: AbortSignal | undefined;
  /** The uploader's address: its images wait in their own line of the decode queue (decode-queue.ts). */
  address?: string | undefined;
  queue?: DecodeQueue;
}

/**
 * Decodes once (EXIF orientation applied, at most 2400 px a side, sRGB) and re-encodes every rendition from
 * those pixels. Nothing of the input file survives except pixels: no EXIF, GPS, ICC or trailing bytes (an
 * HTML or script tail in a "JPEG" is simply not part of the decoded image). The decode waits its turn in the
 * queue, costed by its pixels: a 6000 × 6000 PNG weighs 36 Mpx, a 40 × 40 thumbnail next to nothing.
 */
export async function processImage(
  bytes: Buffer,
  limits: ImageLimits,
  { signal, address, queue = decodeQueue }: ProcessOptions = {},
): Promise<ProcessedImage> {
  const pixels = await checkHeader(bytes, limits);
  const job = { lane: address, cost: pixels };
  return queue.run(
    async () => {
      const { data, info } = await sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: 'error' })
        .rotate()
        .resize(ORIGINAL_MAX_SIDE, ORIGINAL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true })
        .catch((error: Error) => {
          throw /pixel limit/i.test(error.message) ? tooManyPixels(limits.maxPixels) : badRequest(UNREADABLE);
        });
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };

      // Downloads are JPEG, which has no transparency: transparent areas become white, not black.
      const original = await sharp(data, raw)
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 85, progressive: true })
        .toBuffer();
      const renditions: ProcessedImage['renditions'] = [
        { variant: 'original.jpg', contentType: 'image/jpeg', bytes: original },
      ];
      for (const [variant, width] of WEBP_WIDTHS) {
        assertLive(signal);
        const webp = await sharp(data, raw)
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer();
        renditions.push({ variant, contentType: 'image/webp', bytes: webp });
      }
      return {
        width: info.width,
        height: info.height,
        renditions,
      };
    },
    signal,
    job,
  );
}
