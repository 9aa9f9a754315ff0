// Paths of the web app the notifications link to (apps/web/src/config/paths.ts and its dashboards' query params).
// An inquiry is opened on its dashboard by `?inquiry=<id>` (the studio dashboard also names its Inquiries tab).

const encode = encodeURIComponent;

export const appPaths = {
  admin: '/admin',
  artistDashboard: '/dashboard',
  studioDashboard: '/studio-dashboard',
  artistProfile: (handle: string) => `/artist/${encode(handle)}`,
  studioProfile: (handle: string) => `/studio/${encode(handle)}`,
  artistEdit: (id: string) => `/artist/edit/${encode(id)}`,
  /** A studio edits its profile in its dashboard's Profile tab. */
  studioEdit: '/studio-dashboard?tab=profile',
  artistInquiry: (id: string) => `/dashboard?inquiry=${encode(id)}`,
  studioInquiry: (id: string) => `/studio-dashboard?tab=inquiries&inquiry=${encode(id)}`,
  myInquiries: '/my-inquiries',
  /** A client's inquiry with its conversation. */
  myInquiry: (id: string) => `/my-inquiries/${encode(id)}`,
  /** A step of the client's booking on that page (`deposit`, `consent`): where a reminder's missing item is done. */
  myInquiryStep: (id: string, anchor: string) => `/my-inquiries/${encode(id)}#${encode(anchor)}`,
  /** The healing check-in: a healed photo, or a touch-up (issue 24 item 5). */
  healingCheckIn: (id: string) => `/my-inquiries/${encode(id)}/healing`,
  /** Where each side answers and follows its claims. */
  artistClaims: '/dashboard',
  studioClaims: '/studio-dashboard?tab=artists',
  /** Account links (auth's single-use tokens): confirm the address; set a password (a reset, or a take-over). */
  verifyEmail: (token: string) => `/verify-email?token=${encode(token)}`,
  resetPassword: (token: string) => `/reset-password?token=${encode(token)}`,
  /** A waitlist entry's single-use leave link (inquiries' token), in every waitlist email. */
  leaveWaitlist: (token: string) => `/waitlist/leave?token=${encode(token)}`,
} as const;

/** Where an inquiry's recipient opens it: the artist's or the studio's dashboard, with that inquiry's dialog open. */
export const recipientInquiryPath = (kind: 'artist' | 'studio', id: string) =>
  kind === 'artist' ? appPaths.artistInquiry(id) : appPaths.studioInquiry(id);

/** An absolute URL under PUBLIC_URL (kept with any path it has, e.g. `https://example.com/inkbook`). */
export const absoluteUrl = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`;
