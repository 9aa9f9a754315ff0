import { endpoint } from './route';

/** Catalog's public media store (schemas: `mediaRoutes`): uploads, downloads and the stored files themselves. */
export const mediaEndpoints = {
  upload: endpoint('POST', '/api/media'),
  download: endpoint('GET', '/api/download-image'),
  /** The canonical URL of an image (its default width); entities hold these. */
  file: endpoint('GET', '/media/:hash'),
  fileVariant: endpoint('GET', '/media/:hash/:variant'),
} as const;
