import { randomUUID } from 'node:crypto';
import type { CreateAccountBody, RevertAccountBody } from '@inkbook/contracts/auth';
import { describe, expect, it } from 'vitest';
import { withAccount } from './accounts';
import type { Applicant } from './auth-client';
import { conflict } from './errors';

// The one "record and login together or neither" flow, against a recording stand-in for auth's account API (the
// services' own tests drive the real one).

const applicant: Applicant = { user: null, ip: '10.0.0.1' };
const body = (over: Partial<CreateAccountBody> = {}): CreateAccountBody => ({
  email: 'a@example.com',
  password: 'a-long-password',
  role: 'artist',
  ...over,
});

function recordingAuth(options: { createFails?: Error; revertFails?: boolean } = {}) {
  const reverted: RevertAccountBody[] = [];
  const userId = randomUUID();
  return {
    userId,
    reverted,
    auth: {
      async createOrLink() {
        if (options.createFails) throw options.createFails;
        return { userId, role: 'artist' as const, created: true };
      },
      async revert(revert: RevertAccountBody) {
        reverted.push(revert);
        if (options.revertFails) throw new Error('auth is down');
      },
    },
  };
}

describe('withAccount', () => {
  it('answers what the write answers, and undoes nothing', async () => {
    const { auth, reverted, userId } = recordingAuth();
    const result = await withAccount(auth, applicant, async (createAccount) => {
      const account = await createAccount(body());
      return account.userId;
    });
    expect(result).toBe(userId);
    expect(reverted).toEqual([]);
  });

  it('reverts the account for the profile it names when the write fails after auth answered', async () => {
    const { auth, reverted, userId } = recordingAuth({ revertFails: true });
    const failure = new Error('commit failed');
    const studioId = randomUUID();
    await expect(
      withAccount(auth, applicant, async (createAccount) => {
        await createAccount(body({ role: 'studio', studioId }));
        throw failure;
      }),
    ).rejects.toBe(failure);
    // The revert failing too does not hide the write's own failure.
    expect(reverted).toEqual([{ userId, created: true, artistId: undefined, studioId }]);
  });

  it('reverts nothing when auth refused the account, or the write failed before asking', async () => {
    const taken = conflict('An account with this email already exists');
    const refused = recordingAuth({ createFails: taken });
    await expect(withAccount(refused.auth, applicant, (createAccount) => createAccount(body()))).rejects.toBe(
      taken,
    );
    expect(refused.reverted).toEqual([]);

    const early = recordingAuth();
    const failure = new Error('handle taken');
    await expect(
      withAccount(early.auth, applicant, async () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(early.reverted).toEqual([]);
  });
});
