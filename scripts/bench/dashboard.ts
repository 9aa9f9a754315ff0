import { randomUUID } from 'node:crypto';
import { artistInquiryBody } from '@inkbook/inquiries/testing';
import { createTestDatabase, createTestNatsServer, TEST_SECRET } from '@inkbook/service-kit/testing';
import { chromium } from '@playwright/test';
import journeys from '../../playwright.config';
import { admin } from './event-stack';
import { approvedArtist, call, expectStatus, newClient } from './inquiries';
import { benchUrl, percentile, serve, stopAll } from './processes';

/** Inquiries the artist of /dashboard holds before it is measured. */
export const DASHBOARD_INQUIRIES = 200;
const LIVE_SENDS = 20;

/** The system Chromium, launched as the journeys launch it (playwright.config.ts). */
export const chromiumLaunch = journeys.use?.launchOptions ?? {};

/**
 * The production build served by the standalone launcher at the gateway's bench port (where the inquiries bench's
 * helpers send), on a fresh database, with the admin those helpers sign in as and `env` on top.
 */
export async function serveStandalone(env: Record<string, string>) {
  const database = await createTestDatabase();
  const app = await serve(
    'apps/standalone/dist/main.js',
    {
      DATABASE_URL: database.url,
      HOST: '127.0.0.1',
      PORT: new URL(benchUrl('gateway')).port,
      INTERNAL_SECRET: TEST_SECRET,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // Every request comes from one address: the artist's inquiries (against the deployed 30 an hour per address)
      // and the browser's page loads (against the gateway's 600 a minute). The limiters are still consulted.
      INQUIRY_RATE_LIMIT_PER_ADDRESS: '100000000',
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...env,
    },
    `${benchUrl('gateway')}/healthz`,
  );
  return {
    url: benchUrl('gateway'),
    async stop() {
      await stopAll([app]);
      await database.drop();
    },
  };
}

/** POST /api/inquiries as an anonymous visitor through the gateway, the idea being `concept`. */
const sendInquiry = async (artistId: string, concept: string) =>
  expectStatus(
    await call('POST', '/api/inquiries', { body: artistInquiryBody(artistId, { concept }) }),
    201,
    'inquiry',
  );

/**
 * An artist applied and approved through the gateway, holding `DASHBOARD_INQUIRIES` inquiries sent through
 * POST /api/inquiries (the first by a new client once inquiries has the artist, the rest by anonymous visitors);
 * answers its id and session cookie.
 */
export async function artistWithInquiries() {
  const artist = await approvedArtist();
  await newClient(artist.id);
  for (let i = 2; i <= DASHBOARD_INQUIRIES; i++)
    await sendInquiry(artist.id, `Inquiry ${i}: a koi fish swimming up my forearm, with waves`);
  return artist;
}

/**
 * Issue 13: from an inquiry's POST to its card in an open inbox. The standalone build with its events on a private
 * NATS server, as deployed (inquiries' outbox → NATS → the gateway's /api/events → the page's EventSource, which
 * refetches the inbox); /dashboard open in the system Chromium as the artist, `LIVE_SENDS` inquiries posted one at a
 * time, each timed until its card (its own concept text) is visible.
 */
export async function benchInboxLive() {
  const nats = await createTestNatsServer();
  const app = await serveStandalone({ NATS_URL: nats.url, SEED_DEMO: 'false' });
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const artist = await artistWithInquiries();
    const at = artist.cookie.indexOf('=');
    const context = await browser.newContext();
    await context.addCookies([
      { name: artist.cookie.slice(0, at), value: artist.cookie.slice(at + 1), url: app.url },
    ]);
    const page = await context.newPage();
    const stream = page.waitForResponse((r) => r.url().endsWith('/api/events') && r.status() === 200);
    await page.goto(`${app.url}/dashboard`);
    await stream;
    await page.getByText(`Inquiry ${DASHBOARD_INQUIRIES}:`).waitFor({ timeout: 60_000 });

    const times: number[] = [];
    for (let i = 1; i <= LIVE_SENDS; i++) {
      const concept = `Live inquiry ${i}: ${randomUUID()}`;
      const started = performance.now();
      // The wait starts polling first, so the card is seen the frame it is drawn.
      await Promise.all([
        page.getByText(concept).waitFor({ timeout: 30_000 }),
        sendInquiry(artist.id, concept),
      ]);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return {
      sends: LIVE_SENDS,
      inquiries: DASHBOARD_INQUIRIES,
      p50: Math.round(percentile(times, 0.5)),
      p95: Math.round(percentile(times, 0.95)),
    };
  } finally {
    await browser.close();
    await app.stop();
    await nats.dispose();
  }
}

export const inboxLiveSection = (
  l: Awaited<ReturnType<typeof benchInboxLive>>,
) => `## Live inbox: an inquiry's POST → its card on an open \`/dashboard\` (${l.sends} sends, one at a time)

| measure | ms |
|---|---|
| p50 | ${l.p50} |
| p95 | ${l.p95} |

Within 2 s (issue 13): ${l.p95 <= 2000 ? 'met' : '**not met**'} (p95). The standalone build with its events on a private NATS server, as deployed:
\`POST /api/inquiries\` through the gateway, the inquiries service's outbox, NATS, the gateway's \`/api/events\` stream, the
page's EventSource, its refetch of the inbox's first page and the render. \`/dashboard\` is open in the system Chromium
as an artist holding ${l.inquiries} inquiries; each send has its own concept text, timed until its card shows it.
`;
