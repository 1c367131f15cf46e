import { customerWindowMs } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import { formatCountdown, windowRemainingAt } from './customer-window';

describe('windowRemainingAt', () => {
  it('counts down from the moment the answer arrived, whatever the two clocks say', () => {
    const receivedAt = 1_000_000;
    expect(windowRemainingAt(60_000, receivedAt, receivedAt)).toBe(60_000);
    expect(windowRemainingAt(60_000, receivedAt, receivedAt + 45_000)).toBe(15_000);
  });

  it('stays at zero once the window has closed', () => {
    expect(windowRemainingAt(60_000, 0, 61_000)).toBe(0);
    expect(windowRemainingAt(0, 0, 0)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it('shows hours, minutes and seconds', () => {
    expect(formatCountdown(customerWindowMs)).toBe('24:00:00');
    expect(formatCountdown(customerWindowMs - 48_000)).toBe('23:59:12');
    expect(formatCountdown(65_000)).toBe('00:01:05');
  });

  it('shows 00:00:00 only when nothing is left', () => {
    expect(formatCountdown(300)).toBe('00:00:01');
    expect(formatCountdown(0)).toBe('00:00:00');
  });
});
