/** The gateway's upstream timeout in the fuzz stack: every answer must come before it (no hangs). */
export const UPSTREAM_TIMEOUT_MS = 15_000;

const MANY = '1000000';

/**
 * The fuzz stack's settings: every per-address and per-person limit lifted (all requests come from one address, and
 * a fuzzer would otherwise spend its minute on 429s; the limits have their own journeys), and a geocoder that is not
 * there (nothing leaves the machine; /api/geocode answers its documented 503).
 */
export const fuzzEnv: Record<string, string> = {
  SESSION_CACHE_MS: '0',
  UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
  GEOCODER_URL: 'http://127.0.0.1:9',
  RATE_LIMIT_PER_MINUTE: MANY,
  GEOCODE_RATE_LIMIT_PER_MINUTE: MANY,
  APPLICATION_RATE_LIMIT_PER_ADDRESS: MANY,
  DESIGN_RATE_LIMIT_PER_ADDRESS: MANY,
  INQUIRY_RATE_LIMIT_PER_ADDRESS: MANY,
  INQUIRY_RATE_LIMIT_PER_EMAIL: MANY,
  MESSAGE_RATE_LIMIT_PER_USER: MANY,
  UPLOAD_RATE_LIMIT_PER_ADDRESS: MANY,
  WAITLIST_RATE_LIMIT_PER_ADDRESS: MANY,
  WAITLIST_LEAVE_RATE_LIMIT_PER_ADDRESS: MANY,
  PASSWORD_RESET_MAX_PER_ADDRESS: MANY,
  PASSWORD_RESET_MAX_PER_EMAIL: MANY,
  LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: MANY,
  LOGIN_MAX_FAILURES_PER_ACCOUNT: MANY,
  LOGIN_MAX_FAILURES_PER_ADDRESS: MANY,
  LOGIN_MAX_FAILURES_PER_DEVICE: MANY,
};
