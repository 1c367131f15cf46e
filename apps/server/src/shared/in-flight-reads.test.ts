import { describe, expect, it } from 'vitest';
import { sharedWhileInFlight } from './in-flight-reads';

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
