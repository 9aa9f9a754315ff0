import { IDENTITY_HEADER, REQUEST_ID_HEADER } from '@inkbook/contracts/identity';
import { verifyIdentity } from '@inkbook/service-kit';
import { TEST_SECRET } from '@inkbook/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { forwardedHeaders } from './forwarded-headers';

// What a service hears of a client's headers (DESIGN §3): its own, less identity, forwarding, hop-by-hop and
// Connection-named ones, plus the gateway's signed identity and request id.

const caller = { user: null, ip: '203.0.113.7', ts: Date.now() };
const forward = (incoming: Record<string, string>, keepCookies = false) =>
  forwardedHeaders(incoming, caller, { secret: TEST_SECRET, requestId: 'request-0001', keepCookies });

describe('forwardedHeaders', () => {
  it('drops the headers a Connection header names, and keeps the rest', () => {
    const out = forward({
      connection: 'keep-alive, X-Hop',
      'x-hop': 'client-to-gateway',
      accept: 'text/plain',
    });
    expect(out).not.toHaveProperty('x-hop');
    expect(out).not.toHaveProperty('connection');
    expect(out.accept).toBe('text/plain');
  });

  it('keeps ordinary headers when Connection names none', () => {
    for (const connection of ['keep-alive', 'close']) {
      const out = forward({ connection, 'x-hop': 'kept', accept: 'text/plain' });
      expect(out['x-hop']).toBe('kept');
      expect(out).not.toHaveProperty('connection');
    }
  });

  it('replaces client-sent identity, forwarding and request id headers with its own', () => {
    const out = forward({
      [IDENTITY_HEADER]: 'forged',
      [REQUEST_ID_HEADER]: 'forged',
      'x-forwarded-for': '127.0.0.1',
      'x-inkbook-anything': 'forged',
    });
    expect(out).not.toHaveProperty('x-forwarded-for');
    expect(out).not.toHaveProperty('x-inkbook-anything');
    expect(out[REQUEST_ID_HEADER]).toBe('request-0001');
    expect(verifyIdentity(String(out[IDENTITY_HEADER]), TEST_SECRET)).toMatchObject({ ip: caller.ip });
  });

  it('passes cookies only where asked (auth)', () => {
    expect(forward({ cookie: 'a=b' })).not.toHaveProperty('cookie');
    expect(forward({ cookie: 'a=b' }, true).cookie).toBe('a=b');
  });
});
