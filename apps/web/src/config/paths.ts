/** Every route of spec §2, in one place, so links and the router never disagree. */
export const paths = {
  home: '/',
  apply: '/apply',
  onboarding: '/onboarding',
  onboardAlias: '/onboard',
  studioOnboarding: '/studio-onboarding',
  /** Where an applicant lands after submitting: what happens next and when. */
  onboardingSubmitted: '/onboarding/submitted',
  studioOnboardingSubmitted: '/studio-onboarding/submitted',
  discover: '/discover',
  artists: '/artists',
  studios: '/studios',
  artist: (handle: string) => `/artist/${encodeURIComponent(handle)}`,
  studio: (handle: string) => `/studio/${encodeURIComponent(handle)}`,
  artistEdit: (id: string) => `/artist/edit/${encodeURIComponent(id)}`,
  login: '/login',
  /** Sign in, then back to `next` (a path on this site). */
  loginThen: (next: string) => `/login?next=${encodeURIComponent(next)}`,
  forgotPassword: '/forgot-password',
  /** The page a reset email's link opens (`?token=`). */
  resetPassword: '/reset-password',
  /** The page a verification email's link opens (`?token=`). */
  verifyEmail: '/verify-email',
  admin: '/admin',
  adminMailbox: '/admin/mailbox',
  dashboard: '/dashboard',
  studioDashboard: '/studio-dashboard',
  /** An admin opens any studio's dashboard by naming it. */
  studioDashboardOf: (studioId: string) => `/studio-dashboard?studioId=${encodeURIComponent(studioId)}`,
  myInquiries: '/my-inquiries',
  /** One of the client's inquiries and its conversation (issue 23). */
  myInquiry: (id: string) => `/my-inquiries/${encodeURIComponent(id)}`,
  /** The healing check-in of an inquiry's booking: a healed photo, or a touch-up (issue 24). */
  myInquiryHealing: (id: string) => `/my-inquiries/${encodeURIComponent(id)}/healing`,
  notifications: '/notifications',
  notificationSettings: '/settings/notifications',
  /** Issue 27 item 5: download my data, delete my account. */
  accountSettings: '/settings/account',
  unsubscribe: '/unsubscribe',
  /** Issue 26: the leave link of every waitlist email (`?token=`). */
  waitlistLeave: '/waitlist/leave',
  tutorials: '/tutorials',
  embed: (handle: string) => `/embed/${encodeURIComponent(handle)}`,
  embedGenerator: '/embed-generator',
  designGenerator: '/design-generator',
  pricingEstimator: '/pricing-estimator',
  terms: '/terms',
  privacy: '/privacy',
} as const;

/** Footer and help pages that show a 'coming soon' placeholder for now (spec §2). */
export const comingSoonSlugs = [
  'how-booking-works',
  'client-faqs',
  'aftercare',
  'artist-pricing-tools',
  'artist-resources',
  'artist-faqs',
  'studio-onboard',
  'studio-login',
  'studio-artists',
  'studio-payouts',
  'studio-resources',
  'studio-faqs',
  'about',
  'blog',
  'careers',
  'press',
  'contact',
  'sitemap',
] as const;
export type ComingSoonSlug = (typeof comingSoonSlugs)[number];
