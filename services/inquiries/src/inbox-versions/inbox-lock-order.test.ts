import { setTimeout as sleep } from 'node:timers/promises';
import { createDb } from '@inkbook/service-kit';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { conversationParties, inquiryKinds } from '../testing/conversation-parties';
import { useInquiries } from '../testing/suite';

// Migration 014: a write that takes a recipient's version first (a note, a message) and then moves an inquiry's
// counts, beside a write that moves another of that recipient's inquiries, must wait, never deadlock (chaos found
// Postgres answering one of them "deadlock detected", a 500).

const t = useInquiries();
// The suite's pool (two connections) is held by the two transactions: the watcher reads pg_locks on its own.
const watcher = () => createDb<unknown>(t.databaseUrl, 'inquiries', { max: 1 });
let watching: ReturnType<typeof watcher> | undefined;
afterAll(() => watching?.destroy());

/** Resolves once the backend `pid` is waiting for a lock. */
async function waits(pid: number) {
  watching ??= watcher();
  for (let i = 0; i < 200; i++) {
    const { rows } = await sql`select 1 from pg_locks where pid = ${pid} and not granted`.execute(watching);
    if (rows.length > 0) return;
    await sleep(25);
  }
  throw new Error('the second transaction never waited');
}

describe.each(inquiryKinds)('two writers of one $kind inbox', (kindCase) => {
  it('take its locks in one order: the later waits and both commit', async () => {
    const first = await conversationParties(t, kindCase);
    const second = await conversationParties(t, kindCase, first);
    const table = sql.table(`${kindCase.kind}_inquiries`);
    let versionTaken!: () => void;
    const tookVersion = new Promise<void>((resolve) => {
      versionTaken = resolve;
    });
    let goOn!: () => void;
    const mayGoOn = new Promise<void>((resolve) => {
      goOn = resolve;
    });

    // A column no count depends on: the statement trigger takes (and bumps) the version row alone.
    const noteThenMove = t.db.transaction().execute(async (trx) => {
      await sql`update ${table} set response = response where id = ${first.id}`.execute(trx);
      versionTaken();
      await mayGoOn;
      await sql`update ${table} set status = 'reviewed' where id = ${first.id}`.execute(trx);
    });
    await tookVersion;
    let pidKnown!: (pid: number) => void;
    const movePid = new Promise<number>((resolve) => {
      pidKnown = resolve;
    });
    const move = t.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
      pidKnown(rows[0]?.pid ?? 0);
      await sql`update ${table} set status = 'reviewed' where id = ${second.id}`.execute(trx);
    });
    await waits(await movePid);
    goOn();

    await expect(Promise.all([noteThenMove, move])).resolves.toBeDefined();
    const { rows } = await sql<{
      status: string;
    }>`select status from ${table} where id in (${first.id}, ${second.id})`.execute(t.db);
    expect(rows.map((r) => r.status)).toEqual(['reviewed', 'reviewed']);
  });
});
