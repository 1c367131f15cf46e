const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Lets sends start so that the provider can never count more than `perSecond` of them in any
 * 1,000 ms, in the order they ask. The provider receives a send at some moment between its start
 * and its answer, so a send holds its place from its start until a second after its answer (while
 * in flight, for as long as that lasts): then, however the network and a busy process bunch
 * requests together, no two sends more than `perSecond` places apart can reach the provider within
 * one second. A send that never started gives its place back at once.
 */
export function createSendGate(perSecond: number) {
  let limit = Math.max(1, Math.floor(perSecond));
  let inFlight = 0;
  /** When the answers of the last second came, oldest first, from `head` on. */
  const answered: number[] = [];
  let head = 0;
  let placeFreed: (() => void) | undefined;
  let last = Promise.resolve();

  const answeredWithinASecond = () => {
    const since = Date.now() - 1000;
    while (head < answered.length && (answered[head] ?? 0) <= since) head++;
    if (head > 1024) {
      answered.splice(0, head);
      head = 0;
    }
    return answered.length - head;
  };

  const take = async () => {
    for (;;) {
      const held = inFlight + answeredWithinASecond();
      if (held < limit) break;
      const oldest = answered[head];
      await (oldest === undefined
        ? new Promise<void>((resolve) => {
            placeFreed = resolve;
          })
        : sleep(oldest + 1000 - Date.now()));
    }
    inFlight++;
  };

  return {
    setRate(perSecond: number): void {
      limit = Math.max(1, Math.floor(perSecond));
    },
    /**
     * Settles when the caller's send may start, with what to call once it ended: `reachedProvider`
     * false when it never went out.
     */
    async place(): Promise<(reachedProvider: boolean) => void> {
      last = last.then(take);
      await last;
      let ended = false;
      return (reachedProvider) => {
        if (ended) return;
        ended = true;
        inFlight--;
        if (reachedProvider) answered.push(Date.now());
        placeFreed?.();
        placeFreed = undefined;
      };
    },
  };
}

export type SendGate = ReturnType<typeof createSendGate>;
