import { jpegDataUrl } from '@inkbook/catalog/testing';
import { artistInquiryBody } from '@inkbook/inquiries/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { useInquiryJourney } from './inquiries-stack';

// What a client sends is seen by the recipient only: their photos never sit at a public URL, and the live event
// of a new inquiry reaches the recipient's browser (and admins'), no one else's.

const ctx = useInquiryJourney();
let base: string;
beforeAll(async () => {
  await ctx.stack.gateway.listen({ host: '127.0.0.1', port: 0 });
  const address = ctx.stack.gateway.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

describe('attachments through the gateway', () => {
  it('are private media: no /media/ URL, not cacheable, the public media route does not know them', async () => {
    const artist = await ctx.recipientArtist();
    const uploaded = await ctx.send('POST', '/api/inquiries/attachments', {
      payload: { image: await jpegDataUrl() },
    });
    expect(uploaded.statusCode).toBe(201);
    const body = artistInquiryBody(artist.artist.id, {
      password: 'client-password',
      referenceImages: [uploaded.json().ref],
      placementPhotos: [await jpegDataUrl()],
    });
    const sent = await ctx.send('POST', '/api/inquiries', { payload: body });
    expect(sent.statusCode).toBe(201);
    expect(sent.body).not.toMatch(/\/media\/|data:image/);
    const client = await ctx.signIn(body.email, 'client-password');
    for (const url of [...sent.json().referenceImages, ...sent.json().placementPhotos]) {
      const res = await ctx.send('GET', url, { cookie: client });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const hash = url.split('/').pop();
      expect((await ctx.send('GET', `/media/${hash}`)).statusCode).toBe(404);
      expect((await ctx.send('GET', url)).statusCode).toBe(401);
    }
  });

  it('refuses a 20 MB body with 413', async () => {
    const res = await ctx.send('POST', '/api/inquiries', {
      payload: { concept: 'x'.repeat(20 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
  });
});

/** Opens one browser's /api/events stream; `stop` closes it and answers the event names it received. */
async function listen(cookie: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events`, { headers: { cookie }, signal: controller.signal });
  const reader = res.body?.getReader();
  let text = '';
  const reading = (async () => {
    try {
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) return;
        text += new TextDecoder().decode(chunk.value);
      }
    } catch {
      // aborted
    }
  })();
  return {
    received: () => [...text.matchAll(/^event: (.+)$/gm)].map((m) => m[1]),
    async stop() {
      controller.abort();
      await reading;
    },
  };
}

describe('live events', () => {
  it('reach the recipient and admins, not another artist nor the client who sent it', async () => {
    const artist = await ctx.recipientArtist();
    const other = await ctx.recipientArtist();
    const first = artistInquiryBody(artist.artist.id, { password: 'client-password' });
    expect((await ctx.send('POST', '/api/inquiries', { payload: first })).statusCode).toBe(201);
    const client = await ctx.signIn(first.email, 'client-password');
    const streams = {
      recipient: await listen(artist.cookie),
      admin: await listen(await ctx.signInAdmin()),
      other: await listen(other.cookie),
      client: await listen(client),
    };
    await new Promise((r) => setTimeout(r, 100));
    const sent = await ctx.send('POST', '/api/inquiries', {
      payload: artistInquiryBody(artist.artist.id),
      cookie: client,
    });
    expect(sent.statusCode).toBe(201);
    // Both who should see it have it; the others had the same time (and more) to receive it.
    for (let i = 0; i < 100; i += 1) {
      const seen = [streams.recipient, streams.admin].every((s) =>
        s.received().includes('inquiries.inquiry.created'),
      );
      if (seen) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await new Promise((r) => setTimeout(r, 300));
    for (const stream of Object.values(streams)) await stream.stop();
    expect(streams.recipient.received()).toContain('inquiries.inquiry.created');
    expect(streams.admin.received()).toContain('inquiries.inquiry.created');
    expect(streams.other.received()).not.toContain('inquiries.inquiry.created');
    expect(streams.client.received()).not.toContain('inquiries.inquiry.created');
  });
});
