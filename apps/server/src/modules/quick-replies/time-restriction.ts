import type { TimeRestriction } from '@parley/contract';

/** The wall-clock time at `at` in an IANA time zone, as HH:mm on a 24-hour clock. */
export function clockTimeIn(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    // h23, not hour12: false, which some engines render as 24:00 at midnight.
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: 'hour' | 'minute') => parts.find((candidate) => candidate.type === type)?.value;
  return `${part('hour')}:${part('minute')}`;
}

/**
 * Whether a clock time (HH:mm) is inside the restriction: from the start minute, up to but not
 * including the end minute. An end before the start spans midnight (18:00 to 09:00 is the night).
 * A restriction that is off always holds.
 */
export function isWithinTimeRestriction(restriction: TimeRestriction, clockTime: string): boolean {
  if (!restriction.enabled) return true;
  const { startTime, endTime } = restriction;
  // Zero-padded HH:mm strings sort as the times they stand for.
  if (startTime < endTime) return startTime <= clockTime && clockTime < endTime;
  return clockTime >= startTime || clockTime < endTime;
}
