import { context2d, loadImage } from './load-image';

/** Spec §9: uploads are resized within 800×800 and sent as JPEG quality 0.7. */
export const UPLOAD_MAX_SIDE = 800;
const JPEG_QUALITY = 0.7;

/** How a chosen image is sent. */
export interface ImageShape {
  /** Its longest side at most. */
  maxSide: number;
  /** Width over height it is centre-cropped to, for a picture drawn at one aspect (the studio banner). */
  aspect?: number;
}

export const UPLOAD_SHAPE: ImageShape = { maxSide: UPLOAD_MAX_SIDE };

/** The centred part of a `width`×`height` picture at `aspect` (all of it without one). */
function centredArea(width: number, height: number, aspect: number | undefined) {
  if (!aspect) return { x: 0, y: 0, width, height };
  const cropWidth = Math.min(width, height * aspect);
  const cropHeight = cropWidth / aspect;
  return { x: (width - cropWidth) / 2, y: (height - cropHeight) / 2, width: cropWidth, height: cropHeight };
}

/** What a person is told when a chosen file cannot be read as an image. */
export const NOT_AN_IMAGE = 'Please choose a JPEG, PNG or WebP image.';

type Drawable = ImageBitmap | HTMLImageElement;

/**
 * Decodes a chosen file. createImageBitmap applies the EXIF orientation itself, so phone photos are not
 * sideways; older browsers fall back to an <img>, which modern engines also draw upright.
 */
async function decode(file: File): Promise<{ source: Drawable; release: () => void }> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { source: bitmap, release: () => bitmap.close() };
  }
  const objectUrl = URL.createObjectURL(file);
  try {
    return { source: await loadImage(objectUrl), release: () => URL.revokeObjectURL(objectUrl) };
  } catch (error) {
    URL.revokeObjectURL(objectUrl);
    throw error;
  }
}

/**
 * The file as a JPEG data URL that fits within `shape.maxSide` (800×800 unless told), centre-cropped to
 * `shape.aspect` when given, never upscaled. Rejects when the browser cannot decode the file (not an image, a
 * corrupt one, or a format it does not read, like HEIC).
 */
export async function resizeImage(file: File, shape: ImageShape = UPLOAD_SHAPE): Promise<string> {
  const { source, release } = await decode(file);
  try {
    const area = centredArea(source.width, source.height, shape.aspect);
    const scale = Math.min(1, shape.maxSide / area.width, shape.maxSide / area.height);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(area.width * scale));
    canvas.height = Math.max(1, Math.round(area.height * scale));
    const context = context2d(canvas);
    // JPEG has no alpha: without a fill, transparent PNG areas would turn black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(source, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
  } finally {
    release();
  }
}
