import { useCallback, useRef } from 'react';

/** A random id for an Idempotency-Key header; crypto.randomUUID needs a secure context, so a fallback. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per filled form: `keyFor(body)` answers the same key for as long as the body stays the
 * same, so a double click or a retry after a timeout names the same attempt (the service then creates one
 * inquiry), while a changed answer is a new attempt with a new key.
 */
export function useIdempotencyKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return useCallback((body: unknown) => {
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { body: text, key: newIdempotencyKey() };
    return last.current.key;
  }, []);
}
