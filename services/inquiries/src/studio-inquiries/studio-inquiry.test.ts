import { randomUUID } from 'node:crypto';
import { STUDIO_NOT_FOUND } from '@inkbook/contracts/inquiry';
import { publishedStudio } from '@inkbook/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { useInquiries } from '../testing/suite';

const t = useInquiries();

describe('POST /api/studio-inquiries', () => {
  it('derives description, budgetRange and timeline here (spec §3), whatever the client sent', async () => {
    const res = await t.sendStudio(
      t.studioBody({
        concept: 'A koi fish swimming up my forearm',
        additionalNotes: 'First tattoo',
        budgetMin: 300,
        budgetMax: 1500,
        availableDates: ['Weekends in March', 'Any Friday'],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      description: 'A koi fish swimming up my forearm\n\nAdditional Notes: First tattoo',
      budgetRange: '$300 - $1,500',
      timeline: 'Weekends in March, Any Friday',
      status: 'pending',
      preferredStyles: ['Japanese'],
      style: 'blackgrey',
    });
    const plain = await t.sendStudio(t.studioBody({ availableDates: [] }));
    expect(plain.json()).toMatchObject({ timeline: 'Flexible', description: plain.json().concept });
  });

  it.each([
    [{ preferredStyles: [] }, 'preferredStyles', 'Select at least one preferred style'],
    [{ preferredStyles: ['Neon'] }, 'preferredStyles.0', 'Unknown style'],
    [{ complexity: 'hard' }, 'complexity', 'Please select a complexity level'],
    [{ style: 'neon' }, 'style', 'Please select a style'],
    [
      { selectedFlashDesigns: [`/media/${'d'.repeat(64)}`] },
      'selectedFlashDesigns.0',
      'Flash designs must be from this artist',
    ],
  ])('refuses %j with its message, storing nothing', async (override, field, message) => {
    const before = await t.storedCounts();
    const res = await t.sendStudio(t.studioBody(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ [field]: message });
    expect(await t.storedCounts()).toEqual(before);
  });

  it('sends only to approved studios', async () => {
    const res = await t.sendStudio(t.studioBody({ studioId: randomUUID() }));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(STUDIO_NOT_FOUND);
  });
});

describe('the studio inbox', () => {
  it('pages newest first; approves or declines with a stored response; deletes', async () => {
    const other = await publishedStudio(t);
    const sent: string[] = [];
    for (let i = 0; i < 3; i += 1)
      sent.push((await t.sendStudio(t.studioBody({ studioId: other.studio.id }))).json().id);
    const inbox = (page: number) =>
      t.inject(
        { method: 'GET', url: `/api/studio-inquiries/studio/${other.studio.id}?page=${page}&pageSize=2` },
        other.user,
      );
    const first = (await inbox(1)).json();
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.items.map((i: { id: string }) => i.id)).toEqual([sent[2], sent[1]]);
    expect((await inbox(2)).json().items.map((i: { id: string }) => i.id)).toEqual([sent[0]]);

    const status = (body: object) =>
      t.inject(
        { method: 'PATCH', url: `/api/studio-inquiries/${sent[0]}/status`, payload: body },
        other.user,
      );
    expect((await status({ status: 'reviewed' })).statusCode).toBe(400);
    const approved = await status({ status: 'approved', response: 'See you Friday at 2pm' });
    expect(approved.json()).toMatchObject({ status: 'approved', response: 'See you Friday at 2pm' });
    expect((await status({ status: 'declined' })).json()).toMatchObject({
      status: 'declined',
      response: 'See you Friday at 2pm',
    });

    // The Inquiries badge reads the pending total; a status outside the five is refused.
    const ofStatus = (query: string) =>
      t.inject(
        { method: 'GET', url: `/api/studio-inquiries/studio/${other.studio.id}?${query}` },
        other.user,
      );
    const pending = (await ofStatus('status=pending&pageSize=1')).json();
    expect(pending).toMatchObject({ total: 2, pageSize: 1 });
    expect(pending.items.map((i: { id: string }) => i.id)).toEqual([sent[2]]);
    expect((await ofStatus('status=declined')).json().items.map((i: { id: string }) => i.id)).toEqual([
      sent[0],
    ]);
    expect((await ofStatus('status=archived')).statusCode).toBe(400);

    const del = await t.inject({ method: 'DELETE', url: `/api/studio-inquiries/${sent[0]}` }, other.user);
    expect(del.statusCode).toBe(200);
    expect((await inbox(1)).json().total).toBe(2);
    expect(
      (await t.inject({ method: 'DELETE', url: '/api/studio-inquiries/nope' }, other.user)).statusCode,
    ).toBe(404);
  });
});
