import { createHash } from 'node:crypto';
import type { MediaVariant } from '@inkbook/contracts/media';
import { badRequest } from '@inkbook/service-kit';
import sharp from 'sharp';
import { sniffImageType } from './sniff';

export interface ImageLimits {
  /** Largest decoded file (bytes). */
  maxBytes: number;
  /** Largest width × height, so a small file cannot decode to gigabytes. */
  maxPixels: number;
}

export interface ImageRendition {
  variant: MediaVariant;
  contentType: string;
  bytes: Buffer;
}

export interface ProcessedImage {
  /** sha256 of the re-encoded full image (original.jpg): the same picture always gets the same URL. */
  hash: string;
  width: number;
  height: number;
  renditions: ImageRendition[];
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

/**
 * Decoding is memory-heavy (a 40-megapixel image is 160 MB of pixels), so only a couple of images are
 * decoded at once however many uploads arrive together; the rest wait their turn.
 */
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: (() => void)[] = [];
async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

const tooManyPixels = (maxPixels: number) =>
  badRequest(`Image dimensions are too large (max ${Math.floor(maxPixels / 1_000_000)} megapixels)`);

/** Reads only the header: the type and size are checked before any pixel is decoded. */
async function checkHeader(bytes: Buffer, limits: ImageLimits) {
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
}

/**
 * Decodes once (EXIF orientation applied, at most 2400 px a side, sRGB) and re-encodes every rendition from
 * those pixels. Nothing of the input file survives except pixels: no EXIF, GPS, ICC or trailing bytes (an
 * HTML or script tail in a "JPEG" is simply not part of the decoded image).
 */
export async function processImage(bytes: Buffer, limits: ImageLimits): Promise<ProcessedImage> {
  await checkHeader(bytes, limits);
  return withSlot(async () => {
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
    const renditions: ImageRendition[] = [
      { variant: 'original.jpg', contentType: 'image/jpeg', bytes: original },
    ];
    for (const [variant, width] of WEBP_WIDTHS) {
      const webp = await sharp(data, raw)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      renditions.push({ variant, contentType: 'image/webp', bytes: webp });
    }
    return {
      hash: createHash('sha256').update(original).digest('hex'),
      width: info.width,
      height: info.height,
      renditions,
    };
  });
}
