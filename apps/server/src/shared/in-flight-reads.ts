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
