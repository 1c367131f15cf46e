/** Sliding one-second window per key: at most `perSecond` acquisitions in any 1,000 ms. */
export class RateLimiter {
  private readonly windows = new Map<string, number[]>();

  constructor(private perSecond: number) {}

  setLimit(perSecond: number): void {
    this.perSecond = perSecond;
  }

  tryAcquire(key: string, now = Date.now()): boolean {
    if (this.perSecond === Number.POSITIVE_INFINITY) return true;
    const recent = (this.windows.get(key) ?? []).filter((at) => now - at < 1000);
    if (recent.length >= this.perSecond) {
      this.windows.set(key, recent);
      return false;
    }
    recent.push(now);
    this.windows.set(key, recent);
    return true;
  }

  clear(): void {
    this.windows.clear();
  }
}
