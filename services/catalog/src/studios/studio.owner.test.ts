import type { SessionUser } from '@inkbook/contracts/identity';
import { useService } from '@inkbook/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { applyStudio, catalogService, SECRETS, studioApplication } from '../testing/factories';

// The owner's read of their own studio in any status (the studio dashboard): GET /api/studios/my-studio.
const ctx = useService(catalogService);

const get = (url: string, user?: SessionUser) => ctx.inject({ method: 'GET', url }, user);

async function pendingStudio() {
  const body = await studioApplication();
  const created = (await applyStudio(ctx, body)).json();
  return { id: created.id as string, owner: ctx.auth.signIn(body.businessEmail, body.password) };
}

describe('GET /api/studios/my-studio', () => {
  it('answers the owner their own studio while it is pending, without secrets', async () => {
    const { id, owner } = await pendingStudio();
    const mine = await get('/api/studios/my-studio', owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id, status: 'pending', studioName: 'Ink & Iron Studio' });
    expect(mine.body).not.toMatch(SECRETS);
    // The public read does not know a pending studio.
    expect((await get(`/api/studios/id/${id}`)).statusCode).toBe(404);
  });

  it('lets an admin name any studio, and refuses an owner naming another one', async () => {
    const first = await pendingStudio();
    const second = await pendingStudio();
    const admin = ctx.auth.admin;
    expect((await get(`/api/studios/my-studio?studioId=${first.id}`, admin)).json()).toMatchObject({
      id: first.id,
    });
    expect((await get(`/api/studios/my-studio?studioId=${second.id}`, first.owner)).statusCode).toBe(403);
    expect((await get(`/api/studios/my-studio?studioId=${first.id}`, first.owner)).json().id).toBe(first.id);
  });

  it('is 401 signed out and 404 for an account without a studio or an unknown id', async () => {
    expect((await get('/api/studios/my-studio')).statusCode).toBe(401);
    const admin = ctx.auth.admin;
    expect((await get('/api/studios/my-studio', admin)).statusCode).toBe(404);
    expect((await get('/api/studios/my-studio?studioId=not-a-uuid', admin)).statusCode).toBe(404);
  });
});
