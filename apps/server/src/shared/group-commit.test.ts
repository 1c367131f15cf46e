import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit';

describe('groupCommit', () => {
  it('writes what arrives in one turn together, and batches what arrives during a write', async () => {
    const writes: number[][] = [];
    const add = groupCommit<number>(async (items) => {
      writes.push(items);
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    const first = [1, 2].map(add);
    await new Promise(setImmediate);
    await Promise.all([...first, ...[3, 4].map(add)]);
    expect(writes).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('answers each caller with what the write answered for its item', async () => {
    const double = groupCommit<number, number>(async (items) => items.map((item) => item * 2));
    expect(await Promise.all([1, 2, 3].map(double))).toEqual([2, 4, 6]);
  });

  it('rejects the callers of a failed write only, and goes on with the next batch', async () => {
    let calls = 0;
    const add = groupCommit<string>(async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (calls === 1) throw new Error('disk full');
    });
    const first = add('a');
    await new Promise(setImmediate);
    const results = await Promise.allSettled([first, ...['b', 'c'].map(add)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
  });

  it('never writes more than the largest batch at once', async () => {
    const sizes: number[] = [];
    const add = groupCommit<number>(
      async (items) => {
        sizes.push(items.length);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
      { maxBatch: 3 },
    );
    await Promise.all(Array.from({ length: 8 }, (_, index) => add(index)));
    expect(sizes).toEqual([3, 3, 2]);
  });

  it('with two writers, writes a batch gathered during a write beside it, and never a third', async () => {
    const writes: number[][] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const add = groupCommit<number>(
      async (items) => {
        writes.push(items);
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 20));
        inFlight -= 1;
      },
      { writers: 2 },
    );
    const first = [1, 2].map(add);
    await new Promise(setImmediate);
    const second = [3, 4].map(add);
    await new Promise(setImmediate);
    const third = [5, 6].map(add);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(writes).toEqual([
      [1, 2],
      [3, 4],
    ]);
    await Promise.all([...first, ...second, ...third]);
    expect(writes).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
    expect(mostInFlight).toBe(2);
  });
});
