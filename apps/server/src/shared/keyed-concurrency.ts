/**
 * Acts on every item: those of one key one after another, in their order; those of different keys
 * at once, at most `limit` keys at a time. A key's items stop at its first failure (a later one must
 * not overtake an earlier one that will be tried again), other keys go on. Resolves once everything
 * has settled, or rejects then with the first failure, so nothing is still running when the caller
 * reacts to it.
 */
export async function forEachByKey<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  limit: number,
  act: (item: T) => Promise<void>,
): Promise<void> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  const waiting = [...groups.values()];
  const failures: unknown[] = [];
  const runner = async () => {
    for (let group = waiting.shift(); group; group = waiting.shift()) {
      try {
        for (const item of group) await act(item);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, waiting.length) }, runner));
  if (failures.length > 0) throw failures[0];
}

/**
 * Runs work one after another per key, in the order it was asked for, and different keys' at once:
 * `run(key, work)` starts `work` once the key's earlier work has settled (whatever its outcome).
 */
export function createKeyedSequence() {
  const tails = new Map<string, Promise<void>>();
  return function run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const result = (tails.get(key) ?? Promise.resolve()).then(work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}
