import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema/index';

export type AccountRow = typeof accounts.$inferSelect;

export async function insertAccount(db: Database, name: string): Promise<AccountRow> {
  const [row] = await db.insert(accounts).values({ name }).returning();
  if (!row) throw new Error('insert into accounts returned no row');
  return row;
}

export async function findAccount(db: Database, accountId: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  return row;
}

export async function updateAccountActive(
  db: Database,
  accountId: string,
  isActive: boolean,
): Promise<AccountRow | undefined> {
  const [row] = await db.update(accounts).set({ isActive }).where(eq(accounts.id, accountId)).returning();
  return row;
}
