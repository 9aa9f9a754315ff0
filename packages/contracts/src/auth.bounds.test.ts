import { expect, it } from 'vitest';
import { loginBodySchema } from './auth';
import { describeBounds, emailOfLength, field, fieldMessages, fieldRows } from './testing/bounds';

describeBounds([
  [
    'login email',
    {
      schema: loginBodySchema,
      body: field({ password: 'secret' }, 'email'),
      path: 'email',
      max: 254,
      message: 'Email must be at most 254 characters',
      fill: emailOfLength,
    },
  ],
  ...fieldRows('login', loginBodySchema, { email: 'a@example.com' }, [
    ['password', 200, 'Password must be 200 characters or less'],
  ]),
]);

it('refuses a NUL in an email by the address rule', () => {
  expect(fieldMessages(loginBodySchema, { email: 'a\u0000@example.com', password: 'x' }).email).toBe(
    'Please enter a valid email address',
  );
});
