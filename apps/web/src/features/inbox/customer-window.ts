/**
 * What is left of the customer service window now, from what was left when the server answered
 * (`windowRemainingMs`, by the server's clock) and when that answer arrived (by ours): the two
 * clocks need not agree, only run at the same pace.
 */
export function windowRemainingAt(remainingWhenReceived: number, receivedAt: number, now: number): number {
  return Math.max(0, remainingWhenReceived - (now - receivedAt));
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "23:59:12": hours, minutes and seconds, rounded up so that 00:00:00 means closed. */
export function formatCountdown(remainingMs: number): string {
  const seconds = Math.ceil(Math.max(0, remainingMs) / 1000);
  return [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60].map(twoDigits).join(':');
}
