import { badRequest } from '@inkbook/service-kit';
import sharp from 'sharp';
import { renderInDecodeProcess } from './decode-process';
import { assertLive, type DecodeQueue, decodeQueue } from './decode-queue';
import {
  ImageRefused,
  type ProcessedImage,
  renderImage,
  tooManyPixelsMessage,
  UNREADABLE,
} from './renditions';
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

export const NOT_AN_IMAGE = 'Only JPEG, PNG or WebP images are accepted';

/**
 * Up to this many pixels an image is decoded here, at once (tens of milliseconds); a larger one in the decode process
 * at the lowest CPU priority (decode-process.ts), so its seconds of libvips work only use what this process leaves
 * idle: on a 2-core machine, eight 36-megapixel decodes in this process slowed another address's 40 × 40 upload
 * 2.4-2.8 times however fairly they were queued.
 */
export const IN_PROCESS_PIXELS = 1_000_000;

const tooManyPixels = (maxPixels: number) => badRequest(tooManyPixelsMessage(maxPixels));

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
 * Checks the header, then decodes and re-encodes (renditions.ts) when the image's turn comes in the queue, costed by
 * its pixels: a 6000 × 6000 PNG weighs 36 Mpx, a 40 × 40 thumbnail next to nothing.
 */
export async function processImage(
  bytes: Buffer,
  limits: ImageLimits,
  { signal, address, queue = decodeQueue }: ProcessOptions = {},
): Promise<ProcessedImage> {
  const pixels = await checkHeader(bytes, limits);
  const render = () =>
    pixels <= IN_PROCESS_PIXELS
      ? renderImage(bytes, limits.maxPixels, () => assertLive(signal))
      : renderInDecodeProcess(bytes, limits.maxPixels, signal);
  return queue.run(
    () =>
      render().catch((error: unknown) => {
        throw error instanceof ImageRefused ? badRequest(error.message) : error;
      }),
    signal,
    { lane: address, cost: pixels },
  );
}
