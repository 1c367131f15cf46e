import { describe, expect, it } from 'vitest';
import { dayOf, timestampLabel } from './timestamp-label';

const now = new Date(2026, 4, 24, 16, 30);

describe('timestampLabel', () => {
  it("shows today's messages as a 12-hour clock with AM or PM", () => {
    expect(timestampLabel(new Date(2026, 4, 24, 15, 5), now)).toEqual({
      kind: 'today',
      time: '03:05',
      meridiem: 'PM',
    });
    expect(timestampLabel(new Date(2026, 4, 24, 0, 7), now)).toEqual({
      kind: 'today',
      time: '12:07',
      meridiem: 'AM',
    });
    expect(timestampLabel(new Date(2026, 4, 24, 12, 0), now)).toEqual({
      kind: 'today',
      time: '12:00',
      meridiem: 'PM',
    });
  });

  it('says Yesterday for any time of the previous calendar day, even less than 24 hours ago', () => {
    expect(timestampLabel(new Date(2026, 4, 23, 23, 59), now)).toEqual({ kind: 'yesterday' });
    expect(timestampLabel(new Date(2026, 4, 23, 0, 0), now)).toEqual({ kind: 'yesterday' });
  });

  it('shows older messages as DD/MM/YY', () => {
    expect(timestampLabel(new Date(2026, 4, 22, 23, 59), now)).toEqual({ kind: 'earlier', date: '22/05/26' });
    expect(timestampLabel(new Date(2025, 11, 3, 9, 0), now)).toEqual({ kind: 'earlier', date: '03/12/25' });
  });
});

describe('dayOf', () => {
  it('counts calendar days, not 24-hour spans, across the turn of a month', () => {
    const firstOfJune = new Date(2026, 5, 1, 0, 10);
    expect(dayOf(new Date(2026, 4, 31, 23, 50), firstOfJune)).toBe('yesterday');
    expect(dayOf(new Date(2026, 4, 30, 23, 50), firstOfJune)).toBe('earlier');
    expect(dayOf(new Date(2026, 5, 1, 0, 0), firstOfJune)).toBe('today');
  });

  it('names a day ahead of the clock by its date, not as today', () => {
    expect(dayOf(new Date(2026, 5, 2, 9, 0), new Date(2026, 5, 1, 9, 0))).toBe('earlier');
  });
});
