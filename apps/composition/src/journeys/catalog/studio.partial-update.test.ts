import { jpegDataUrl, studioApplication } from '@inkbook/catalog/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, signIn, signInAdmin } from '../../testing/stack';
import { apply, type CatalogJourney, send, startCatalogJourney } from './catalog-stack';

// PUT /api/studios/{id} is partial (DESIGN §5): fields left out keep their values (the application's defaults
// never overwrite them), the merged profile passes the edit rules, read-only and unknown fields refuse the whole
// body, and an owner's edit resubmits a rejected studio.
let ctx: CatalogJourney;
let stack: Stack;
let admin: string;
beforeAll(async () => {
  ctx = await startCatalogJourney();
  stack = ctx.stack;
  admin = await signInAdmin(stack);
});
afterAll(() => ctx?.close());

const NEW_DESCRIPTION = 'A private studio in East Austin: six resident artists, guest spots every month.';
const put = (id: string, payload: Record<string, unknown>, cookie: string) =>
  send(stack, 'PUT', `/api/studios/${id}`, { payload, cookie });
const byAdmin = (id: string, payload: Record<string, unknown>) =>
  send(stack, 'PUT', `/api/admin/studios/${id}`, { payload, cookie: admin });
/** Everything but the fields an edit may touch by itself (logo, description) and the update time. */
const rest = ({ logo: _l, description: _d, updatedAt: _u, ...others }: Record<string, unknown>) => others;

/** A studio as applied (pending), with its owner's session. */
async function appliedStudio() {
  const body = await studioApplication();
  const res = await apply(stack, 'studios', body);
  expect(res.statusCode, res.body).toBe(201);
  return { studio: res.json(), owner: await signIn(stack, body.businessEmail as string, 'correct-horse') };
}

describe('PUT /api/studios/{id} with part of the profile', () => {
  it('changes the logo alone and keeps every other field, defaults included', async () => {
    const { studio, owner } = await appliedStudio();
    const res = await put(studio.id, { logo: await jpegDataUrl('#0f0') }, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().logo).toMatch(/^\/media\//);
    expect(res.json().logo).not.toBe(studio.logo);
    expect(rest(res.json())).toEqual(rest(studio));
    expect(res.json()).toMatchObject({
      handlesDeposits: true,
      shopMinimum: 80,
      description: studio.description,
    });
  });

  it('changes the description alone by the edit rules', async () => {
    const { studio, owner } = await appliedStudio();
    const short = await put(studio.id, { description: 'Too short.' }, owner);
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.description).toBe('Description must be at least 50 characters');
    const res = await put(studio.id, { description: NEW_DESCRIPTION }, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ description: NEW_DESCRIPTION, logo: studio.logo });
    expect(rest(res.json())).toEqual(rest(studio));
  });

  it('allows the dashboard’s 10 interior photos, not 11', async () => {
    const { studio, owner } = await appliedStudio();
    const photos = (n: number) => Array.from({ length: n }, () => studio.interiorImages[0]);
    const tooMany = await put(studio.id, { interiorImages: photos(11) }, owner);
    expect(tooMany.json().error.fields.interiorImages).toBe('Maximum 10 interior photos allowed');
    expect((await put(studio.id, { interiorImages: photos(10) }, owner)).json().interiorImages).toHaveLength(
      10,
    );
  });

  it('refuses status, ids, passwords, roles, the handle and unknown fields by name, and changes nothing', async () => {
    const { studio, owner } = await appliedStudio();
    for (const [field, value] of [
      ['status', 'approved'],
      ['id', '00000000-0000-4000-8000-000000000000'],
      ['password', 'new-password-1'],
      ['role', 'admin'],
      ['handle', 'taken-over'],
      ['favouriteColour', 'teal'],
    ] as const) {
      const res = await put(studio.id, { description: NEW_DESCRIPTION, [field]: value }, owner);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message).toBe(`Unknown or read-only field: ${field}`);
      expect(res.json().error).toMatchObject({ code: 'validation_failed', message: res.json().message });
    }
    const rows = await send(stack, 'GET', `/api/admin/studios?q=${studio.handle}`, { cookie: admin });
    expect(rows.json().items.find((s: { id: string }) => s.id === studio.id)).toEqual(studio);
  });

  it('sends a rejected studio back to review when its owner edits it; admin keeps its own status control', async () => {
    const { studio, owner } = await appliedStudio();
    expect((await byAdmin(studio.id, { status: 'rejected' })).json().status).toBe('rejected');
    expect((await byAdmin(studio.id, { tagline: 'Edited by the review team' })).json().status).toBe(
      'rejected',
    );
    const res = await put(studio.id, { description: NEW_DESCRIPTION }, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'pending', tagline: 'Edited by the review team' });
  });
});
