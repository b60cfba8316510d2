/**
 * A bounded cache of loaded values (per-document navigation indexes): at most
 * `capacity` stay in memory, the least recently used goes first, and two callers asking
 * for the same id while it loads share one load. A library larger than the cache still
 * answers; it only loads again what it had to drop.
 */

export interface LruCache<T> {
  get(id: string): Promise<T>;
  /** Ids held, least recently used first. */
  keys(): string[];
  loads(): number;
  clear(): void;
}

export function createLruCache<T>(capacity: number, load: (id: string) => Promise<T>): LruCache<T> {
  if (!(capacity >= 1)) throw new Error(`The cache must hold at least one entry (got ${capacity}).`);
  const held = new Map<string, T>();
  const pending = new Map<string, Promise<T>>();
  let loadCount = 0;
  const touch = (id: string, value: T) => {
    held.delete(id);
    held.set(id, value);
    while (held.size > capacity) held.delete(held.keys().next().value as string);
  };
  return {
    async get(id) {
      if (held.has(id)) {
        const value = held.get(id) as T;
        touch(id, value);
        return value;
      }
      const inFlight = pending.get(id);
      if (inFlight) return inFlight;
      loadCount++;
      const p = load(id).then(
        (value) => (pending.delete(id), touch(id, value), value),
        (err: unknown) => {
          pending.delete(id);
          throw err;
        },
      );
      pending.set(id, p);
      return p;
    },
    keys: () => [...held.keys()],
    loads: () => loadCount,
    clear: () => held.clear(),
  };
}
