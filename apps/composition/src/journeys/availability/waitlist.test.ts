import { BOOKS_CLOSED_MESSAGE } from '@inkbook/contracts/availability-rules';
import { artistInquiryBody, waitFor } from '@inkbook/inquiries/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { PUBLIC_URL, type ReceivedEmail, useNotificationJourney } from '../notifications/notifications-stack';

// Issue 26 items 1 and 2 through the gateway: books closed answer 409; a fair waitlist (join, list first come first
// served, invite, leave by the emails' link); reopening emails everyone still waiting once, in the order they
// joined; a request cap lets exactly that many inquiries through when they race for the last spots.

const j = useNotificationJourney();

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** The first link in `message`'s text that starts with `prefix` (after PUBLIC_URL). */
function linkIn(message: ReceivedEmail, prefix: string) {
  const found = message.text?.match(new RegExp(`${PUBLIC_URL}${prefix}[^\\s)>\\]]+`));
  if (!found) throw new Error(`no ${prefix} link in "${message.subject}": ${message.text}`);
  return new URL(found[0]);
}

/** An approved artist whose books inquiries knows as `status` (polling until a send is refused or not). */
async function artistWithBooks(books: Record<string, unknown>) {
  const { artist, cookie } = await j.inquiries.recipientArtist();
  const res = await j.send('PUT', `/api/artists/${artist.id}`, { cookie, payload: { books } });
  expect(res.statusCode, res.body).toBe(200);
  await waitFor(async () => {
    const row = await sql<{
      books_status: string;
    }>`select books_status from approved_artists where id = ${artist.id}`
      .execute(j.inquiries.db)
      .catch(() => ({ rows: [] as { books_status: string }[] }));
    return row.rows[0]?.books_status === books.status;
  }, `inquiries knows ${artist.id}'s books are ${books.status}`);
  return { artist, cookie };
}

const person = (n: number) => ({
  name: `Waiting Person ${n}`,
  email: `waiting.${n}.${Date.now()}@example.com`,
});

describe('books closed and the waitlist', () => {
  it('refuses inquiries while closed, queues people fairly, invites one, and emails the rest once on reopening', async () => {
    const { artist, cookie } = await artistWithBooks({ status: 'closed', reopensOn: tomorrow() });
    const profile = await j.send('GET', `/api/artists/${artist.instagramHandle}`);
    expect(profile.json().books).toMatchObject({ status: 'closed', reopensOn: tomorrow() });

    const refused = await j.send('POST', '/api/inquiries', { payload: artistInquiryBody(artist.id) });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(BOOKS_CLOSED_MESSAGE);

    // Three people join, one of them twice: one entry each, first come first served.
    const people = [person(1), person(2), person(3)];
    const ids: string[] = [];
    for (const who of people) {
      const joined = await j.send('POST', '/api/waitlist', {
        payload: {
          artistId: artist.id,
          ...who,
          idea: 'A small swallow on the wrist',
          preferredMonths: ['2027-03'],
        },
      });
      expect(joined.statusCode, joined.body).toBe(201);
      ids.push(joined.json().id);
    }
    const again = await j.send('POST', '/api/waitlist', {
      payload: { artistId: artist.id, ...people[1], idea: 'The same swallow, asked again' },
    });
    expect(again.json().id).toBe(ids[1]);
    const list = await j.send('GET', '/api/waitlist', { cookie });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().entries.map((e: { id: string; position: number }) => [e.id, e.position])).toEqual([
      [ids[0], 1],
      [ids[1], 2],
      [ids[2], 3],
    ]);

    // The first is invited: the email's link lets one inquiry through while closed, once.
    expect((await j.send('POST', `/api/waitlist/${ids[0]}/invite`, { cookie, payload: {} })).statusCode).toBe(
      200,
    );
    const invite = linkIn(
      await mailMatching(people[0]!.email, /invited you/),
      `/artist/${artist.instagramHandle}`,
    );
    const token = invite.searchParams.get('invite') ?? '';
    expect((await j.send('GET', `/api/waitlist/invites/${token}`)).json()).toMatchObject({
      status: 'valid',
      recipientId: artist.id,
    });
    const body = artistInquiryBody(artist.id, { ...people[0], waitlistInvite: token });
    const sent = await j.send('POST', '/api/inquiries', { payload: body });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().fromWaitlist).toBe(true);
    const reused = await j.send('POST', '/api/inquiries', {
      payload: artistInquiryBody(artist.id, {
        ...people[0],
        waitlistInvite: token,
        concept: 'Another idea entirely, please',
      }),
    });
    expect(reused.statusCode).toBe(409);
    expect((await j.send('GET', `/api/waitlist/invites/${token}`)).json().status).toBe('used');

    // The second's invite expires unused.
    expect((await j.send('POST', `/api/waitlist/${ids[1]}/invite`, { cookie, payload: {} })).statusCode).toBe(
      200,
    );
    await sql`update waitlist_entries set invite_expires_at = now() - interval '1 minute' where id = ${ids[1]}`.execute(
      j.inquiries.db,
    );
    const expiredLink = linkIn(
      await mailMatching(people[1]!.email, /invited you/),
      `/artist/${artist.instagramHandle}`,
    );
    const expired = expiredLink.searchParams.get('invite') ?? '';
    expect((await j.send('GET', `/api/waitlist/invites/${expired}`)).json().status).toBe('expired');
    expect(
      (
        await j.send('POST', '/api/inquiries', {
          payload: artistInquiryBody(artist.id, { ...people[1], waitlistInvite: expired }),
        })
      ).statusCode,
    ).toBe(409);

    // The first sent their inquiry, so left the list; reopening emails the two still waiting, once each, in order.
    const before = j.allReceived().length;
    const opened = await j.send('PUT', `/api/artists/${artist.id}`, {
      cookie,
      payload: { books: { status: 'open' } },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const openedMails = await waitForNew(before, (m) => /books are open/i.test(m.subject ?? ''), 2);
    expect(openedMails.map((m) => addressOf(m))).toEqual([people[1]!.email, people[2]!.email]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(
      j
        .allReceived()
        .slice(before)
        .filter((m) => /books are open/i.test(m.subject ?? '')),
    ).toHaveLength(2);

    // The third leaves from the link in that email, without a session.
    const leave = linkIn(openedMails[1] as ReceivedEmail, '/waitlist/leave');
    const left = await j.send('POST', '/api/waitlist/leave', {
      payload: { token: leave.searchParams.get('token') },
    });
    expect(left.statusCode, left.body).toBe(200);
    const after = (await j.send('GET', '/api/waitlist', { cookie }))
      .json()
      .entries.map((e: { id: string }) => e.id);
    expect(after).toEqual([ids[1]]);
  }, 90_000);

  it('lets exactly the cap through when inquiries race for the last spots, then shows the waitlist', async () => {
    const { artist } = await artistWithBooks({ status: 'open', requestCap: 3 });
    const answers = await Promise.all(
      Array.from({ length: 7 }, (_, n) =>
        j.send('POST', '/api/inquiries', {
          payload: artistInquiryBody(artist.id, { email: `racer.${n}.${Date.now()}@example.com` }),
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409]);
    await eventually(
      async () =>
        (await j.send('GET', `/api/artists/${artist.instagramHandle}`)).json().books.status === 'waitlist',
      'the profile shows the waitlist once the cap is reached',
    );
  }, 60_000);
});

const addressOf = (message: ReceivedEmail) => {
  const to = Array.isArray(message.to) ? message.to[0] : message.to;
  return to?.value[0]?.address?.toLowerCase();
};

/** Polls `check` for up to 15 s: an email passes through the outbox, NATS, notifications and SMTP. */
async function eventually(check: () => boolean | Promise<boolean>, what: string) {
  for (const started = Date.now(); Date.now() - started < 15_000; ) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The first email to `to` whose subject matches, once it arrived. */
async function mailMatching(to: string, subject: RegExp) {
  const match = () => j.received(to).find((m) => subject.test(m.subject ?? ''));
  await eventually(() => match() !== undefined, `an email to ${to} matching ${subject}`);
  return match() as ReceivedEmail;
}

async function waitForNew(from: number, match: (m: ReceivedEmail) => boolean, count: number) {
  await eventually(() => j.allReceived().slice(from).filter(match).length >= count, `${count} new emails`);
  return j.allReceived().slice(from).filter(match);
}
