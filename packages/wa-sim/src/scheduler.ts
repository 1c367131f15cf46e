type Task = () => void | Promise<void>;

/**
 * Owns every pending timer, so reset and close leave nothing running. Tasks due in the same
 * millisecond share one timer and run in the order they were scheduled: at thousands of sends a
 * second, a timer per status and per webhook cost more than the sends.
 */
export class Scheduler {
  private readonly batches = new Map<number, { timer: NodeJS.Timeout; tasks: Task[] }>();

  after(delayMs: number, task: Task): void {
    const delay = Math.max(0, delayMs);
    const due = Math.floor(performance.now() + delay);
    const batch = this.batches.get(due);
    if (batch) {
      batch.tasks.push(task);
      return;
    }
    const tasks = [task];
    const timer = setTimeout(() => {
      this.batches.delete(due);
      for (const each of tasks) void each();
    }, delay);
    this.batches.set(due, { timer, tasks });
  }

  sleep(delayMs: number): Promise<void> {
    return new Promise((resolve) => this.after(delayMs, resolve));
  }

  clear(): void {
    for (const { timer } of this.batches.values()) clearTimeout(timer);
    this.batches.clear();
  }
}
