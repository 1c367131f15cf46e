import { errorMessages, type FieldIssue } from '@parley/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../shared/errors';
import { findUserByEmail, findUserByUserName, type UserWithAccount } from './users.repo';

/**
 * Refuses a user name or an email another user has: each is unique across all accounts, whatever
 * its case (users_user_name_key, users_email_key). The answer names every taken field, under the
 * name the caller's form gives the email (`email` at sign-up, `emailAddress` for a team user).
 */
export async function refuseTakenIdentifiers(
  db: Database,
  { userName, email }: { userName?: string; email: string },
  { emailField, userId }: { emailField: 'email' | 'emailAddress'; userId?: string },
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
