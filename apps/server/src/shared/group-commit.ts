/**
 * Writes items in batches without waiting for a timer: the first item is written at once, and
 * whatever arrives while a write is in flight goes into the next one. Each caller's promise settles
 * when the write holding its item has committed (or failed).
 */
export function groupCommit<T>(
  write: (items: T[]) => Promise<void>,
  maxBatch = 500,
): (item: T) => Promise<void> {
  const pending: { item: T; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let writing = false;

  const drain = async () => {
    writing = true;
    while (pending.length > 0) {
      const batch = pending.splice(0, maxBatch);
      try {
        await write(batch.map((entry) => entry.item));
        for (const entry of batch) entry.resolve();
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    writing = false;
  };

  return (item) =>
    new Promise<void>((resolve, reject) => {
      pending.push({ item, resolve, reject });
      if (!writing) void drain();
    });
}
