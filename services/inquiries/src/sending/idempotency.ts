import { setTimeout as sleep } from 'node:timers/promises';
import { IDEMPOTENCY_KEY_REUSED } from '@inkbook/contracts/inquiry';
import { conflict, unprocessable } from '@inkbook/service-kit';
import type { InquiriesDb } from '../db';
import { findAnswer, releaseKey, reserveKey, saveAnswer } from './idempotency.repository';

/** Where the first request stores its answer, inside its own transaction. */
export type SaveAnswer = (trx: InquiriesDb, answer: unknown) => Promise<void>;

const WAIT_STEP_MS = 100;
const WAIT_MAX_MS = 15_000;

/** One attempt's Idempotency-Key, who sent it, and a fingerprint of what it asked. */
export interface KeyScope {
  /** Whose key it is: a key is only ever looked up within its sender's own. */
  sender: string;
  key: string | undefined;
  /** A keyed hash of the request body: the same key sent with another body is refused, never replayed. */
  fingerprint: string;
}

/**
 * Runs `send` once per (sender, Idempotency-Key) (DESIGN §5): a retry or a double click with the same body answers
 * the first answer again; the key with another body is a 422 and sends nothing. A concurrent duplicate waits for
 * the first to finish; if the first failed, the key is free and the duplicate sends itself. Without a key every
 * request sends.
 */
export async function oncePerKey<T>(
  db: InquiriesDb,
  { sender, key, fingerprint }: KeyScope,
  send: (save: SaveAnswer) => Promise<T>,
): Promise<T> {
  if (!key) return send(async () => {});
  const started = Date.now();
  while (Date.now() - started < WAIT_MAX_MS) {
    if (await reserveKey(db, sender, key, fingerprint)) {
      try {
        return await send((trx, answer) => saveAnswer(trx, sender, key, answer));
      } catch (error) {
        await releaseKey(db, sender, key);
        throw error;
      }
    }
    const held = await findAnswer(db, sender, key);
    if (held && held.fingerprint !== fingerprint) throw unprocessable(IDEMPOTENCY_KEY_REUSED);
    if (held?.response) return held.response as T;
    if (held) await sleep(WAIT_STEP_MS);
  }
  throw conflict('This inquiry is still being sent. Please try again in a moment.');
}
