import { randomUUID } from 'node:crypto';
import { sampleEventPayload } from '@inkbook/contracts/event-samples';
import type { EventSubject } from '@inkbook/contracts/events';
import { type ServiceInstance, useService } from '@inkbook/service-kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordedPorts, serviceWithPorts, type Told } from '../testing/recorded-ports';

// The nudge end to end on a real database: inquiries' events in, the scheduled job, the recorded Notify call out.
// A short INQUIRY_NUDGE_AFTER_SECONDS keeps the waits to a few seconds (jobs are polled every 2 s).

const { told, ...ports } = recordedPorts();
const t = useService(serviceWithPorts(ports), { env: { INQUIRY_NUDGE_AFTER_SECONDS: '2' } });

const ARTIST = 'inquiries.inquiry';
const STUDIO = 'inquiries.studio-inquiry';
type Inbox = typeof ARTIST | typeof STUDIO;

const now = () => new Date().toISOString();
/** An inquiry arriving now, as inquiries publishes it; its id. */
async function arrives(inbox: Inbox, fullName = 'Sam Rivera') {
  const id = randomUUID();
  await t.publish(`${inbox}.created`, {
    id,
    fullName,
    status: 'pending',
    createdAt: now(),
    updatedAt: now(),
  });
  return id;
}
const changes = (inbox: Inbox, id: string, status: 'pending' | 'reviewed' | 'responded' | 'approved') =>
  t.publish(`${inbox}.updated` as EventSubject, { id, status, previousStatus: 'pending', updatedAt: now() });
const deleted = (inbox: Inbox, id: string) => t.publish(`${inbox}.deleted`, { id, updatedAt: now() });

const nudgesFor = (id: string) => told.filter((n) => n.key === `nudge:${id}`);
async function untilNudged(id: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (nudgesFor(id).length === 0) {
    if (Date.now() > deadline) throw new Error(`no nudge for ${id}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
/** Two more polling rounds: long enough for a second run, or a cancelled job, to show. */
const settle = () => new Promise((r) => setTimeout(r, 4_500));

beforeAll(async () => {
  // The inboxes' accounts, so the other consumer of inquiries' events (who hears of a new one) finds them.
  await t.publish('auth.user.created', {});
  await t.publish('auth.user.created', {
    id: randomUUID(),
    email: 'studio@example.com',
    role: 'studio',
    artistId: null,
    studioId: sampleEventPayload('inquiries.studio-inquiry.created').studioId,
  });
});

describe('inquiry nudges', () => {
  it('reminds the artist once that the client is waiting, linking to the inquiry on the dashboard', async () => {
    const id = await arrives(ARTIST);
    // The same inquiry told again under another event id (a replay) schedules nothing more.
    const event = await t.publish('inquiries.inquiry.created', {
      id,
      fullName: 'Sam Rivera',
      createdAt: now(),
      updatedAt: now(),
    });
    // Saving private notes keeps the inquiry New.
    await changes(ARTIST, id, 'pending');

    await untilNudged(id);
    await settle();
    expect(nudgesFor(id)).toHaveLength(1);
    const [{ recipient, draft }] = nudgesFor(id) as [Told];
    expect(recipient.userId).toBe(event.data.artistId);
    expect(draft).toMatchObject({
      category: 'inquiries',
      title: 'Sam is waiting to hear from you',
      link: `/dashboard?inquiry=${id}`,
      email: {
        subject: 'Sam is waiting for your reply',
        action: { url: `http://localhost:8080/dashboard?inquiry=${id}` },
      },
    });
    expect(draft.body).toContain('24 hours');
  });

  it("reminds a studio's owner of a studio inquiry still New", async () => {
    const id = await arrives(STUDIO, 'Alex');
    await untilNudged(id);
    const [{ recipient, draft }] = nudgesFor(id) as [Told];
    expect(recipient.email).toMatch(/^studio-/);
    expect(draft.link).toBe(`/studio-dashboard?tab=inquiries&inquiry=${id}`);
  });

  describe('no nudge once the inquiry has moved on before it is due', () => {
    const cases: { name: string; inbox: Inbox; meanwhile: (inbox: Inbox, id: string) => Promise<unknown> }[] =
      [
        { name: 'opened (Reviewed)', inbox: ARTIST, meanwhile: (i, id) => changes(i, id, 'reviewed') },
        { name: 'answered (Responded)', inbox: ARTIST, meanwhile: (i, id) => changes(i, id, 'responded') },
        { name: 'approved by the studio', inbox: STUDIO, meanwhile: (i, id) => changes(i, id, 'approved') },
        { name: "deleted from an artist's inbox", inbox: ARTIST, meanwhile: deleted },
        { name: "deleted from a studio's inbox", inbox: STUDIO, meanwhile: deleted },
      ];
    const ids = new Map<string, string>();
    beforeAll(async () => {
      for (const c of cases) {
        const id = await arrives(c.inbox);
        await c.meanwhile(c.inbox, id);
        ids.set(c.name, id);
      }
      // One left New, due with the others: once it is nudged, the others' jobs have had their turn.
      await untilNudged(await arrives(ARTIST));
      await settle();
    }, 30_000);

    it.each(cases.map((c) => [c.name]))('%s: its job cancelled, nothing sent', async (name) => {
      const id = ids.get(name) as string;
      const { rows } = await sql<{ state: string }>`
        select state from notifications_jobs.job where singleton_key = ${`inquiry:${id}`}`.execute(t.db);
      expect(rows).toEqual([{ state: 'cancelled' }]);
      expect(nudgesFor(id)).toEqual([]);
    });
  });

  describe('across a restart', () => {
    let next: ServiceInstance | undefined;
    afterAll(() => next?.close());

    it('keeps a nudge scheduled before the service stopped and sends it from the next start', async () => {
      const id = await arrives(ARTIST);
      await t.app.close();
      expect(nudgesFor(id)).toEqual([]);

      next = await t.boot();
      await untilNudged(id);
      await settle();
      expect(nudgesFor(id)).toHaveLength(1);
    });
  });
});
