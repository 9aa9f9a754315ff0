import { setTimeout as sleep } from 'node:timers/promises';
import { conflict, resilientPool, type ServiceApp } from '@inkbook/service-kit';

const WAIT_STEP_MS = 100;
const WAIT_MAX_MS = 15_000;
/** The turns' own connection, named so an operator (and a test) can tell it in pg_stat_activity. */
export const KEY_TURNS_APPLICATION = 'inquiries-key-turns';

/**
 * Whose turn it is to send with an Idempotency-Key, across replicas (issue 27): a Postgres session advisory lock,
 * held on one connection of this process's own. A replica that dies (SIGKILL, a lost host) loses its turns with
 * that connection at once, where a reserved row would hold the key until a timeout while every retry waited. Within
 * the process the same key queues on a promise, since one session's advisory locks are re-entrant. The turn only
 * keeps duplicates from doing the send's work twice; that an inquiry is stored at most once per key is the kept
 * answer's primary key, in the inquiry's own transaction (`saveAnswer`), so a turn lost with its connection (the
 * database restarted) can never send twice.
 */
export function createKeyTurns(app: Pick<ServiceApp, 'addHook'>, config: { DATABASE_URL: string }) {
  const pool = resilientPool({
    connectionString: config.DATABASE_URL,
    max: 1,
    // Never closed while idle: the turns it holds are its session's.
    idleTimeoutMillis: 0,
    connectionTimeoutMillis: 2_000,
    application_name: KEY_TURNS_APPLICATION,
  });
  app.addHook('onClose', () => pool.end());
  const here = new Map<string, Promise<void>>();

  const taken = async (turn: string) => {
    const { rows } = await pool.query<{ taken: boolean }>(
      'select pg_try_advisory_lock(hashtextextended($1, 0)) as taken',
      [turn],
    );
    return rows[0]?.taken === true;
  };
  // The session it was taken on may be gone (then so is the lock): nothing to give back.
  const giveBack = (turn: string) =>
    pool.query('select pg_advisory_unlock(hashtextextended($1, 0))', [turn]).catch(() => {});

  return {
    /**
     * Runs `work` in `turn`'s turn, once every earlier holder, here or on another replica, has finished or died;
     * a turn not had within 15 seconds is a 409 the sender may retry.
     */
    async during<T>(turn: string, work: () => Promise<T>): Promise<T> {
      const deadline = Date.now() + WAIT_MAX_MS;
      const busy = () => conflict('This inquiry is still being sent. Please try again in a moment.');
      for (let ahead = here.get(turn); ahead; ahead = here.get(turn)) {
        const left = deadline - Date.now();
        if (left <= 0) throw busy();
        await Promise.race([ahead, sleep(left, undefined, { ref: false })]);
      }
      let done = () => {};
      here.set(turn, new Promise<void>((resolve) => (done = resolve)));
      try {
        while (!(await taken(turn))) {
          if (Date.now() >= deadline) throw busy();
          await sleep(WAIT_STEP_MS);
        }
        try {
          return await work();
        } finally {
          await giveBack(turn);
        }
      } finally {
        here.delete(turn);
        done();
      }
    },
  };
}
export type KeyTurns = ReturnType<typeof createKeyTurns>;
