import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useInquiries } from '../testing/suite';
import { KEY_TURNS_APPLICATION } from './key-turns';

const t = useInquiries();
/** This test file's own database: other files' locks are not ours to count or end. */
const HERE = 'database = (select oid from pg_database where datname = current_database())';

/**
 * Another replica mid-send: an Idempotency-Key send to it is held at its inquiry's insert by a lock this test
 * takes on the table, in its turn, until the test lets go or "kills" the replica (ends its database sessions, as
 * a SIGKILL does).
 */
describe('Idempotency-Key turns across replicas (issue 27)', () => {
  let locker: pg.Client;
  beforeEach(async () => {
    locker = new pg.Client({ connectionString: t.databaseUrl });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table inquiries.artist_inquiries in exclusive mode');
  });
  afterEach(() => locker.end());

  async function replicaMidSend(body: object, key: string) {
    const replica = await t.boot();
    const answer = replica.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: body,
      headers: { 'idempotency-key': key },
    });
    // Its turn taken (an advisory lock held) and its insert waiting on the table.
    for (;;) {
      const { rows } = await locker.query<{ turns: string; waiting: string }>(
        `select count(*) filter (where locktype = 'advisory' and granted) as turns,
                count(*) filter (where locktype = 'relation' and not granted) as waiting
           from pg_locks where ${HERE}`,
      );
      if (Number(rows[0]?.turns) === 1 && Number(rows[0]?.waiting) === 1) break;
      await sleep(20);
    }
    return { replica, answer };
  }

  it("frees a killed replica's key at once: the retry sends, once", async () => {
    const body = t.artistBody();
    const key = randomUUID();
    const before = await t.storedCounts();
    const { replica, answer } = await replicaMidSend(body, key);
    const retry = t.sendArtist(body, { key });
    await sleep(300);
    // The replica dies: its turn's session and its waiting transaction end with it.
    await locker.query(
      `select pg_terminate_backend(pid) from pg_locks
        where ${HERE} and ((locktype = 'advisory' and granted) or (locktype = 'relation' and not granted))`,
    );
    expect((await answer).statusCode).toBeGreaterThanOrEqual(500);
    await locker.query('commit');
    const res = await retry;
    expect(res.statusCode).toBe(201);
    expect((await t.storedCounts()).artistInquiries).toBe(before.artistInquiries + 1);
    await replica.close();
  });

  it('sends once even when a turn is lost while its send goes on: the later one answers the first answer', async () => {
    const body = t.artistBody();
    const key = randomUUID();
    const before = await t.storedCounts();
    const { replica, answer } = await replicaMidSend(body, key);
    // Only the turn's connection drops (the database restarted it); the replica's transaction goes on.
    await locker.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1',
      [KEY_TURNS_APPLICATION],
    );
    const retry = t.sendArtist(body, { key });
    await sleep(300);
    await locker.query('commit');
    const [first, second] = [await answer, await retry];
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().id).toBe(first.json().id);
    expect((await t.storedCounts()).artistInquiries).toBe(before.artistInquiries + 1);
    await replica.close();
  });
});
