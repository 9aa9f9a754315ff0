import { randomUUID } from 'node:crypto';
import { errorBody, errorCodes } from '@inkbook/contracts/errors';
import { sampleEventPayload } from '@inkbook/contracts/event-samples';
import type { EventPayload, EventSubject } from '@inkbook/contracts/events';
import { serviceNames } from '@inkbook/contracts/services';
import { signedHeaders, TEST_SECRET } from '@inkbook/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlEnv } from '../../platform';
import { gateway } from '../../services';
import { type Stack, sessionCookie, signInAdmin, startStack, testAdmin } from '../../testing/stack';

// /api/events streams bus events to signed-in browsers, filtered to what each user may see.
let stack: Stack;
let base: string;
beforeAll(async () => {
  stack = await startStack();
  await stack.gateway.listen({ host: '127.0.0.1', port: 0 });
  const address = stack.gateway.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => stack?.close());

async function signIn(email: string, password: string) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return sessionCookie(res.headers.getSetCookie());
}

/** Opens the stream and collects the subjects of events received until `ms` pass. */
async function collect(cookie: string, during: () => Promise<void>, ms = 400) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events`, { headers: { cookie }, signal: controller.signal });
  expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
  const reader = res.body!.getReader();
  let text = '';
  const reading = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += new TextDecoder().decode(value);
      }
    } catch {
      // aborted
    }
  })();
  await new Promise((r) => setTimeout(r, 100));
  await during();
  await new Promise((r) => setTimeout(r, ms));
  controller.abort();
  await reading;
  return [...text.matchAll(/^event: (.+)$/gm)].map((m) => m[1]);
}

// Valid payloads only: every service's consumers read these too, and park (and log) what breaks the contract.
const publish = <S extends EventSubject>(subject: S, changes: Partial<EventPayload<S>>) =>
  stack.transport.publish({
    id: randomUUID(),
    subject,
    occurredAt: new Date().toISOString(),
    data: sampleEventPayload(subject, changes),
  });

describe('live events', () => {
  it('refuses visitors', async () => {
    const res = await fetch(`${base}/api/events`);
    expect(res.status).toBe(401);
  });

  it('answers with the API’s security headers', async () => {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/events`, {
      headers: { cookie: await signIn(testAdmin.email, testAdmin.password) },
      signal: controller.signal,
    });
    controller.abort();
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('streams to each user only what they may see', async () => {
    const artistId = randomUUID();
    const account = await stack.services.auth.inject({
      method: 'POST',
      url: '/internal/accounts',
      headers: signedHeaders(null),
      payload: { email: 'artist@stack.test', password: 'artist-password', role: 'artist', artistId },
    });
    expect(account.statusCode).toBe(201);
    const artist = await signIn('artist@stack.test', 'artist-password');
    const admin = await signIn(testAdmin.email, testAdmin.password);

    const send = async () => {
      await publish('inquiries.inquiry.created', { id: randomUUID(), artistId });
      await publish('inquiries.inquiry.created', { id: randomUUID(), artistId: randomUUID() });
    };
    const [forArtist, forAdmin] = await Promise.all([collect(artist, send), collect(admin, async () => {})]);
    // The artist's own bell item for its inquiry may follow (notifications.notification.created, when notifications
    // has consumed it in time); the other artist's inquiry never does.
    expect(forArtist.filter((subject) => subject?.startsWith('inquiries.'))).toEqual([
      'inquiries.inquiry.created',
    ]);
    expect(forAdmin).toEqual(['inquiries.inquiry.created', 'inquiries.inquiry.created']);
  });

  it('answers 503 in the one error shape when the gateway has no event bus', async () => {
    // No transport and no NATS_URL: a gateway deployed without NATS in front of the same services.
    const busless = await gateway.build(
      { INTERNAL_SECRET: TEST_SECRET, LOG_LEVEL: 'silent', ...urlEnv(serviceNames, stack.urls) },
      {},
    );
    try {
      const res = await busless.inject({ url: '/api/events', headers: { cookie: await signInAdmin(stack) } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(errorBody(errorCodes.unavailable, 'Live events are not available'));
    } finally {
      await busless.close();
    }
  });

  it('ends its streams when the gateway stops, so each browser reconnects to a gateway still serving', async () => {
    const stopping = await gateway.build(
      {
        INTERNAL_SECRET: TEST_SECRET,
        LOG_LEVEL: 'silent',
        SHUTDOWN_DELAY_MS: '100',
        ...urlEnv(serviceNames, stack.urls),
      },
      { transport: stack.transport },
    );
    await stopping.listen({ host: '127.0.0.1', port: 0 });
    const { port } = stopping.server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/api/events`, {
      headers: { cookie: await signIn(testAdmin.email, testAdmin.password) },
    });
    const text = res.text();
    const started = Date.now();
    // An open stream would hold the server's close until the grace cut the process.
    await stopping.close();
    expect(Date.now() - started).toBeLessThan(3_000);
    // Ended after the reconnection hint the stream opened with: the EventSource comes back by itself.
    expect(await text).toBe('retry: 3000\n\n');
  });
});
