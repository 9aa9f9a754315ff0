import { DEFAULT_AFTERCARE } from '@inkbook/contracts/aftercare-rules';
import { publishedArtist, publishedStudio, sessionUser } from '@inkbook/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { useBookings } from '../testing/suite';
import { settingsOf } from './settings.service';

const t = useBookings();

const URL = '/api/bookings/settings';

describe('GET/PUT /api/bookings/settings', () => {
  it('answers the defaults until saved', async () => {
    const { user } = await publishedArtist(t);
    const res = await t.call(user, 'GET', URL);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      timeZone: 'UTC',
      depositInstructions: '',
      cancellationNoticeHours: 48,
      aftercare: DEFAULT_AFTERCARE,
    });
  });

  it('a PUT is partial: it answers the merged settings and fields left out keep their values', async () => {
    const { user, artist } = await publishedArtist(t);
    const first = await t.call(user, 'PUT', URL, { timeZone: 'America/Chicago' });
    expect(first.json()).toEqual({
      timeZone: 'America/Chicago',
      depositInstructions: '',
      cancellationNoticeHours: 48,
      aftercare: DEFAULT_AFTERCARE,
    });
    const second = await t.call(user, 'PUT', URL, {
      depositInstructions: 'Venmo @sample-artist',
      cancellationNoticeHours: 24,
    });
    const merged = {
      timeZone: 'America/Chicago',
      depositInstructions: 'Venmo @sample-artist',
      cancellationNoticeHours: 24,
      aftercare: DEFAULT_AFTERCARE,
    };
    expect(second.json()).toEqual(merged);
    expect((await t.call(user, 'GET', URL)).json()).toEqual(merged);
    expect(await settingsOf(t.db, 'artist', artist.id)).toEqual(merged);
  });

  it.each([
    ['timeZone', { timeZone: 'Mars/Olympus' }],
    ['timeZone', { timeZone: '+02:00' }],
    ['cancellationNoticeHours', { cancellationNoticeHours: -1 }],
    ['depositInstructions', { depositInstructions: 'x'.repeat(501) }],
  ])('400 naming %s for %j, and nothing is saved', async (field, body) => {
    const { user, artist } = await publishedArtist(t);
    const res = await t.call(user, 'PUT', URL, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty(field);
    expect(await t.db.selectFrom('booking_settings').where('owner_id', '=', artist.id).execute()).toEqual([]);
  });

  it('a studio keeps its own; an artist-studio login says which with ?as=', async () => {
    const studio = await publishedStudio(t);
    await t.call(studio.user, 'PUT', URL, { cancellationNoticeHours: 72 });
    expect(await settingsOf(t.db, 'studio', studio.studio.id)).toMatchObject({ cancellationNoticeHours: 72 });

    const artist = await publishedArtist(t);
    const both = (await publishedStudio(t, { owner: artist.user })).user;
    await t.call(both, 'PUT', `${URL}?as=studio`, { timeZone: 'Europe/Berlin' });
    expect((await t.call(both, 'GET', `${URL}?as=studio`)).json()).toMatchObject({
      timeZone: 'Europe/Berlin',
    });
    expect((await t.call(both, 'GET', `${URL}?as=artist`)).json()).toMatchObject({ timeZone: 'UTC' });
    const unsaid = await t.call(both, 'GET', URL);
    expect(unsaid.statusCode).toBe(400);
    expect(unsaid.json().error.fields).toHaveProperty('as');
    // A login asking for a profile it does not hold.
    expect((await t.call(artist.user, 'GET', `${URL}?as=studio`)).statusCode).toBe(403);
  });

  it.each([
    ['signed out', null, 401],
    ['a client', sessionUser('client'), 403],
    ['an admin', sessionUser('admin'), 403],
  ])('%s may not read or change them (%i)', async (_, user, status) => {
    expect((await t.call(user, 'GET', URL)).statusCode).toBe(status);
    expect((await t.call(user, 'PUT', URL, { cancellationNoticeHours: 1 })).statusCode).toBe(status);
  });
});
