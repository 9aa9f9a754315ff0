/**
 * Public reads (lists and profiles) answer every visitor alike, so each distinct query is kept for a moment:
 * a busy listing costs one database round per `ttlMs`, not one per visitor, and concurrent misses share one
 * query. Writes through this replica clear it at once (app.ts wires that); another replica's writes show within
 * `ttlMs`.
 */
export function createPublicCache(ttlMs = 2_000, maxEntries = 1_000) {
  const entries = new Map<string, { until: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.until > Date.now()) return hit.value as Promise<T>;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      const value = load();
      entries.set(key, { until: Date.now() + ttlMs, value });
      // A failed read (404, database down) is not remembered.
      value.catch(() => entries.delete(key));
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
export type PublicCache = ReturnType<typeof createPublicCache>;
