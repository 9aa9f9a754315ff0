import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useBookings } from '../testing/suite';

// Bookings' projections (issue 23 item 2): inquiries' parties from inquiries' events, and the artists each studio
// verified from claims' events.

const t = useBookings();

const inquiryRow = (id: string) =>
  t.db.selectFrom('inquiries').selectAll().where('id', '=', id).executeTakeFirst();

describe('inquiries from inquiries events', () => {
  it('an artist inquiry: its artist, the client’s account, name, email, idea and quoted deposit; updates follow', async () => {
    const [id, artistId, clientUserId] = [randomUUID(), randomUUID(), randomUUID()];
    await t.publish('inquiries.inquiry.created', {
      id,
      artistId,
      clientUserId,
      fullName: 'Sam Client',
      email: 'sam@example.com',
      concept: 'A fine line swallow on the wrist',
      aiDeposit: 90,
    });
    expect(await inquiryRow(id)).toEqual({
      id,
      kind: 'artist',
      recipient_id: artistId,
      client_user_id: clientUserId,
      client_email: 'sam@example.com',
      client_name: 'Sam Client',
      concept: 'A fine line swallow on the wrist',
      quote_deposit: 90,
      deleted: false,
    });
    await t.publish('inquiries.inquiry.updated', { id, artistId, clientUserId, fullName: 'Sam C. Client' });
    expect(await inquiryRow(id)).toMatchObject({
      client_name: 'Sam C. Client',
      client_user_id: clientUserId,
    });
    await t.publish('inquiries.inquiry.deleted', { id, artistId });
    expect(await inquiryRow(id)).toMatchObject({ deleted: true, client_user_id: clientUserId });
  });

  it('a studio inquiry: its studio, no quoted deposit; a delete that comes first stays a delete', async () => {
    const [id, studioId, clientUserId] = [randomUUID(), randomUUID(), randomUUID()];
    await t.publish('inquiries.studio-inquiry.created', { id, studioId, clientUserId });
    expect(await inquiryRow(id)).toMatchObject({
      kind: 'studio',
      recipient_id: studioId,
      client_user_id: clientUserId,
      quote_deposit: null,
      deleted: false,
    });

    const early = randomUUID();
    await t.publish('inquiries.studio-inquiry.deleted', { id: early, studioId });
    await t.publish('inquiries.studio-inquiry.created', { id: early, studioId, clientUserId });
    expect(await inquiryRow(early)).toMatchObject({ deleted: true, client_user_id: clientUserId });
  });
});

describe('verified artists from claims events', () => {
  const pairs = (studioId: string) =>
    t.db.selectFrom('verified_artists').select('artist_id').where('studio_id', '=', studioId).execute();

  it('a verified claim adds the pair; any other status removes it', async () => {
    const [studioId, artistId] = [randomUUID(), randomUUID()];
    await t.publish('claims.claim.created', { id: randomUUID(), studioId, artistId });
    expect(await pairs(studioId)).toEqual([]);
    await t.claim(studioId, artistId);
    await t.claim(studioId, artistId);
    expect(await pairs(studioId)).toEqual([{ artist_id: artistId }]);
    await t.claim(studioId, artistId, 'cancelled');
    expect(await pairs(studioId)).toEqual([]);
  });
});
