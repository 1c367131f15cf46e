import type { ListTeamUsersQuery } from '@parley/contract';
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { accounts, users } from '../../db/schema/index';
import { type Bound, bound, statementByShape } from '../../db/statement-shapes';
import type { AccountRow } from '../accounts/accounts.repo';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type UserWithAccount = UserRow & { account: AccountRow };

export async function insertUser(db: Database, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

const usersWithAccount = (db: Database, where: SQL) =>
  db.select().from(users).innerJoin(accounts, eq(users.accountId, accounts.id)).where(where);

type UserAccountRow = Awaited<ReturnType<typeof usersWithAccount>>[number];
const withAccount = (row: UserAccountRow | undefined): UserWithAccount | undefined =>
  row && { ...row.users, account: row.accounts };

async function findOneWithAccount(db: Database, where: SQL): Promise<UserWithAccount | undefined> {
  const [row] = await usersWithAccount(db, where);
  return withAccount(row);
}

// Prepared once: every authenticated request looks its user up.
const userWithAccountById = statementByShape<{ userId: Bound }>()((db, { userId }, name) =>
  usersWithAccount(db, eq(users.id, userId)).prepare(name),
);

export async function findUserById(db: Database, userId: string): Promise<UserWithAccount | undefined> {
  const [row] = await userWithAccountById(db, { userId: bound(userId) });
  return withAccount(row);
}

export const findUserByUserName = (db: Database, userName: string) =>
  findOneWithAccount(db, eq(sql`lower(${users.userName})`, userName.toLowerCase()));

export const findUserByEmail = (db: Database, email: string) =>
  findOneWithAccount(db, eq(sql`lower(${users.email})`, email.toLowerCase()));

/** The account's users that match the search, in the order asked for (then by name). */
export function listAccountUsers(
  db: Database,
  accountId: string,
  { search, sortBy, order }: z.output<typeof ListTeamUsersQuery>,
): Promise<UserRow[]> {
  const direction = order === 'asc' ? asc : desc;
  return db
    .select()
    .from(users)
    .where(and(eq(users.accountId, accountId), userSearchCondition(search)))
    .orderBy(
      ...sortKeys[sortBy].map((key) => direction(key)),
      ...byName.map((key) => asc(key)),
      asc(users.id),
    );
}

const byName = [sql`lower(${users.firstName})`, sql`lower(${users.lastName})`];

const sortKeys: Record<z.output<typeof ListTeamUsersQuery>['sortBy'], SQL[]> = {
  name: byName,
  email: [sql`lower(${users.email})`],
  role: [sql`case ${users.roleName} when 'accountAdmin' then 0 when 'manager' then 1 else 2 end`],
  createdAt: [sql`${users.createdAt}`],
};

/**
 * Users whose name, user name or email holds the term, case-blind; a term that looks like a number
 * is also looked for in the contact number, which is stored without spaces, dashes or brackets.
 */
function userSearchCondition(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const text = sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.userName} || ' ' || ${users.email})`;
  const digits = term.replace(/[\s()+-]/g, '');
  return or(
    sql`strpos(${text}, lower(${term})) > 0`,
    /^\d+$/.test(digits) ? sql`strpos(${users.contactNumber}, ${digits}) > 0` : undefined,
  );
}

/** Answers the updated user. */
export async function updateUser(
  db: Database,
  userId: string,
  values: Partial<
    Pick<
      UserRow,
      'firstName' | 'lastName' | 'email' | 'contactNumber' | 'roleName' | 'autoAssignNotification'
    >
  >,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error(`user ${userId} vanished while being updated`);
  return row;
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

/**
 * Locks the account's user until the transaction ends, so nothing new can refer to them (a
 * conversation given to them) before they are deleted; answers whether the account has that user.
 */
export async function lockAccountUser(db: Database, accountId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.id, userId)))
    .for('update');
  return row !== undefined;
}

/** Their conversations become unassigned, their messages and notes lose their author (set null). */
export async function deleteUser(db: Database, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

export function listAccountAdmins(db: Database, accountId: string) {
  return db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.roleName, 'accountAdmin')))
    .orderBy(asc(users.createdAt));
}
