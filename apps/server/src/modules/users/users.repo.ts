import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, users } from '../../db/schema/index';
import type { AccountRow } from '../accounts/accounts.repo';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type UserWithAccount = UserRow & { account: AccountRow };

export async function insertUser(db: Database, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

async function findOneWithAccount(
  db: Database,
  where: ReturnType<typeof eq>,
): Promise<UserWithAccount | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .innerJoin(accounts, eq(users.accountId, accounts.id))
    .where(where);
  return row && { ...row.users, account: row.accounts };
}

export const findUserById = (db: Database, userId: string) => findOneWithAccount(db, eq(users.id, userId));

export const findUserByUserName = (db: Database, userName: string) =>
  findOneWithAccount(db, eq(sql`lower(${users.userName})`, userName.toLowerCase()));

export const findUserByEmail = (db: Database, email: string) =>
  findOneWithAccount(db, eq(sql`lower(${users.email})`, email.toLowerCase()));

export async function isUserNameTaken(db: Database, userName: string): Promise<boolean> {
  return (await findUserByUserName(db, userName)) !== undefined;
}

export async function isEmailTaken(db: Database, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== undefined;
}

export async function updateUser(
  db: Database,
  userId: string,
  values: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'contactNumber'>>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Sets a new password and ends every session signed with the old one; answers the new token version. */
export async function updatePassword(db: Database, userId: string, passwordHash: string): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  if (!row) throw new Error(`user ${userId} vanished while changing the password`);
  return row.tokenVersion;
}
