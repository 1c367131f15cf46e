import { describe, expect, it } from 'vitest';
import { keptOnceFound, sharedWhileInFlight } from './in-flight-reads';

describe('sharedWhileInFlight', () => {
  it('reads once for the callers asking the same thing meanwhile, and again once it settled', async () => {
    const reads: string[] = [];
    const read = sharedWhileInFlight(async (accountId: string, name: string) => {
      reads.push(`${accountId}/${name}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return `${name} of ${accountId}`;
    });
    const answers = await Promise.all([read('a', 'x'), read('a', 'x'), read('b', 'x'), read('a', 'x')]);
    expect(answers).toEqual(['x of a', 'x of a', 'x of b', 'x of a']);
    expect(reads).toEqual(['a/x', 'b/x']);
    await read('a', 'x');
    expect(reads).toEqual(['a/x', 'b/x', 'a/x']);
  });

  it('gives a failed read to those who waited for it, and reads again for the next caller', async () => {
    let calls = 0;
    const read = sharedWhileInFlight(async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection reset');
      return 'found';
    });
    const first = await Promise.allSettled([read(), read()]);
    expect(first.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(await read()).toBe('found');
  });
});

describe('keptOnceFound', () => {
  it('reads a thing once found, and asks again for what was not found or failed', async () => {
    const reads: string[] = [];
    let exists = false;
    let failing = true;
    const read = keptOnceFound(async (id: string) => {
      reads.push(id);
      if (id === 'flaky' && failing) {
        failing = false;
        throw new Error('connection reset');
      }
      return id === 'late' && !exists ? undefined : `channel ${id}`;
    });
    expect(await Promise.all([read('a'), read('a')])).toEqual(['channel a', 'channel a']);
    expect(await read('a')).toBe('channel a');
    expect(await read('late')).toBeUndefined();
    exists = true;
    expect(await read('late')).toBe('channel late');
    expect(await read('late')).toBe('channel late');
    await expect(read('flaky')).rejects.toThrow('connection reset');
    expect(await read('flaky')).toBe('channel flaky');
    expect(reads).toEqual(['a', 'late', 'late', 'flaky', 'flaky']);
  });

  it('forgets everything kept once it holds as many answers as it may, and reads them again', async () => {
    const reads: string[] = [];
    const read = keptOnceFound(async (id: string) => {
      reads.push(id);
      return id;
    }, 2);
    for (const id of ['a', 'b', 'a', 'c', 'a']) await read(id);
    expect(reads).toEqual(['a', 'b', 'c', 'a']);
  });
});
