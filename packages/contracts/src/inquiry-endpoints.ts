import { endpoint } from './route';

/** Spec §7's inquiry calls plus the private attachment routes (their schemas: `inquiryRoutes`). */
export const inquiryEndpoints = {
  send: endpoint('POST', '/api/inquiries'),
  uploadAttachment: endpoint('POST', '/api/inquiries/attachments'),
  mine: endpoint('GET', '/api/inquiries/mine'),
  artistInbox: endpoint('GET', '/api/inquiries/artist/:artistId'),
  artistInboxStats: endpoint('GET', '/api/inquiries/artist/:artistId/stats'),
  setStatus: endpoint('PATCH', '/api/inquiries/:id/status'),
  saveNotes: endpoint('PATCH', '/api/inquiries/:id/notes'),
  delete: endpoint('DELETE', '/api/inquiries/:id'),
  attachment: endpoint('GET', '/api/inquiries/:id/attachments/:hash'),
  /** The inquiry's conversation (issue 23): the recipient and the client write, admins read. */
  messages: endpoint('GET', '/api/inquiries/:id/messages'),
  postMessage: endpoint('POST', '/api/inquiries/:id/messages'),
} as const;

/** Inquiries to studios (their schemas: `studioInquiryRoutes`). */
export const studioInquiryEndpoints = {
  send: endpoint('POST', '/api/studio-inquiries'),
  inbox: endpoint('GET', '/api/studio-inquiries/studio/:studioId'),
  setStatus: endpoint('PATCH', '/api/studio-inquiries/:id/status'),
  delete: endpoint('DELETE', '/api/studio-inquiries/:id'),
  attachment: endpoint('GET', '/api/studio-inquiries/:id/attachments/:hash'),
  messages: endpoint('GET', '/api/studio-inquiries/:id/messages'),
  postMessage: endpoint('POST', '/api/studio-inquiries/:id/messages'),
} as const;

/** The studio's view of the inquiries sent to its verified artists (their schemas: `studioArtistInquiryRoutes`). */
export const studioArtistInquiryEndpoints = {
  inbox: endpoint('GET', '/api/studio/:studioId/artist-inquiries'),
  delete: endpoint('DELETE', '/api/studio/:studioId/artist-inquiries/:id'),
} as const;

/** The header both POSTs honour: a retry or double click with the same key answers the first result again. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
