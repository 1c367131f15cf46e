/**
 * Writes items in batches without waiting for a timer: what arrives in one turn of the event loop
 * is written together at its end, and whatever arrives while a write is in flight goes into the
 * next one. Each caller's promise settles when the write holding its item has committed (or failed),
 * with what the write answered for its item, if it answers one for each.
 */
export function groupCommit<T, R = void>(
  // biome-ignore lint/suspicious/noConfusingVoidType: a write that answers nothing is an async function returning void
  write: (items: T[]) => Promise<R[] | void>,
  maxBatch = 500,
): (item: T) => Promise<R> {
  const pending: { item: T; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];
  let writing = false;

  const drain = async () => {
    while (pending.length > 0) {
      const batch = pending.splice(0, maxBatch);
      try {
        const results = await write(batch.map((entry) => entry.item));
        batch.forEach((entry, index) => {
          entry.resolve(results?.[index] as R);
        });
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    writing = false;
  };

  return (item) =>
    new Promise<R>((resolve, reject) => {
      pending.push({ item, resolve, reject });
      if (writing) return;
      // PGlite writes synchronously, so a write started at once would finish before the next request
      // is even read: every batch would hold one item.
      writing = true;
      setImmediate(() => void drain());
    });
}
