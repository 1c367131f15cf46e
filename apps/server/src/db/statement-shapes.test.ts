import { describe, expect, it } from 'vitest';
import type { Database } from './client';
import { type Bound, bound, statementByShape } from './statement-shapes';

interface Plan {
  channelId: Bound;
  status: 'OPEN' | 'ANY';
  tags: Bound[];
}

/** A statement that answers what it was built from and the values it was run with. */
function recordingStatement() {
  const built: unknown[] = [];
  const run = statementByShape<Plan>()((_db, shape, name) => {
    built.push(shape);
    return { execute: async (values: Record<string, unknown>) => ({ name, values }) };
  });
  return { built, run };
}

const db = {} as Database;

describe('statements by shape', () => {
  it('builds a statement once for plans that differ only in their values, and runs it with each one’s', async () => {
    const { built, run } = recordingStatement();
    const first = await run(db, { channelId: bound('a'), status: 'OPEN', tags: [bound('x')] });
    const second = await run(db, { channelId: bound('b'), status: 'OPEN', tags: [bound('y')] });
    expect(built).toHaveLength(1);
    expect(second.name).toBe(first.name);
    expect(first.values).toEqual({ channelId: 'a', tags_0: 'x' });
    expect(second.values).toEqual({ channelId: 'b', tags_0: 'y' });
  });

  it('builds another statement when a choice or the number of values differs', async () => {
    const { built, run } = recordingStatement();
    await run(db, { channelId: bound('a'), status: 'OPEN', tags: [] });
    await run(db, { channelId: bound('a'), status: 'ANY', tags: [] });
    const twoTags = await run(db, { channelId: bound('a'), status: 'ANY', tags: [bound('x'), bound('y')] });
    expect(built).toHaveLength(3);
    expect(twoTags.values).toEqual({ channelId: 'a', tags_0: 'x', tags_1: 'y' });
  });

  it('hands the builder placeholders, never the values', async () => {
    const { built, run } = recordingStatement();
    await run(db, { channelId: bound('secret'), status: 'OPEN', tags: [] });
    expect(JSON.stringify(built)).not.toContain('secret');
  });
});
