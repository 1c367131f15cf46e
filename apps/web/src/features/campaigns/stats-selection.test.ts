import { describe, expect, it } from 'vitest';
import { statsSelectionReducer } from './stats-selection';

describe('statsSelectionReducer', () => {
  it('adds a campaign once, however often it is picked', () => {
    const once = statsSelectionReducer([], { type: 'add', campaignId: 'a' });
    expect(statsSelectionReducer(once, { type: 'add', campaignId: 'a' })).toEqual(['a']);
  });

  it('removes only the campaign unpicked', () => {
    expect(statsSelectionReducer(['a', 'b', 'c'], { type: 'remove', campaignId: 'b' })).toEqual(['a', 'c']);
  });

  it('adds a whole page after what was already picked, without repeating a campaign', () => {
    expect(statsSelectionReducer(['b', 'x'], { type: 'addMany', campaignIds: ['a', 'b', 'c'] })).toEqual([
      'b',
      'x',
      'a',
      'c',
    ]);
  });

  it("removes a page's campaigns and keeps those picked on other pages", () => {
    expect(
      statsSelectionReducer(['x', 'a', 'b', 'y'], { type: 'removeMany', campaignIds: ['a', 'b', 'c'] }),
    ).toEqual(['x', 'y']);
  });

  it('clears the selection', () => {
    expect(statsSelectionReducer(['a', 'b'], { type: 'clear' })).toEqual([]);
  });
});
