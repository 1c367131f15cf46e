/**
 * A read that callers asking the same thing at the same time share: while one is in flight, the
 * others wait for its answer instead of asking the database again. A burst of API sends with one key,
 * to one channel, of one template reads each of them once per round trip rather than once per send.
 * Nothing is kept once the read settles, so an answer is never older than one read started before
 * its caller asked.
 */
export function sharedWhileInFlight<A extends unknown[], V>(
  read: (...args: A) => Promise<V>,
  keyOf: (...args: A) => string = (...args) => args.join('\u0000'),
): (...args: A) => Promise<V> {
  const inFlight = new Map<string, Promise<V>>();
  return (...args) => {
    const key = keyOf(...args);
    const running = inFlight.get(key);
    if (running) return running;
    const started = read(...args).finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  };
}

/**
 * A shared read of something that never changes once it exists (a channel's account, say): each
 * answer found is kept, so it is read once per process. Nothing, or a failure, is not kept: it may
 * exist by the next call. Past `maxKept` answers, all are forgotten and read again as needed.
 */
export function keptOnceFound<A extends unknown[], V>(
  read: (...args: A) => Promise<V | undefined>,
  maxKept = 10_000,
): (...args: A) => Promise<V | undefined> {
  const keyOf = (...args: A) => args.join('\u0000');
  const shared = sharedWhileInFlight(read, keyOf);
  const kept = new Map<string, V>();
  return async (...args) => {
    const key = keyOf(...args);
    const known = kept.get(key);
    if (known !== undefined) return known;
    const found = await shared(...args);
    if (found !== undefined) {
      if (kept.size >= maxKept) kept.clear();
      kept.set(key, found);
    }
    return found;
  };
}
