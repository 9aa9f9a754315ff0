import { describe, expect, it } from 'vitest';
import { deviceCookie, deviceCookieKey, signDeviceCookie, verifyDeviceCookie } from './device-cookie';

const key = deviceCookieKey('a-long-enough-internal-secret');
const email = 'artist@device.test';
const now = Date.UTC(2026, 10, 26);
const year = 365 * 24 * 3600 * 1000;

describe('device cookies', () => {
  it('verifies a cookie it signed for the same account, answering its nonce', () => {
    const value = signDeviceCookie(key, email, now);
    const nonce = verifyDeviceCookie(key, value, email, now + 1000);
    expect(nonce).toMatch(/^[\w-]{22}$/);
    expect(value.startsWith(`${nonce}.`)).toBe(true);
    expect(value).not.toContain('artist');
  });

  it('gives each sign-in a cookie of its own', () => {
    const a = verifyDeviceCookie(key, signDeviceCookie(key, email, now), email, now);
    const b = verifyDeviceCookie(key, signDeviceCookie(key, email, now), email, now);
    expect(a).not.toBe(b);
  });

  it('refuses a cookie for another account, under another secret, expired, altered or malformed', () => {
    const value = signDeviceCookie(key, email, now);
    const [nonce, expires, signature] = value.split('.');
    expect(verifyDeviceCookie(key, value, 'other@device.test', now)).toBeNull();
    expect(
      verifyDeviceCookie(deviceCookieKey('another-internal-secret-entirely'), value, email, now),
    ).toBeNull();
    expect(verifyDeviceCookie(key, value, email, now + year)).toBeNull();
    expect(verifyDeviceCookie(key, `${nonce}.${Number(expires) + 3600}.${signature}`, email, now)).toBeNull();
    expect(verifyDeviceCookie(key, `x${nonce}.${expires}.${signature}`, email, now)).toBeNull();
    expect(verifyDeviceCookie(key, `${nonce}.${expires}.${signature?.slice(1)}`, email, now)).toBeNull();
    for (const junk of [undefined, '', 'abc', `${value}.more`, `${nonce}.soon.${signature}`])
      expect(verifyDeviceCookie(key, junk, email, now)).toBeNull();
  });

  it('is kept for a year, HttpOnly, and sent to the sign-in route only', () => {
    expect(deviceCookie(true)).toEqual({
      name: '__Secure-inkbook_device',
      options: { path: '/api/login', httpOnly: true, sameSite: 'lax', secure: true, maxAge: 365 * 24 * 3600 },
    });
    expect(deviceCookie(false).name).toBe('inkbook_device');
  });
});
