import { errorMessages } from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors';
import { signUp, signUpInput, startTestApp, type TestApp } from '../../test/harness';
import { withFreeIdentifiers } from './user-identifiers';
import { findUserByUserName, insertUser } from './users.repo';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('free user names and emails', () => {
  it('answers "taken" for a user name another request took between the check and the insert', async () => {
    const { input: owner } = await signUp(t.app);
    const ownerRow = await findUserByUserName(t.database.db, owner.userName);
    if (!ownerRow) throw new Error('the owner was not stored');
    const { userName, email } = signUpInput();
    const user = (suffix: string) => ({
      accountId: ownerRow.accountId,
      firstName: 'Grace',
      lastName: 'Hopper',
      userName,
      email: `${suffix}.${email}`,
      contactNumber: '+442079460123',
      roleName: 'agent' as const,
      passwordHash: ownerRow.passwordHash,
    });

    const refused = await withFreeIdentifiers(
      t.database.db,
      { userName, email: `b.${email}` },
      { emailField: 'email' },
      async () => {
        // The other request's insert lands after this one's check.
        await insertUser(t.database.db, user('a'));
        return insertUser(t.database.db, user('b'));
      },
    ).catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'USERNAME_TAKEN',
      details: [{ path: 'userName', message: errorMessages.USERNAME_TAKEN }],
    });
  });
});
