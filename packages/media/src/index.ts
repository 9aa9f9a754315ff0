export { createDecodeQueue, type DecodeQueue, QUEUE_FULL } from './decode-queue';
export {
  DEFAULT_IMAGE_LIMITS,
  type ImageLimits,
  MAX_ASPECT_RATIO,
  MAX_IMAGE_SIDE,
  processImage,
} from './image-processing';
export type { FileType } from './kept-file';
export type { MediaDatabase, MediaTable, MediaVariantsTable, MediaVisibility } from './media.table';
export { scheduleMediaCleanup } from './media-cleanup';
export {
  DEFAULT_MEDIA_VARIANT,
  type MediaReader,
  servePrivateMedia,
  servePublicMedia,
} from './media-serving';
export {
  createMediaStore,
  type MediaStore,
  type OwnMediaRef,
  publicMediaUrl,
  type StoredMedia,
  type StoredVariant,
  UNCLAIMED_MEDIA_TTL,
} from './media-store';
export { type ImageType, sniffImageType } from './sniff';
export {
  createUploadLimiter,
  UPLOAD_RATE_LIMITED,
  type UploadLimitSettings,
  uploadLimitSettings,
} from './upload-limiter';
