import { describe, expect, it } from 'vitest';
import { forEachByKey } from './keyed-concurrency';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('forEachByKey', () => {
  it('keeps each key in order while different keys run at once, within the limit', async () => {
    const done: string[] = [];
    let running = 0;
    let mostRunning = 0;
    const items = ['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'd1'];
    await forEachByKey(
      items,
      (item) => item.charAt(0),
      2,
      async (item) => {
        running++;
        mostRunning = Math.max(mostRunning, running);
        await tick();
        done.push(item);
        running--;
      },
    );
    expect(done.filter((item) => item.startsWith('a'))).toEqual(['a1', 'a2', 'a3']);
    expect(done.filter((item) => item.startsWith('b'))).toEqual(['b1', 'b2']);
    expect(done).toHaveLength(items.length);
    expect(mostRunning).toBe(2);
  });

  it('stops a key at its first failure, finishes the others, then rejects with that failure', async () => {
    const done: string[] = [];
    const failure = new Error('a2 failed');
    const run = forEachByKey(
      ['a1', 'b1', 'a2', 'b2', 'a3'],
      (item) => item.charAt(0),
      4,
      async (item) => {
        await tick();
        if (item === 'a2') throw failure;
        done.push(item);
      },
    );
    await expect(run).rejects.toBe(failure);
    expect(done.sort()).toEqual(['a1', 'b1', 'b2']);
  });
});
