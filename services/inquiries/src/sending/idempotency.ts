import { IDEMPOTENCY_KEY_REUSED } from '@inkbook/contracts/inquiry';
import { unprocessable } from '@inkbook/service-kit';
import type { InquiriesDb } from '../db';
import { findAnswer, isKeyAnswered, type KeptAnswer, saveAnswer } from './idempotency.repository';
import type { KeyTurns } from './key-turns';

/** Where the first request stores its answer, inside its own transaction. */
export type SaveAnswer = (trx: InquiriesDb, answer: unknown) => Promise<void>;

/** One attempt's Idempotency-Key, who sent it, and a fingerprint of what it asked. */
export interface KeyScope {
  /** Whose key it is: a key is only ever looked up within its sender's own. */
  sender: string;
  key: string | undefined;
  /** A keyed hash of the request body: the same key sent with another body is refused, never replayed. */
  fingerprint: string;
}

/** The kept answer again, for the same body; the key with another body sends nothing and is a 422. */
function replay<T>(kept: KeptAnswer, fingerprint: string): T {
  if (kept.fingerprint !== fingerprint) throw unprocessable(IDEMPOTENCY_KEY_REUSED);
  return kept.response as T;
}

/**
 * Runs `send` once per (sender, Idempotency-Key) (DESIGN §5): a retry or a double click with the same body answers
 * the first answer again; the key with another body is a 422 and sends nothing. A concurrent duplicate waits for
 * the first's turn to end (`KeyTurns`); if the first failed, or its replica died, the duplicate sends itself.
 * Without a key every request sends.
 */
export async function oncePerKey<T>(
  db: InquiriesDb,
  turns: KeyTurns,
  { sender, key, fingerprint }: KeyScope,
  send: (save: SaveAnswer) => Promise<T>,
): Promise<T> {
  if (!key) return send(async () => {});
  return turns.during(`${sender}\n${key}`, async () => {
    const kept = await findAnswer(db, sender, key);
    if (kept) return replay<T>(kept, fingerprint);
    try {
      return await send((trx, answer) => saveAnswer(trx, { sender, key, fingerprint }, answer));
    } catch (error) {
      // Another replica sent with this key while this one's turn was lost with its connection: its answer stands.
      const sent = isKeyAnswered(error) ? await findAnswer(db, sender, key) : undefined;
      if (sent) return replay<T>(sent, fingerprint);
      throw error;
    }
  });
}
