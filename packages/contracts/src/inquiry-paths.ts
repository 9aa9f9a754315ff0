/**
 * The inquiry routes' paths (spec §7) without their schemas: a screen that only builds URLs need not construct zod
 * schemas to do it (they cost a few hundred milliseconds on a slow phone). `inquiry-routes.ts` uses these.
 */
export const inquiryPaths = {
  send: '/api/inquiries',
  uploadAttachment: '/api/inquiries/attachments',
  mine: '/api/inquiries/mine',
  artistInbox: '/api/inquiries/artist/:artistId',
  artistInboxStats: '/api/inquiries/artist/:artistId/stats',
  setStatus: '/api/inquiries/:id/status',
  saveNotes: '/api/inquiries/:id/notes',
  delete: '/api/inquiries/:id',
  attachment: '/api/inquiries/:id/attachments/:hash',
} as const;

export const studioInquiryPaths = {
  send: '/api/studio-inquiries',
  inbox: '/api/studio-inquiries/studio/:studioId',
  setStatus: '/api/studio-inquiries/:id/status',
  delete: '/api/studio-inquiries/:id',
  attachment: '/api/studio-inquiries/:id/attachments/:hash',
} as const;

export const studioArtistInquiryPaths = {
  inbox: '/api/studio/:studioId/artist-inquiries',
  delete: '/api/studio/:studioId/artist-inquiries/:id',
} as const;

/** The header both POSTs honour: a retry or double click with the same key answers the first result again. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** A path with its `:params` filled in, each encoded. */
export const fillPath = (path: string, params: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
