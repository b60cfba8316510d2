/**
 * A pure function of a string, remembered for the strings most recently asked. The screen
 * reads every sentence of every evidence page against dozens of patterns; a page asked about
 * again (the statement pages of a filing, question after question) is then read once.
 */
export function memoizeByString<T>(fn: (key: string) => T, capacity = 8192): (key: string) => T {
  const held = new Map<string, T>();
  return (key) => {
    const hit = held.get(key);
    if (hit !== undefined || held.has(key)) {
      held.delete(key);
      held.set(key, hit as T);
      return hit as T;
    }
    const value = fn(key);
    held.set(key, value);
    if (held.size > capacity) held.delete(held.keys().next().value as string);
    return value;
  };
}
