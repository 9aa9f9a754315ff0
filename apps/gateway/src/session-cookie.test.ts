import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@inkbook/contracts/auth';
import { describe, expect, it } from 'vitest';
import { sessionTokenIn } from './session-cookie';

describe('the session token of a request', () => {
  it('is read from the Cookie header among other cookies, decoded', () => {
    expect(sessionTokenIn({ cookie: `theme=dark; ${SESSION_COOKIE}=abc%2Fdef; other=1` })).toBe('abc/def');
  });

  it('prefers the __Host- name, whichever comes first', () => {
    const cookie = `${SESSION_COOKIE}=plain; ${SECURE_SESSION_COOKIE}=secure`;
    expect(sessionTokenIn({ cookie })).toBe('secure');
  });

  it('is the first of a name sent twice', () => {
    expect(sessionTokenIn({ cookie: `${SESSION_COOKIE}=first; ${SESSION_COOKIE}=second` })).toBe('first');
  });

  it.each([
    ['no Cookie header', {}],
    ['an empty one', { cookie: '' }],
    ['only other cookies', { cookie: 'theme=dark' }],
  ])('is none with %s', (_label, headers) => {
    expect(sessionTokenIn(headers)).toBeUndefined();
  });
});
