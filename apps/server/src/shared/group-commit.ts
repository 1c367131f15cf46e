export interface GroupCommitOptions {
  /** The most items one write takes. */
  maxBatch?: number;
  /**
   * How many writes may be in flight at once. With one, a batch waits for the write before it to
   * commit, so a write's round trips bound the rate; with two, a batch gathered meanwhile is written
   * while the first commits. A write must then bear running beside another (row locks taken in a
   * steady order, say).
   */
  writers?: number;
}

/**
 * Writes items in batches without waiting for a timer: what arrives in one turn of the event loop
 * is written together at its end, and whatever arrives while the writes are in flight goes into the
 * next one. Each caller's promise settles when the write holding its item has committed (or failed),
 * with what the write answered for its item, if it answers one for each.
 */
export function groupCommit<T, R = void>(
  // biome-ignore lint/suspicious/noConfusingVoidType: a write that answers nothing is an async function returning void
  write: (items: T[]) => Promise<R[] | void>,
  { maxBatch = 500, writers = 1 }: GroupCommitOptions = {},
): (item: T) => Promise<R> {
  const pending: { item: T; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];
  let writing = 0;

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
    writing -= 1;
  };

  return (item) =>
    new Promise<R>((resolve, reject) => {
      pending.push({ item, resolve, reject });
      if (writing >= writers) return;
      // PGlite writes synchronously, so a write started at once would finish before the next request
      // is even read: every batch would hold one item.
      writing += 1;
      setImmediate(() => void drain());
    });
}
