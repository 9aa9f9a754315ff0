import { sessionUser } from '@inkbook/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { useNotifications } from '../testing/suite';
import { INVALID_UNSUBSCRIBE_TOKEN } from './preference.service';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

// Email preferences per address and category, and the signed links that turn one category off without a session.

const t = useNotifications();
const SECRET = 'test-internal-secret-0123456789';

const prefs = (user = sessionUser('client')) => ({
  get: () => t.inject({ method: 'GET', url: '/api/notifications/preferences' }, user),
  put: (payload: unknown) =>
    t.inject({ method: 'PUT', url: '/api/notifications/preferences', payload: payload as object }, user),
});
const allOn = {
  applications: true,
  inquiries: true,
  claims: true,
  messages: true,
  bookings: true,
  reminders: true,
};

describe('preferences', () => {
  it('are all on for a new account; PUT is partial and keyed by the lowercased address', async () => {
    const user = sessionUser('artist', { email: 'Maya@Example.com' });
    expect((await prefs(user).get()).json()).toEqual({ email: allOn });

    const put = await prefs(user).put({ email: { inquiries: false } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ email: { ...allOn, inquiries: false } });
    await prefs(user).put({ email: { claims: false, inquiries: true } });
    const sameAddress = sessionUser('client', { email: 'maya@example.com' });
    expect((await prefs(sameAddress).get()).json()).toEqual({ email: { ...allOn, claims: false } });
  });

  it.each([
    ['an unknown category', { email: { newsletters: false } }, 'newsletters'],
    ['a value that is not a boolean', { email: { inquiries: 'no' } }, 'email.inquiries'],
    ['an unknown field', { email: {}, sms: true }, 'sms'],
  ])('refuses %s with a 400 naming it, and changes nothing', async (_, payload, field) => {
    const user = sessionUser('client');
    const res = await prefs(user).put(payload);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().error)).toContain(field);
    expect((await prefs(user).get()).json()).toEqual({ email: allOn });
  });
});

describe('unsubscribe links', () => {
  const token = unsubscribeToken(SECRET, 'Jordan@Example.com', 'inquiries');

  it('sign an address and a category; anything altered or signed with another key reads as nothing', () => {
    expect(readUnsubscribeToken(SECRET, token)).toEqual({
      email: 'jordan@example.com',
      category: 'inquiries',
    });
    const [payload, signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ e: 'jordan@example.com', c: 'claims' })).toString(
      'base64url',
    );
    expect(readUnsubscribeToken(SECRET, `${otherPayload}.${signature}`)).toBeNull();
    expect(readUnsubscribeToken(SECRET, `${payload}.${signature}x`)).toBeNull();
    expect(readUnsubscribeToken('another-secret-0123456789', token)).toBeNull();
    expect(readUnsubscribeToken(SECRET, 'not-a-token')).toBeNull();
  });

  it('describe what they stop with the address masked, then turn that one category off without a session', async () => {
    const described = await t.inject({ method: 'GET', url: `/api/notifications/unsubscribe?token=${token}` });
    expect(described.statusCode).toBe(200);
    expect(described.json()).toEqual({ category: 'inquiries', email: 'j•••@example.com' });

    const res = await t.inject({ method: 'POST', url: '/api/notifications/unsubscribe', payload: { token } });
    expect(res.json()).toEqual({ category: 'inquiries', email: 'j•••@example.com' });
    const owner = sessionUser('client', { email: 'jordan@example.com' });
    expect((await prefs(owner).get()).json()).toEqual({ email: { ...allOn, inquiries: false } });
  });

  it('take the RFC 8058 one-click POST (a form body, the token in the URL)', async () => {
    const oneClick = unsubscribeToken(SECRET, 'sam@example.com', 'claims');
    for (const contentType of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await t.inject({
        method: 'POST',
        url: `/api/notifications/unsubscribe/one-click?token=${oneClick}`,
        headers: { 'content-type': contentType },
        payload: contentType.startsWith('multipart')
          ? '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n'
          : 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode, contentType).toBe(200);
    }
    const owner = sessionUser('artist', { email: 'sam@example.com' });
    expect((await prefs(owner).get()).json()).toEqual({ email: { ...allOn, claims: false } });
  });

  it('refuse a forged or altered token with a 400 that changes nothing', async () => {
    const forged = unsubscribeToken('not-our-secret-0123456789', 'lee@example.com', 'inquiries');
    const [, signature] = token.split('.');
    const altered = `${Buffer.from(JSON.stringify({ e: 'lee@example.com', c: 'inquiries' })).toString('base64url')}.${signature}`;
    for (const bad of [forged, altered, 'garbage']) {
      const calls = [
        t.inject({ method: 'GET', url: `/api/notifications/unsubscribe?token=${bad}` }),
        t.inject({ method: 'POST', url: '/api/notifications/unsubscribe', payload: { token: bad } }),
        t.inject({
          method: 'POST',
          url: `/api/notifications/unsubscribe/one-click?token=${bad}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(INVALID_UNSUBSCRIBE_TOKEN);
      }
    }
    const lee = sessionUser('client', { email: 'lee@example.com' });
    expect((await prefs(lee).get()).json()).toEqual({ email: allOn });
  });
});
