import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApp, type TestApp } from '../test/harness';
import { isForeignKeyViolation, isUniqueViolation } from './postgres-errors';
import { accounts, tags } from './schema/index';

let t: TestApp;
let accountId: string;
beforeAll(async () => {
  t = await startTestApp();
  await signUp(t.app);
  const [account] = await t.database.db.select({ id: accounts.id }).from(accounts).limit(1);
  accountId = account?.id ?? '';
});
afterAll(() => t?.close());

/** The error the database raises for the insert, as drizzle hands it over. */
const refusal = (insert: Promise<unknown>) =>
  insert.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('PostgreSQL errors, as the driver wraps them', () => {
  it('tells a row a unique index refused', async () => {
    await t.database.db.insert(tags).values({ accountId, tagName: 'Urgent' });
    const error = await refusal(t.database.db.insert(tags).values({ accountId, tagName: 'URGENT' }));
    expect(isUniqueViolation(error)).toBe(true);
    expect(isForeignKeyViolation(error)).toBe(false);
  });

  it('tells a row that refers to one that is gone', async () => {
    const error = await refusal(
      t.database.db.insert(tags).values({ accountId: randomUUID(), tagName: 'Late' }),
    );
    expect(isForeignKeyViolation(error)).toBe(true);
    expect(isUniqueViolation(error)).toBe(false);
  });
});
