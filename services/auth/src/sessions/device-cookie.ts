import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { authEndpoints } from '@inkbook/contracts/auth-endpoints';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that signed in to an
 * account carries a cookie saying so, signed by the server. A sign-in that presents a valid one for the account it
 * names is limited only by that cookie's own failures, so strangers guessing from elsewhere cannot lock the owner
 * out (login-limiter.ts).
 *
 * The value is `<nonce>.<expires, unix seconds>.<HMAC-SHA256(key, email.nonce.expires)>`: the account is bound by
 * the signature rather than written out, so the cookie neither shows the email nor can be moved to another
 * account; the nonce names this one cookie for its failure count; the expiry is signed, so an old cookie stays
 * expired whatever the browser does with Max-Age.
 */
export const DEVICE_COOKIE = 'inkbook_device';
/** Over TLS the `__Secure-` prefix makes the browser take it only Secure (`__Host-` would need Path=/). */
export const SECURE_DEVICE_COOKIE = `__Secure-${DEVICE_COOKIE}`;
const DEVICE_COOKIE_SECONDS = 365 * 24 * 3600;

/** A key of its own, derived from the internal secret, so no identity header signature ever passes for a cookie's. */
export const deviceCookieKey = (internalSecret: string) =>
  createHmac('sha256', internalSecret).update('inkbook device cookie v1').digest();

const signatureOf = (key: Buffer, email: string, nonce: string, expires: number) =>
  createHmac('sha256', key).update(`${email}.${nonce}.${expires}`).digest();

/** A new device cookie value for the (normalised) email. */
export function signDeviceCookie(key: Buffer, email: string, now = Date.now()) {
  const nonce = randomBytes(16).toString('base64url');
  const expires = Math.floor(now / 1000) + DEVICE_COOKIE_SECONDS;
  return `${nonce}.${expires}.${signatureOf(key, email, nonce, expires).toString('base64url')}`;
}

/** The cookie's nonce when it is ours, unexpired and issued for this email; otherwise null (it counts as none). */
export function verifyDeviceCookie(key: Buffer, value: string | undefined, email: string, now = Date.now()) {
  const [nonce, expiresText, signature, ...rest] = value?.split('.') ?? [];
  if (!nonce || !expiresText || !signature || rest.length > 0 || !/^\d{1,12}$/.test(expiresText)) return null;
  const expires = Number(expiresText);
  if (expires * 1000 <= now) return null;
  const expected = signatureOf(key, email, nonce, expires);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}

/** Where the browser keeps and sends it: the sign-in route only, for a year. */
export function deviceCookie(secure: boolean) {
  return {
    name: secure ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE,
    options: {
      path: authEndpoints.login.path,
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: DEVICE_COOKIE_SECONDS,
    },
  } as const;
}
