const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Lets at most `perSecond` sends start in any 1,000 ms, in the order they ask. Sends are timed to
 * their claimed send times, but on a busy process timers fire late and the late ones fire together:
 * the gate spreads such a bunch out again, so the provider never sees more than the rate in a second.
 */
export function createSendGate(perSecond: number) {
  let limit = Math.max(1, Math.floor(perSecond));
  /** When the sends of the last second started, oldest first. */
  const started: number[] = [];
  let last = Promise.resolve();

  const take = async () => {
    for (;;) {
      while (started.length > 0 && (started[0] ?? 0) <= Date.now() - 1000) started.shift();
      if (started.length < limit) break;
      await sleep((started[0] ?? 0) + 1000 - Date.now());
    }
    started.push(Date.now());
  };

  return {
    setRate(perSecond: number): void {
      limit = Math.max(1, Math.floor(perSecond));
    },
    /** Settles when the caller's send may start. */
    turn(): Promise<void> {
      last = last.then(take);
      return last;
    },
  };
}

export type SendGate = ReturnType<typeof createSendGate>;
