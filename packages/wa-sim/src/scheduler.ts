/** Owns every pending timer, so reset and close leave nothing running. */
export class Scheduler {
  private readonly timers = new Set<NodeJS.Timeout>();

  after(delayMs: number, task: () => void | Promise<void>): void {
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        void task();
      },
      Math.max(0, delayMs),
    );
    this.timers.add(timer);
  }

  sleep(delayMs: number): Promise<void> {
    return new Promise((resolve) => this.after(delayMs, resolve));
  }

  clear(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
