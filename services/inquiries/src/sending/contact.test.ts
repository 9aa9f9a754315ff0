import { describe, expect, it } from 'vitest';
import { withoutContact } from '../testing/factories';
import { useInquiries } from '../testing/suite';

// Step 6 for a signed-in client is only a note (issue 12 item 9): the contact comes from the account.

const t = useInquiries();

/** A new client account, made by an anonymous inquiry with a password; answers its session user and body. */
async function newClient(overrides: Record<string, unknown> = {}) {
  const body = t.artistBody({ password: 'client-password', ...overrides });
  expect((await t.sendArtist(body)).statusCode).toBe(201);
  return { user: t.auth.signIn(body.email, 'client-password'), body };
}

describe("a signed-in sender's contact", () => {
  it("is the account's email and the latest earlier inquiry's name and phone, for either kind", async () => {
    const { user } = await newClient({ fullName: 'Sam Lee', phone: '512-555-0100' });
    const later = await t.sendStudio(t.studioBody({ fullName: 'Samantha Lee', phone: '512-555-0111' }), {
      user,
    });
    expect(later.statusCode, later.body).toBe(201);

    const toArtist = await t.sendArtist(withoutContact(t.artistBody()), { user });
    expect(toArtist.statusCode, toArtist.body).toBe(201);
    const expected = { fullName: 'Samantha Lee', email: user.email, phone: '512-555-0111' };
    expect(toArtist.json()).toMatchObject(expected);
    const stored = await t.db
      .selectFrom('artist_inquiries')
      .select(['full_name', 'email', 'phone', 'client_user_id'])
      .where('id', '=', toArtist.json().id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      full_name: expected.fullName,
      email: expected.email,
      phone: expected.phone,
      client_user_id: user.id,
    });

    const toStudio = await t.sendStudio(withoutContact(t.studioBody()), { user });
    expect(toStudio.json()).toMatchObject(expected);
  });

  it('uses the fields the sender did write as written', async () => {
    const { user } = await newClient({ fullName: 'Sam Lee' });
    const res = await t.sendArtist(
      { ...withoutContact(t.artistBody()), fullName: 'Sam R. Lee', email: 'sam@work.test' },
      { user },
    );
    expect(res.json()).toMatchObject({
      fullName: 'Sam R. Lee',
      email: 'sam@work.test',
      phone: '512-555-0199',
    });
  });

  it('is a 400 naming what is still missing when nothing is on file, storing nothing', async () => {
    const before = await t.storedCounts();
    const res = await t.sendArtist(withoutContact(t.artistBody()), {
      user: t.studioUser,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      fullName: 'Please enter your full name',
      phone: 'Please enter a valid phone number',
    });
    expect(await t.storedCounts()).toEqual(before);
  });
});

it('an anonymous sender must still give every contact field', async () => {
  const before = await t.storedCounts();
  for (const send of [
    () => t.sendArtist(withoutContact(t.artistBody())),
    () => t.sendStudio(withoutContact(t.studioBody())),
  ]) {
    const res = await send();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Please enter your full name',
      error: {
        fields: {
          fullName: 'Please enter your full name',
          email: 'Please enter a valid email address',
          phone: 'Please enter a valid phone number',
        },
      },
    });
  }
  expect(await t.storedCounts()).toEqual(before);
});
