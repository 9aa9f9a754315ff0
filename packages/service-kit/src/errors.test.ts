import { errorCodes } from '@inkbook/contracts/errors';
import { describe, expect, it } from 'vitest';
import { toAppError } from './errors';

const pgError = (code: string, message = 'server error') => Object.assign(new Error(message), { code });

// What Postgres, pg and the socket say when the database is gone or cannot take a connection now (the chaos run
// terminates connections and crashes the server): each is the caller's 503, never a 500.
const databaseDown: [string, unknown][] = [
  [
    'connection refused',
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  ],
  ['connection reset', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
  ['broken pipe', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })],
  [
    'admin shutdown (pg_terminate_backend)',
    pgError('57P01', 'terminating connection due to administrator command'),
  ],
  [
    'crash of another server process',
    pgError('57P02', 'terminating connection because of crash of another server process'),
  ],
  ['starting up', pgError('57P03', 'the database system is starting up')],
  ['too many connections', pgError('53300', 'sorry, too many clients already')],
  ['connection failure', pgError('08006', 'connection failure')],
  ['connection does not exist', pgError('08003', 'connection does not exist')],
  ['connection ended', new Error('Connection terminated unexpectedly')],
  [
    'a client the pool handed out as it ended',
    new Error('Client has encountered a connection error and is not queryable'),
  ],
  ['pool timeout', new Error('timeout exceeded when trying to connect')],
];

// Errors of the statement itself: the service's own fault, a 500 with the generic text.
const notDatabaseDown: [string, unknown][] = [
  ['a unique violation nobody caught', pgError('23505', 'duplicate key value violates unique constraint')],
  ['a syntax error', pgError('42601', 'syntax error at or near "selec"')],
  ['a code that only starts like a connection class', pgError('0800', 'not a SQLSTATE')],
  ['a plain error', new Error('boom')],
  ['a numeric code', Object.assign(new Error('odd'), { code: 8006 })],
];

describe('toAppError: the database down', () => {
  it.each(databaseDown)('%s is 503 unavailable', (_name, error) => {
    const answer = toAppError(error);
    expect(answer.statusCode).toBe(503);
    expect(answer.code).toBe(errorCodes.unavailable);
    expect(answer.message).toBe('The database is unavailable. Please try again shortly.');
  });

  it.each(notDatabaseDown)('%s is 500', (_name, error) => {
    expect(toAppError(error).statusCode).toBe(500);
  });
});
