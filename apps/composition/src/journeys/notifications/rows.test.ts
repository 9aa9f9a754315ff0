import { artistApplication } from '@inkbook/catalog/testing';
import { studioInquiryBody } from '@inkbook/inquiries/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAdmin } from '../../testing/stack';
import { expectTableEmail, MAIL_TIMEOUT_MS, PUBLIC_URL, useNotificationJourney } from './notifications-stack';

// Issue 22's table, row by row, through the gateway to a real SMTP server: one story makes every event happen (an
// application approved, one rejected, inquiries to an artist and a studio answered both ways, claims in both
// directions verified, denied and delisted), then each row finds its email by recipient and subject and checks
// its absolute link, both parts and the RFC 8058 headers. The nudge runs with a 2-second setting.

const NUDGE_AFTER_SECONDS = 2;
const ctx = useNotificationJourney({ INQUIRY_NUDGE_AFTER_SECONDS: String(NUDGE_AFTER_SECONDS) });
const STUDIO_NAME = 'Ink & Iron Studio';

/** The story's steps must succeed: a refusal says which, rather than failing a row later. */
function ok(res: { statusCode: number; body: string }, expected = 200) {
  if (res.statusCode !== expected) throw new Error(`${res.statusCode} ${res.body}`);
}

/** Everything the story made: the people (their addresses) and the ids the links name. */
const w = {} as {
  artist: { id: string; name: string; handle: string; email: string };
  rejected: { id: string; email: string };
  studio: { id: string; email: string; handle: string };
  client: string;
  decliningClient: string;
  artistInquiry: string;
  studioInquiry: string;
  /** Asked by the studio, then verified and delisted. */
  claimed: { name: string; email: string };
  /** Asked the studio, which denied. */
  asking: { name: string; email: string };
};

beforeAll(async () => {
  const { inquiries, claims } = ctx;
  const admin = await ctx.signInAdmin();

  const artist = await inquiries.recipientArtist();
  w.artist = {
    id: artist.artist.id,
    name: artist.artist.artistName,
    handle: artist.artist.instagramHandle,
    email: await ctx.emailOf(artist.cookie),
  };
  const studio = await inquiries.recipientStudio();
  w.studio = { id: studio.studio.id, handle: studio.studio.handle, email: await ctx.emailOf(studio.cookie) };

  const rejected = await artistApplication();
  const application = await ctx.send('POST', '/api/artists', { payload: rejected });
  ok(application, 201);
  w.rejected = { id: application.json().id, email: rejected.email };
  ok(
    await ctx.send('PUT', `/api/admin/artists/${w.rejected.id}`, {
      payload: { status: 'rejected' },
      cookie: admin,
    }),
  );

  // A new client's inquiry to each; the studio approves it. Another client's, which the studio declines.
  const sent = await inquiries.fromNewClient(w.artist.id, w.studio.id);
  w.client = sent.artistInquiry.email;
  w.artistInquiry = sent.artistInquiry.id;
  w.studioInquiry = sent.studioInquiry.id;
  ok(
    await ctx.send('PATCH', `/api/studio-inquiries/${w.studioInquiry}/status`, {
      cookie: studio.cookie,
      payload: { status: 'approved', response: 'Book with Maya on Friday' },
    }),
  );
  const declining = studioInquiryBody(w.studio.id, { fullName: 'Alex Rivera' });
  const declined = await ctx.send('POST', '/api/studio-inquiries', { payload: declining });
  ok(declined, 201);
  w.decliningClient = declining.email;
  ok(
    await ctx.send('PATCH', `/api/studio-inquiries/${declined.json().id}/status`, {
      cookie: studio.cookie,
      payload: { status: 'declined', response: 'We are booked until spring' },
    }),
  );

  // The studio claims one artist, who approves, and the studio delists; another artist asks, the studio denies.
  const claimed = await claims.artist();
  w.claimed = { name: claimed.body.artistName, email: claimed.body.email };
  const claim = await claims.claim(studio.cookie, { studioId: w.studio.id, artistId: claimed.artist.id });
  ok(claim, 201);
  ok(await claims.act(claimed.cookie, claim.json().id, 'approve'));
  // The delist waits for the verification's emails: the claims service answers before the bus delivers.
  await ctx.mailTo(w.claimed.email, 'Verification confirmed');
  ok(await claims.act(studio.cookie, claim.json().id, 'delist'));
  const asking = await claims.artist();
  w.asking = { name: asking.body.artistName, email: asking.body.email };
  const request = await claims.claim(asking.cookie, { studioId: w.studio.id, artistId: asking.artist.id });
  ok(request, 201);
  await ctx.mailTo(w.studio.email, `${w.asking.name} says they work at ${STUDIO_NAME}`);
  ok(await claims.act(studio.cookie, request.json().id, 'deny'));
}, 120_000);

interface Row {
  row: string;
  to: () => string;
  subject: () => string;
  /** The path the email's link opens, under PUBLIC_URL. */
  link: () => string;
  /** What the email must say besides. */
  says?: () => string[];
}

const rows: Row[] = [
  {
    row: 'artist application submitted → the applicant',
    to: () => w.artist.email,
    subject: () => 'We received your Inkbook application',
    link: () => '/dashboard',
    says: () => ['Our team will review your submission and get back to you within 24–48 hours.'],
  },
  {
    row: 'artist application submitted → every admin',
    to: () => testAdmin.email,
    subject: () => `New artist application: ${w.artist.name}`,
    link: () => '/admin',
  },
  {
    row: 'studio application submitted → the applicant',
    to: () => w.studio.email,
    subject: () => 'We received your Inkbook application',
    link: () => '/studio-dashboard',
  },
  {
    row: 'studio application submitted → every admin',
    to: () => testAdmin.email,
    subject: () => `New studio application: ${STUDIO_NAME}`,
    link: () => '/admin',
  },
  {
    row: 'approved → the artist, its public profile and dashboard',
    to: () => w.artist.email,
    subject: () => 'Your Inkbook profile is live',
    link: () => `/artist/${w.artist.handle}`,
    says: () => [`${PUBLIC_URL}/dashboard`],
  },
  {
    row: 'approved → the studio, its public profile',
    to: () => w.studio.email,
    subject: () => 'Your Inkbook profile is live',
    link: () => `/studio/${w.studio.handle}`,
  },
  {
    row: 'rejected → the applicant, the edit page',
    to: () => w.rejected.email,
    subject: () => 'Your Inkbook profile needs updates',
    link: () => `/artist/edit/${w.rejected.id}`,
    says: () => ['Your profile needs updates. Please edit and resubmit.'],
  },
  {
    row: 'inquiry sent to an artist → the artist, that inquiry on the dashboard',
    to: () => w.artist.email,
    subject: () => 'New inquiry from Sam',
    link: () => `/dashboard?inquiry=${w.artistInquiry}`,
    says: () => [
      'A koi fish swimming up my forearm, with waves',
      'Size: Medium',
      'Placement: Lower Arm',
      'Budget: $300 - $1,500',
      'Quote: ',
    ],
  },
  {
    row: "inquiry sent to an artist → the client's receipt",
    to: () => w.client,
    subject: () => `Your inquiry to ${w.artist.name} is on its way`,
    link: () => '/my-inquiries',
  },
  {
    row: 'inquiry sent to a studio → the studio, its Inquiries tab',
    to: () => w.studio.email,
    subject: () => 'New inquiry from Sam',
    link: () => `/studio-dashboard?tab=inquiries&inquiry=${w.studioInquiry}`,
  },
  {
    row: "inquiry sent to a studio → the client's receipt",
    to: () => w.client,
    subject: () => `Your inquiry to ${STUDIO_NAME} is on its way`,
    link: () => '/my-inquiries',
  },
  {
    row: "studio approves → the client, with the studio's response",
    to: () => w.client,
    subject: () => `${STUDIO_NAME} accepted your inquiry`,
    link: () => '/my-inquiries',
    says: () => ['Book with Maya on Friday'],
  },
  {
    row: "studio declines → the client, with the studio's response",
    to: () => w.decliningClient,
    subject: () => `${STUDIO_NAME} declined your inquiry`,
    link: () => '/my-inquiries',
    says: () => ['We are booked until spring'],
  },
  {
    row: 'claim created by a studio → the artist',
    to: () => w.claimed.email,
    subject: () => `${STUDIO_NAME} would like to list you as one of their artists`,
    link: () => '/dashboard',
  },
  {
    row: 'claim created by an artist → the studio',
    to: () => w.studio.email,
    subject: () => `${w.asking.name} says they work at ${STUDIO_NAME}`,
    link: () => '/studio-dashboard?tab=artists',
  },
  ...(['artist', 'studio'] as const).flatMap((side): Row[] => {
    const to = () => (side === 'artist' ? w.claimed.email : w.studio.email);
    const link = () => (side === 'artist' ? '/dashboard' : '/studio-dashboard?tab=artists');
    return [
      { row: `claim verified → the ${side}`, to, subject: () => 'Verification confirmed', link },
      { row: `claim delisted → the ${side}`, to, subject: () => 'Verification ended', link },
    ];
  }),
  {
    row: 'claim denied → the artist',
    to: () => w.asking.email,
    subject: () => 'Verification declined',
    link: () => '/dashboard',
    says: () => [`${STUDIO_NAME} declined to list ${w.asking.name}.`],
  },
  {
    row: 'claim denied → the studio',
    to: () => w.studio.email,
    subject: () => 'Verification declined',
    link: () => '/studio-dashboard?tab=artists',
  },
];

describe("issue 22's table, by email through the gateway", () => {
  it.each(rows)(
    '$row',
    async ({ to, subject, link, says }) => {
      const message = await ctx.mailTo(to(), subject());
      expect(message.from?.text).toMatch(/Inkbook/);
      expectTableEmail(message, link());
      for (const words of says?.() ?? []) expect(message.text).toContain(words);
      // Sent once, whatever else that person received.
      expect(ctx.received(to(), subject())).toHaveLength(1);
    },
    MAIL_TIMEOUT_MS + 5_000,
  );
});

describe('what no email carries', () => {
  it('no password of the story appears in any email', () => {
    // Applications apply with 'correct-horse', the story's client signed up with 'client-password'.
    const all = ctx.allReceived();
    expect(all.length).toBeGreaterThan(rows.length);
    for (const message of all)
      for (const secret of ['correct-horse', 'client-password'])
        expect(`${message.text}${message.html}`).not.toContain(secret);
  });
});

describe('the nudge', () => {
  it('reminds the artist of an inquiry still New once, and not of one the artist opened', async () => {
    const waiting = await ctx.inquiries.recipientArtist();
    const opened = await ctx.inquiries.recipientArtist();
    const { inquiry: unopened } = await ctx.claims.inquiryTo(waiting.artist.id);
    const { inquiry } = await ctx.claims.inquiryTo(opened.artist.id);
    ok(
      await ctx.send('PATCH', `/api/inquiries/${inquiry.id}/status`, {
        cookie: opened.cookie,
        payload: { status: 'reviewed' },
      }),
    );
    const [waitingEmail, openedEmail] = [await ctx.emailOf(waiting.cookie), await ctx.emailOf(opened.cookie)];
    const nudge = await ctx.mailTo(waitingEmail, 'Sam is waiting for your reply');
    expectTableEmail(nudge, `/dashboard?inquiry=${unopened.id}`);
    // Both were due by now; a while longer shows no second nudge and none for the opened inquiry.
    await new Promise((resolve) => setTimeout(resolve, (NUDGE_AFTER_SECONDS + 2) * 1000));
    expect(ctx.received(waitingEmail, 'Sam is waiting for your reply')).toHaveLength(1);
    expect(ctx.received(openedEmail, 'Sam is waiting for your reply')).toEqual([]);
    expect(ctx.received(openedEmail, 'New inquiry from Sam')).toHaveLength(1);
  }, 30_000);
});
