import { describe, expect, it } from 'vitest';
import { createKeyedSequence, forEachByKey } from './keyed-concurrency';

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

describe('createKeyedSequence', () => {
  const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it("runs a key's work in the order asked, other keys' beside it, and goes on after a failure", async () => {
    const run = createKeyedSequence();
    const done: string[] = [];
    const work =
      (name: string, ms: number, fails = false) =>
      async () => {
        await later(ms);
        done.push(name);
        if (fails) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      run('ada', work('ada-1', 30, true)),
      run('ada', work('ada-2', 1)),
      run('grace', work('grace-1', 5)),
      run('ada', work('ada-3', 1)),
    ]);
    expect(done).toEqual(['grace-1', 'ada-1', 'ada-2', 'ada-3']);
    expect(results.map((result) => result.status)).toEqual([
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
  });
});
