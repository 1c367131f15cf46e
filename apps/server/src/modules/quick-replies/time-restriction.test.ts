import { describe, expect, it } from 'vitest';
import { clockTimeIn, isWithinTimeRestriction } from './time-restriction';

const officeHours = { enabled: true, startTime: '09:00', endTime: '18:00' };
const night = { enabled: true, startTime: '18:00', endTime: '09:00' };

describe('isWithinTimeRestriction', () => {
  it('holds inside the hours and not outside them', () => {
    expect(isWithinTimeRestriction(officeHours, '12:30')).toBe(true);
    expect(isWithinTimeRestriction(officeHours, '07:15')).toBe(false);
    expect(isWithinTimeRestriction(officeHours, '21:00')).toBe(false);
  });

  it('holds from the start minute up to, not including, the end minute', () => {
    expect(isWithinTimeRestriction(officeHours, '08:59')).toBe(false);
    expect(isWithinTimeRestriction(officeHours, '09:00')).toBe(true);
    expect(isWithinTimeRestriction(officeHours, '17:59')).toBe(true);
    expect(isWithinTimeRestriction(officeHours, '18:00')).toBe(false);
  });

  it('spans midnight when the end is before the start', () => {
    for (const time of ['18:00', '23:59', '00:00', '03:30', '08:59']) {
      expect(isWithinTimeRestriction(night, time), time).toBe(true);
    }
    for (const time of ['09:00', '12:00', '17:59']) {
      expect(isWithinTimeRestriction(night, time), time).toBe(false);
    }
  });

  it('always holds when the restriction is off', () => {
    expect(isWithinTimeRestriction({ ...officeHours, enabled: false }, '03:00')).toBe(true);
  });
});

describe('clockTimeIn', () => {
  const at = new Date('2026-01-15T23:45:00Z');

  it('reads the time on a 24-hour clock, midnight as 00', () => {
    expect(clockTimeIn(at, 'UTC')).toBe('23:45');
    expect(clockTimeIn(new Date('2026-01-15T00:05:00Z'), 'UTC')).toBe('00:05');
  });

  it('reads the time in another time zone, across the date line and at half-hour offsets', () => {
    expect(clockTimeIn(at, 'Asia/Kolkata')).toBe('05:15');
    expect(clockTimeIn(at, 'America/New_York')).toBe('18:45');
    expect(clockTimeIn(at, 'Pacific/Kiritimati')).toBe('13:45');
  });

  it('follows daylight saving time on the day it starts', () => {
    // Europe/Berlin moves from UTC+1 to UTC+2 at 01:00 UTC on 29 March 2026.
    expect(clockTimeIn(new Date('2026-03-29T00:30:00Z'), 'Europe/Berlin')).toBe('01:30');
    expect(clockTimeIn(new Date('2026-03-29T01:30:00Z'), 'Europe/Berlin')).toBe('03:30');
    expect(
      isWithinTimeRestriction(officeHours, clockTimeIn(new Date('2026-03-29T07:30:00Z'), 'Europe/Berlin')),
    ).toBe(true);
  });
});
