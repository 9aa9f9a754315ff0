import { testedService } from '@inkbook/service-kit/testing';
import { buildApp } from '../app';
import { readAuthConfig } from '../config';
import type { AuthDatabase } from '../db';

// The auth service under test (useService): the real one, for auth's own tests and for holding the fake of its
// account API (service-kit's fake-auth.ts) to the same answers.
export const authService = testedService<AuthDatabase>('auth', (env, options) =>
  buildApp(readAuthConfig(env), options),
);
