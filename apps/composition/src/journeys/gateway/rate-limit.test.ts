import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack, testAdmin } from '../../testing/stack';

// Failed sign-ins are limited per (account, address) tightly and per account and per address loosely (DESIGN §3),
// in Postgres so replicas share counts; the address is the one the gateway saw.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({
    LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: '3',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '10',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '6',
  });
});
afterAll(() => stack?.close());

const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
  stack.gateway.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

describe('login rate limits', () => {
  it('answers 429 to the address guessing an account, even with the right password, but not to the owner elsewhere', async () => {
    for (let i = 0; i < 3; i++)
      expect((await login(testAdmin.email, 'wrong-password', '10.0.0.1')).statusCode).toBe(401);
    const blocked = await login(testAdmin.email, testAdmin.password, '10.0.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many sign-in attempts/);
    expect((await login(testAdmin.email, testAdmin.password, '10.0.0.2')).statusCode).toBe(200);
  });

  it('answers 429 to one address trying many accounts, and not to another address', async () => {
    for (let i = 0; i < 6; i++)
      expect((await login(`person${i}@stack.test`, 'wrong-password', '10.0.0.9')).statusCode).toBe(401);
    expect((await login('someone-else@stack.test', 'wrong-password', '10.0.0.9')).statusCode).toBe(429);
    expect((await login('someone-else@stack.test', 'wrong-password', '10.0.0.10')).statusCode).toBe(401);
  });
});
