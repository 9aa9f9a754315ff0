import { artistApplication, studioApplication } from '@inkbook/catalog/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../testing/stack';
import { apply, type CatalogJourney, send, startCatalogJourney } from './catalog-stack';

// Issue 11's oracle: an application with an email that has an account used to answer 409 for a wrong password and
// 201 for the right one, with no attempt limit. Passwords are now checked only by sign-in (DESIGN §3).
let ctx: CatalogJourney;
beforeAll(async () => {
  ctx = await startCatalogJourney();
});
afterAll(() => ctx?.close());

const studios = async () => (await ctx.db.selectFrom('studios').select('id').execute()).length;

describe('an application whose email already has an account', () => {
  it('answers the same 409 for the right and a wrong password, and creates nothing', async () => {
    const artist = await artistApplication();
    expect((await apply(ctx.stack, 'artists', artist)).statusCode).toBe(201);
    const before = await studios();
    const answers = [];
    for (const password of [artist.password, 'a-wrong-guess']) {
      const body = await studioApplication({
        businessEmail: artist.email,
        password,
        confirmPassword: password,
      });
      const res = await apply(ctx.stack, 'studios', body);
      answers.push({ status: res.statusCode, body: res.json() });
    }
    expect(answers[0]).toEqual({
      status: 409,
      body: expect.objectContaining({ message: 'An account with this email already exists' }),
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(await studios()).toBe(before);
    const me = await send(ctx.stack, 'GET', '/api/auth/me', {
      cookie: await signIn(ctx.stack, artist.email, artist.password),
    });
    expect(me.json()).toMatchObject({ role: 'artist', studioId: null });
  });

  it('adds the new profile to the account the applicant is signed in as (artist-studio)', async () => {
    const artist = await artistApplication();
    const created = await apply(ctx.stack, 'artists', artist);
    const cookie = await signIn(ctx.stack, artist.email, artist.password);
    const studio = await send(ctx.stack, 'POST', '/api/studios', {
      cookie,
      payload: await studioApplication({ businessEmail: artist.email }),
    });
    expect(studio.statusCode, studio.body).toBe(201);
    const again = await signIn(ctx.stack, artist.email, artist.password);
    expect((await send(ctx.stack, 'GET', '/api/auth/me', { cookie: again })).json()).toMatchObject({
      role: 'artist-studio',
      artistId: created.json().id,
      studioId: studio.json().id,
    });
  });
});
