import { describe, expect, it } from 'vitest';
import { authRoutes, createAccountBodySchema, loginBodySchema, meResponseSchema } from './auth';
import { sessionUserSchema } from './identity';

describe('loginBodySchema', () => {
  it('accepts credentials, trimming the email', () => {
    expect(loginBodySchema.parse({ email: ' a@example.com ', password: 'x' })).toEqual({
      email: 'a@example.com',
      password: 'x',
    });
  });
  it('uses the spec’s messages', () => {
    const result = loginBodySchema.safeParse({ email: 'nope', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'Please enter a valid email address'],
      ['password', 'Password is required'],
    ]);
  });
});

describe('createAccountBodySchema', () => {
  it('accepts the roles a profile flow may create', () => {
    const body = { email: 'a@example.com', password: 'correct-horse', role: 'studio' };
    expect(createAccountBodySchema.parse(body).role).toBe('studio');
    expect(createAccountBodySchema.safeParse({ ...body, role: 'admin' }).success).toBe(false);
  });
});

describe('authRoutes', () => {
  it('describes the public auth routes', () => {
    expect(authRoutes.login).toMatchObject({ method: 'POST', path: '/api/login' });
    expect(authRoutes.me.response[200]).toBeDefined();
  });
});

describe('meResponseSchema', () => {
  it('is the SessionUser with emailVerified, which the identity header between services never carries', () => {
    const user = {
      id: '00000000-0000-4000-8000-000000000001',
      email: 'a@example.com',
      role: 'client' as const,
      artistId: null,
      studioId: null,
    };
    expect(meResponseSchema.safeParse(user).success).toBe(false);
    expect(meResponseSchema.parse({ ...user, emailVerified: true })).toEqual({
      ...user,
      emailVerified: true,
    });
    expect(sessionUserSchema.parse({ ...user, emailVerified: true })).toEqual(user);
  });
});
