import { inquiryEndpoints, studioArtistInquiryEndpoints, studioInquiryEndpoints } from './inquiry-endpoints';
import type { Endpoint } from './route';

// To be removed (issue 21): the web moves to `inquiry-endpoints.ts`; this only keeps its old imports working.
export { IDEMPOTENCY_KEY_HEADER } from './inquiry-endpoints';
export { fillPath } from './route';

const pathsOf = <E extends Record<string, Endpoint>>(endpoints: E) =>
  Object.fromEntries(Object.entries(endpoints).map(([key, { path }]) => [key, path])) as {
    [K in keyof E]: E[K]['path'];
  };

export const inquiryPaths = pathsOf(inquiryEndpoints);
export const studioInquiryPaths = pathsOf(studioInquiryEndpoints);
export const studioArtistInquiryPaths = pathsOf(studioArtistInquiryEndpoints);
