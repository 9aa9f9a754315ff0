import { describe, expect, it } from 'vitest';
import { readNotificationsConfig } from '../config';
import { classify } from './smtp-sender';

const env = { DATABASE_URL: 'postgres://localhost/x', INTERNAL_SECRET: 'a-secret-of-16-chars-or-more' };

describe('what an SMTP failure means for the message', () => {
  it.each([
    [
      'a 5xx for the recipient',
      { responseCode: 550, command: 'RCPT TO', response: '550 No such user' },
      true,
    ],
    ['a 5xx for the message', { responseCode: 552, command: 'DATA', response: '552 Too big' }, true],
    ['a 4xx', { responseCode: 451, command: 'RCPT TO', response: '451 Try again later' }, false],
    ['a login refused (5xx for the session)', { responseCode: 535, command: 'AUTH PLAIN' }, false],
    ['a server down', { code: 'ECONNREFUSED', command: 'CONN', message: 'connect ECONNREFUSED' }, false],
    ['a timeout', { code: 'ETIMEDOUT', message: 'Connection timeout' }, false],
  ])('%s: permanent %s', (_name, error, permanent) => {
    expect(classify(Object.assign(new Error('smtp'), error)).permanent).toBe(permanent);
  });
});

describe('mail settings', () => {
  it('reads an empty SMTP_URL as unset (the embedded mailbox) and refuses other schemes', () => {
    expect(readNotificationsConfig({ ...env, SMTP_URL: '' }).SMTP_URL).toBeUndefined();
    expect(() => readNotificationsConfig({ ...env, SMTP_URL: 'http://mail' })).toThrow(/smtp:\/\//);
    expect(readNotificationsConfig(env)).toMatchObject({
      MAIL_MAX_ATTEMPTS: 8,
      MAIL_RETRY_DELAY_SECONDS: 20,
    });
  });
});
