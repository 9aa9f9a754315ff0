import { mediaEndpoints } from './media-endpoints';
import { endpoint } from './route';

/** The design generator (schemas: `designRoutes`). */
export const designEndpoints = {
  generate: endpoint('POST', '/api/generate-design'),
  /** A design's PNG or SVG: `/api/designs/<sha256>.<png|svg>`. */
  file: endpoint('GET', '/api/designs/:name'),
  /** The same public download as catalog's: the gateway sends it here when its `url` names a design. */
  download: mediaEndpoints.download,
} as const;
