import { studioInquiryBody } from '@inkbook/inquiries/testing';
import { describe, expect, it } from 'vitest';
import { unsubscribeUrl, useNotificationJourney } from './notifications-stack';

// Turning email off, both ways, through the gateway: the RFC 8058 one-click POST a webmail sends from its own
// site (no session, the token its only authority), and a signed-in person's preferences. Either way the next
// email of that category is not sent, while the bell still gets the item.

const ctx = useNotificationJourney();

const bellTitles = async (cookie: string): Promise<string[]> =>
  (await ctx.send('GET', '/api/notifications', { cookie }))
    .json()
    .notifications.map((n: { title: string }) => n.title);

/** Sends an inquiry from a client named `fullName` to the artist; resolves once the client's receipt arrived. */
async function inquiryFrom(artistId: string, fullName: string) {
  const { body } = await ctx.claims.inquiryTo(artistId, { fullName });
  await ctx.mailTo(body.email);
}

const BOUNDARY = 'one-click-boundary';
/** RFC 8058 allows the body in either form encoding. */
const bodies = {
  form: { type: 'application/x-www-form-urlencoded', body: 'List-Unsubscribe=One-Click' },
  multipart: {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${BOUNDARY}--\r\n`,
  },
};

/** A webmail's one-click POST (RFC 8058 §3.2) to `url`: its own origin, no cookie, the fixed body. */
const oneClick = (url: URL, encoding: keyof typeof bodies = 'form') =>
  ctx.stack.gateway.inject({
    method: 'POST',
    url: `${url.pathname}${url.search}`,
    headers: {
      'content-type': bodies[encoding].type,
      origin: 'https://mail.example',
      'sec-fetch-site': 'cross-site',
    },
    payload: bodies[encoding].body,
  });

describe('one-click unsubscribe, as a webmail sends it', () => {
  it('turns the category off without a session; the next inquiry reaches the bell, not the inbox', async () => {
    const { artist, cookie } = await ctx.inquiries.recipientArtist();
    const email = await ctx.emailOf(cookie);
    await inquiryFrom(artist.id, 'Sam Lee');
    const url = unsubscribeUrl(await ctx.mailTo(email, 'New inquiry from Sam'));

    // Only the one-click path is open to other sites: the page's JSON unsubscribe stays same-origin.
    const token = url.searchParams.get('token') ?? '';
    const json = await ctx.send('POST', '/api/notifications/unsubscribe', {
      payload: { token },
      headers: { origin: 'https://mail.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(json.statusCode).toBe(403);
    // An altered token is refused and turns nothing off.
    const altered = new URL(url);
    altered.searchParams.set('token', `${token.slice(0, -2)}xx`);
    expect((await oneClick(altered)).statusCode).toBe(400);
    await inquiryFrom(artist.id, 'Kim Park');
    await ctx.mailTo(email, 'New inquiry from Kim');

    const unsubscribed = await oneClick(url);
    expect(unsubscribed.statusCode, unsubscribed.body).toBe(200);
    expect(unsubscribed.json()).toMatchObject({ category: 'inquiries' });
    // A mail client may send it again, multipart this time: the same answer.
    const again = await oneClick(url, 'multipart');
    expect(again.statusCode, again.body).toBe(200);
    const preferences = await ctx.send('GET', '/api/notifications/preferences', { cookie });
    expect(preferences.json().email).toMatchObject({ inquiries: false, applications: true });

    await inquiryFrom(artist.id, 'Alex Rivera');
    // The bell's item and the email would be written in one transaction: with the item there, none was queued.
    expect(await bellTitles(cookie)).toContain('New inquiry from Alex');
    expect(await ctx.loggedFor(email)).not.toContain('New inquiry from Alex');
    expect(ctx.received(email, 'New inquiry from Alex')).toEqual([]);
  });
});

describe('preferences', () => {
  it('a studio turning inquiry email off still gets the inquiry in its bell', async () => {
    const { studio, cookie } = await ctx.inquiries.recipientStudio();
    const email = await ctx.emailOf(cookie);
    const off = await ctx.send('PUT', '/api/notifications/preferences', {
      cookie,
      payload: { email: { inquiries: false } },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().email).toMatchObject({ inquiries: false, claims: true });

    const body = studioInquiryBody(studio.id, { fullName: 'Robin Vega' });
    expect((await ctx.send('POST', '/api/studio-inquiries', { payload: body })).statusCode).toBe(201);
    // The client's receipt goes out in the same transaction as the studio's notification would have.
    await ctx.mailTo(body.email);
    expect(await bellTitles(cookie)).toContain('New inquiry from Robin');
    expect(await ctx.loggedFor(email)).not.toContain('New inquiry from Robin');
    expect(ctx.received(email, 'New inquiry from Robin')).toEqual([]);
    // Its application emails still came: only the one category stopped. (Sent when the studio was approved, which
    // is not waited for above: on a busy machine it may reach the sink after the inquiry's mail.)
    await ctx.mailTo(email, 'Your Inkbook profile is live');
    expect(ctx.received(email, 'Your Inkbook profile is live')).toHaveLength(1);
  });
});
