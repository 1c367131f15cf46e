import { errorMessages, type FieldIssue } from '@parley/contract';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/postgres-errors';
import { AppError } from '../../shared/errors';
import { findUserByEmail, findUserByUserName, type UserWithAccount } from './users.repo';

/**
 * Runs `create` unless the user name or the email is taken, and answers as if it had been checked
 * first when another request took one in between (the unique indexes then refuse the row).
 */
export async function withFreeIdentifiers<T>(
  db: Database,
  identifiers: Identifiers,
  options: IdentifierOptions,
  create: () => Promise<T>,
): Promise<T> {
  await refuseTakenIdentifiers(db, identifiers, options);
  try {
    return await create();
  } catch (error) {
    if (isUniqueViolation(error)) await refuseTakenIdentifiers(db, identifiers, options);
    throw error;
  }
}

interface Identifiers {
  userName?: string;
  email: string;
}

interface IdentifierOptions {
  emailField: 'email' | 'emailAddress';
  /** The user being changed, whose own identifiers are not taken. */
  userId?: string;
}

/**
 * Refuses a user name or an email another user has: each is unique across all accounts, whatever
 * its case (users_user_name_key, users_email_key). The answer names every taken field, under the
 * name the caller's form gives the email (`email` at sign-up, `emailAddress` for a team user).
 */
async function refuseTakenIdentifiers(
  db: Database,
  { userName, email }: Identifiers,
  { emailField, userId }: IdentifierOptions,
): Promise<void> {
  const takenByAnother = async (found: Promise<UserWithAccount | undefined>) => {
    const user = await found;
    return user !== undefined && user.id !== userId;
  };
  const taken: FieldIssue[] = [
    ...(userName !== undefined && (await takenByAnother(findUserByUserName(db, userName)))
      ? [{ path: 'userName', message: errorMessages.USERNAME_TAKEN }]
      : []),
    ...((await takenByAnother(findUserByEmail(db, email)))
      ? [{ path: emailField, message: errorMessages.EMAIL_TAKEN }]
      : []),
  ];
  const [first] = taken;
  if (first) throw new AppError(first.path === 'userName' ? 'USERNAME_TAKEN' : 'EMAIL_TAKEN', taken);
}
