import { describe, expect, it } from 'vitest';
import { firstItemIndexStart, nextFirstItemIndex } from './first-item-index';

describe('nextFirstItemIndex', () => {
  const start = { firstId: 'm10', firstItemIndex: firstItemIndexStart };

  it('counts down by the number of older messages put above', () => {
    expect(nextFirstItemIndex(start, ['m7', 'm8', 'm9', 'm10', 'm11'])).toBe(firstItemIndexStart - 3);
  });

  it('stays put when messages are added at the bottom', () => {
    expect(nextFirstItemIndex(start, ['m10', 'm11', 'm12'])).toBe(firstItemIndexStart);
  });

  it('starts at the start for a first page', () => {
    expect(nextFirstItemIndex({ firstId: undefined, firstItemIndex: firstItemIndexStart }, ['m1'])).toBe(
      firstItemIndexStart,
    );
  });
});
