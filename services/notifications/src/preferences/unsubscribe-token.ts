import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { type NotificationCategory, notificationCategorySchema } from '@inkbook/contracts/notification';
import { z } from 'zod';

// The token of an email's unsubscribe links (List-Unsubscribe and the footer): `{ email, category }`, signed, so
// the link turns off that one category for that one address without a session, and nothing else. Its key is
// derived from INTERNAL_SECRET for this one use, so a token can never pass for another signature of the platform.

const payloadSchema = z.object({ e: z.string().min(3).max(320), c: notificationCategorySchema });

const keyOf = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'inkbook', 'notifications/unsubscribe-token', 32));

const mac = (secret: string, payload: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

/** `base64url(json).base64url(hmac)`; the address is lowercased, as preferences are keyed. */
export function unsubscribeToken(secret: string, email: string, category: NotificationCategory): string {
  const payload = Buffer.from(JSON.stringify({ e: email.trim().toLowerCase(), c: category })).toString(
    'base64url',
  );
  return `${payload}.${mac(secret, payload)}`;
}

/** What a token turns off, or null when it is malformed, forged or altered. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { email: string; category: NotificationCategory } | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? { email: parsed.data.e, category: parsed.data.c } : null;
  } catch {
    return null;
  }
}
