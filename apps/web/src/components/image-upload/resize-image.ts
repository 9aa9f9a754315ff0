import { context2d, loadImage } from './load-image';

/** Spec §9: uploads are resized within 800×800 and sent as JPEG quality 0.7. */
const MAX_SIDE = 800;
const JPEG_QUALITY = 0.7;

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
 * The file as a JPEG data URL that fits within 800×800, aspect kept and never upscaled. Rejects when the
 * browser cannot decode the file (not an image, a corrupt one, or a format it does not read, like HEIC).
 */
export async function resizeImage(file: File): Promise<string> {
  const { source, release } = await decode(file);
  try {
    const scale = Math.min(1, MAX_SIDE / source.width, MAX_SIDE / source.height);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(source.width * scale));
    canvas.height = Math.max(1, Math.round(source.height * scale));
    const context = context2d(canvas);
    // JPEG has no alpha: without a fill, transparent PNG areas would turn black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(source, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
  } finally {
    release();
  }
}
