import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from './db';
import { createJobQueue, type JobQueue, type JobType } from './jobs';
import { createTestDatabase, type TestDatabase } from './testing/database';

interface Ping {
  label: string;
}

let database: TestDatabase;
let db: Kysely<unknown>;
const queues: JobQueue[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.url, 'public');
});
afterEach(async () => {
  await Promise.all(queues.splice(0).map((q) => q.stop()));
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

/** A queue instance (a replica) whose `ping` jobs record the labels they ran with, in order. */
async function replica(queueName: string, ran: string[] = []) {
  const queue = createJobQueue({
    databaseUrl: database.url,
    schema: 'test_jobs',
    pollingIntervalSeconds: 0.5,
  });
  queues.push(queue);
  const ping = await queue.define<Ping>(queueName, { retryLimit: 1, retryDelaySeconds: 1 });
  return {
    queue,
    ping,
    ran,
    async work() {
      await ping.work(async ({ label }) => {
        // Long enough that the other replica polls while this job is still running.
        await new Promise((r) => setTimeout(r, 50));
        ran.push(label);
      });
    },
  };
}

const until = async (done: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};
/** A few polling rounds, for what must not happen. */
const settle = () => new Promise((r) => setTimeout(r, 1_500));
const inSeconds = (s: number) => new Date(Date.now() + s * 1_000);

const sendIn = (ping: JobType<Ping>, label: string, outcome: 'commit' | 'rollback') =>
  db
    .transaction()
    .execute(async (trx) => {
      await ping.send({ label }, { trx });
      if (outcome === 'rollback') throw new Error('rolled back');
    })
    .catch(() => undefined);

describe('job queue', () => {
  it('runs a job sent in a committed transaction once across two replicas, and never one rolled back', async () => {
    const ran: string[] = [];
    const a = await replica('ping-tx', ran);
    const b = await replica('ping-tx', ran);
    await sendIn(a.ping, 'rolled back', 'rollback');
    const labels = Array.from({ length: 8 }, (_, i) => `committed ${i}`);
    for (const label of labels) await sendIn(a.ping, label, 'commit');
    await Promise.all([a.work(), b.work()]);

    await until(() => ran.length >= labels.length);
    await settle();
    expect([...ran].sort()).toEqual([...labels].sort());
  });

  it('keeps a job scheduled for later across a restart and runs it when due', async () => {
    const first = await replica('ping-later');
    await first.ping.send({ label: 'later' }, { startAfter: inSeconds(1.5) });
    await first.work();
    await first.queue.stop();
    expect(first.ran).toEqual([]);

    const second = await replica('ping-later');
    await second.work();
    await until(() => second.ran.length > 0);
    await settle();
    expect(second.ran).toEqual(['later']);
  });

  it('never runs a cancelled job (by id, by key, or in a transaction that commits)', async () => {
    const r = await replica('ping-cancel');
    const byId = await r.ping.send({ label: 'by id' }, { startAfter: inSeconds(1) });
    await r.ping.send({ label: 'by key' }, { startAfter: inSeconds(1), singletonKey: 'k1' });
    await r.ping.send({ label: 'by key in trx' }, { startAfter: inSeconds(1), singletonKey: 'k2' });
    await r.ping.send({ label: 'cancel rolled back' }, { startAfter: inSeconds(1), singletonKey: 'k3' });
    await r.ping.send({ label: 'other key' }, { startAfter: inSeconds(1), singletonKey: 'k4' });

    await r.ping.cancel(byId);
    await r.ping.cancelByKey('k1');
    await db.transaction().execute((trx) => r.ping.cancelByKey('k2', { trx }));
    await db
      .transaction()
      .execute(async (trx) => {
        await r.ping.cancelByKey('k3', { trx });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await r.ping.cancelByKey(randomUUID());
    await r.work();

    await until(() => r.ran.length >= 2);
    await settle();
    expect([...r.ran].sort()).toEqual(['cancel rolled back', 'other key']);
  });

  it('runs a job whose handler threw again after its retry delay, up to its retry limit', async () => {
    const r = await replica('ping-retry');
    const attempts: string[] = [];
    await r.ping.send({ label: 'flaky' });
    await r.ping.send({ label: 'broken' });
    await r.ping.work(async ({ label }) => {
      attempts.push(label);
      if (label === 'broken' || attempts.filter((a) => a === label).length === 1) throw new Error('not now');
    });

    // retryLimit 1: the flaky one succeeds on its second run; the broken one fails twice and is left failed.
    await until(() => attempts.length >= 4);
    await settle();
    expect([...attempts].sort()).toEqual(['broken', 'broken', 'flaky', 'flaky']);
  });

  it('stops once the job it is running has finished, and records that job done', async () => {
    const name = `hold-${randomUUID()}`;
    const { queue, ping } = await replica(name);
    const finished: string[] = [];
    let holding = false;
    await ping.work(async ({ label }) => {
      holding = true;
      await new Promise((r) => setTimeout(r, 700));
      finished.push(label);
    });
    const id = await ping.send({ label: 'in hand' });
    await until(() => holding);
    await queue.stop();
    expect(finished).toEqual(['in hand']);
    const { rows } = await sql<{ state: string }>`select state from test_jobs.job where id = ${id}`.execute(
      db,
    );
    expect(rows).toEqual([{ state: 'completed' }]);
  });

  it('stops cleanly whether it never connected or could not', async () => {
    const queueOn = (schema: string) =>
      createJobQueue({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', schema });
    await expect(queueOn('idle_jobs').stop()).resolves.toBeUndefined();
    const unreachable = queueOn('down_jobs');
    await expect(unreachable.define('ping', { retryLimit: 0, retryDelaySeconds: 1 })).rejects.toThrow();
    await expect(unreachable.stop()).resolves.toBeUndefined();
  });

  it('survives a database that cannot record a job done (no unhandled rejection)', async () => {
    const rejections: unknown[] = [];
    const record = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', record);
    try {
      const { queue, ping } = await replica(`settle-${randomUUID()}`);
      const labels: string[] = [];
      // The job table is gone (as a database that is down) from the handler until its completion was tried.
      await ping.work(async ({ label }) => {
        labels.push(label);
        if (labels.length === 1) await sql`alter table test_jobs.job rename to job_away`.execute(db);
      });
      await ping.send({ label: 'once' });
      await until(() => labels.length === 1);
      await settle();
      await sql`alter table test_jobs.job_away rename to job`.execute(db);
      expect(rejections).toEqual([]);
      await queue.stop();
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});
