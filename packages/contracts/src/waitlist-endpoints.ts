import { endpoint } from './route';

/** The waitlist (issue 26; schemas: `waitlistRoutes`). The inquiries service. */
export const waitlistEndpoints = {
  join: endpoint('POST', '/api/waitlist'),
  /** The signed-in artist's or studio's own entries (`?as=` for an artist-studio account), first come first served. */
  list: endpoint('GET', '/api/waitlist'),
  invite: endpoint('POST', '/api/waitlist/:id/invite'),
  remove: endpoint('DELETE', '/api/waitlist/:id'),
  /** What an invite link opens: valid, expired or used, and whose. No session needed. */
  inviteInfo: endpoint('GET', '/api/waitlist/invites/:token'),
  /** The link in every waitlist email: leave without a session. */
  leave: endpoint('POST', '/api/waitlist/leave'),
} as const;
