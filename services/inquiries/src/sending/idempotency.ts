import { setTimeout as sleep } from 'node:timers/promises';
import { conflict } from '@inkbook/service-kit';
import type { InquiriesDb } from '../db';
import { findAnswer, releaseKey, reserveKey, saveAnswer } from './idempotency.repository';

/** Where the first request stores its answer, inside its own transaction. */
export type SaveAnswer = (trx: InquiriesDb, answer: unknown) => Promise<void>;

const WAIT_STEP_MS = 100;
const WAIT_MAX_MS = 15_000;

/**
 * Runs `send` once per (sender, Idempotency-Key) (DESIGN §5): a retry or a double click answers the first answer
 * again. A concurrent duplicate waits for the first to finish; if the first failed, the key is free and the
 * duplicate sends itself. Without a key every request sends.
 */
export async function oncePerKey<T>(
  db: InquiriesDb,
  scope: { sender: string; key: string | undefined },
  send: (save: SaveAnswer) => Promise<T>,
): Promise<T> {
  const { sender, key } = scope;
  if (!key) return send(async () => {});
  const started = Date.now();
  while (Date.now() - started < WAIT_MAX_MS) {
    if (await reserveKey(db, sender, key)) {
      try {
        return await send((trx, answer) => saveAnswer(trx, sender, key, answer));
      } catch (error) {
        await releaseKey(db, sender, key);
        throw error;
      }
    }
    const answer = await findAnswer(db, sender, key);
    if (answer) return answer as T;
    if (answer === null) await sleep(WAIT_STEP_MS);
  }
  throw conflict('This inquiry is still being sent. Please try again in a moment.');
}
