import type { MediaVariant } from '@inkbook/contracts/media';
import sharp from 'sharp';

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

/**
 * An image refused for what it is (unreadable, too many pixels): the uploader's fault, answered as a 400 with this
 * message. A plain error, not the service kit's, so it crosses from the decode process (decode-worker.ts) as text.
 */
export class ImageRefused extends Error {}

export const UNREADABLE = 'The image could not be read';
export const tooManyPixelsMessage = (maxPixels: number) =>
  `Image dimensions are too large (max ${Math.floor(maxPixels / 1_000_000)} megapixels)`;

/** The largest side we keep: plenty for a download, and it bounds what every later step works on. */
const ORIGINAL_MAX_SIDE = 2400;
const WEBP_WIDTHS = [
  ['w400.webp', 400],
  ['w800.webp', 800],
  ['w1600.webp', 1600],
] as const;

/**
 * The one way an upload is decoded, wherever it runs (this process for a small image, the decode process for a large
 * one: image-processing.ts): decodes once (EXIF orientation applied, at most 2400 px a side, sRGB) and re-encodes
 * every rendition from those pixels. Nothing of the input file survives except pixels: no EXIF, GPS, ICC or trailing
 * bytes (an HTML or script tail in a "JPEG" is simply not part of the decoded image). `assertLive` throws once the
 * upload is cancelled, so a client that has gone stops costing encodes.
 */
export async function renderImage(
  bytes: Buffer,
  maxPixels: number,
  assertLive: () => void,
): Promise<ProcessedImage> {
  const { data, info } = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
    .rotate()
    .resize(ORIGINAL_MAX_SIDE, ORIGINAL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: Error) => {
      throw new ImageRefused(
        /pixel limit/i.test(error.message) ? tooManyPixelsMessage(maxPixels) : UNREADABLE,
      );
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
    assertLive();
    const webp = await sharp(data, raw)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    renditions.push({ variant, contentType: 'image/webp', bytes: webp });
  }
  return { width: info.width, height: info.height, renditions };
}
