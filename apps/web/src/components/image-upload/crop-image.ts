import type { Area } from 'react-easy-crop';
import { context2d, loadImage } from './load-image';
import { UPLOAD_MAX_SIDE } from './resize-image';

/** Spec §9: crop output is JPEG 0.9, its longer side capped like the upload's (800 px unless the field says). */
const JPEG_QUALITY = 0.9;

/** Size of the box around an image turned by `rotation` degrees (the space react-easy-crop measures in). */
function rotatedSize(width: number, height: number, rotation: number) {
  const radians = (rotation * Math.PI) / 180;
  return {
    width: Math.abs(Math.cos(radians) * width) + Math.abs(Math.sin(radians) * height),
    height: Math.abs(Math.sin(radians) * width) + Math.abs(Math.cos(radians) * height),
  };
}

/**
 * Draws the selected area of `src`, turned by `rotation`, as a JPEG data URL. `area` is in pixels of the
 * rotated image (what the cropper reports) and may reach past its edges when zoomed out below 100%: that
 * margin is painted white rather than left black by the JPEG encoder.
 */
export async function cropImage(
  src: string,
  area: Area,
  rotation: number,
  maxSide: number = UPLOAD_MAX_SIDE,
): Promise<string> {
  const image = await loadImage(src);
  const scale = Math.min(1, maxSide / Math.max(area.width, area.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const context = context2d(canvas);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingQuality = 'high';

  const box = rotatedSize(image.naturalWidth, image.naturalHeight, rotation);
  context.scale(scale, scale);
  context.translate(-area.x, -area.y);
  // Turn the image about its centre inside its rotated bounding box, as the cropper shows it.
  context.translate(box.width / 2, box.height / 2);
  context.rotate((rotation * Math.PI) / 180);
  context.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);
  return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
}
