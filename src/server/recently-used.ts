/**
 * Reads `key` from a Map kept as a least-recently-used list, and marks it as the most recently used: a Map keeps
 * insertion order, so the entry moves to the end and the first entry is always the next to go.
 */
export function useRecent<K, V>(map: Map<K, V>, key: K): V | undefined {
  const value = map.get(key);
  if (value !== undefined) {
    map.delete(key);
    map.set(key, value);
  }
  return value;
}
