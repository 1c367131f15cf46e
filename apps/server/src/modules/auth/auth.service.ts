import {
  type AccessTokenResponse,
  type ChangePasswordInput,
  type CodeSentResponse,
  errorMessages,
  type ForgotPasswordInput,
  limits,
  type OtpRequestInput,
  type OtpVerifyInput,
  type ResetPasswordInput,
  type SignInInput,
  type SignUpInput,
} from '@parley/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../shared/errors';
import type { Principal } from '../../types/fastify';
import { createAccount } from '../accounts/accounts.service';
import { pickMailLanguage, resetPasswordEmail, signInCodeEmail } from '../mail/mail-texts';
import { withFreeIdentifiers } from '../users/user-identifiers';
import {
  findUserByEmail,
  findUserById,
  findUserByUserName,
  insertUser,
  type UserWithAccount,
  updatePassword,
} from '../users/users.repo';
import { OneTimeCodes } from './one-time-codes';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { SignInThrottle } from './sign-in-throttle';
import { TokenIssuer } from './tokens';

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService({ config, database: { db }, mailer }: AppContext) {
  const tokens = new TokenIssuer(config.jwtSecret, config.JWT_EXPIRES_IN);
  const codes = new OneTimeCodes(db, config.jwtSecret);
  const throttle = new SignInThrottle(db, config.SIGN_IN_DELAY_STEP_MS);

  const issueToken = async (user: UserWithAccount): Promise<AccessTokenResponse> => {
    if (!user.account.isActive) throw new AppError('ACCOUNT_BLOCKED');
    return {
      accessToken: await tokens.sign({
        userId: user.id,
        accountId: user.accountId,
        roleName: user.roleName,
        tokenVersion: user.tokenVersion,
      }),
    };
  };

  const emailCode = async (
    user: UserWithAccount,
    purpose: 'reset_password' | 'sign_in',
    acceptLanguage: string | undefined,
  ): Promise<void> => {
    const code = await codes.issue(user.id, purpose);
    const text = (purpose === 'sign_in' ? signInCodeEmail : resetPasswordEmail)[
      pickMailLanguage(acceptLanguage)
    ];
    await mailer.send({
      to: user.email,
      subject: text.subject,
      text: text.body({ name: user.firstName, code, minutes: limits.otpTtlSeconds / 60 }),
    });
  };

  // Answered whether or not the user exists, so the form cannot be used to discover accounts.
  const codeSent: CodeSentResponse = { sent: true, expiresInSeconds: limits.otpTtlSeconds };

  return {
    async signUp(input: z.output<typeof SignUpInput>): Promise<AccessTokenResponse> {
      const passwordHash = await hashPassword(input.password);
      const userId = await withFreeIdentifiers(db, input, { emailField: 'email' }, () =>
        db.transaction(async (tx) => {
          const account = await createAccount(tx, input.accountName);
          const user = await insertUser(tx, {
            accountId: account.accountId,
            firstName: input.firstName,
            lastName: input.lastName,
            userName: input.userName,
            email: input.email,
            contactNumber: input.contactNumber,
            roleName: 'accountAdmin',
            passwordHash,
          });
          return user.id;
        }),
      );
      const user = await findUserById(db, userId);
      if (!user) throw new Error('the user just created was not found');
      return issueToken(user);
    },

    async signIn({ userName, password }: SignInInput): Promise<AccessTokenResponse> {
      await throttle.assertAllowed(userName);
      const user = await findUserByUserName(db, userName);
      const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
      if (!user || !valid) {
        await throttle.recordFailure(userName);
        throw new AppError('INVALID_CREDENTIALS');
      }
      await throttle.reset(userName);
      return issueToken(user);
    },

    async forgotPassword(
      { userName }: ForgotPasswordInput,
      acceptLanguage?: string,
    ): Promise<CodeSentResponse> {
      const user = await findUserByUserName(db, userName);
      if (user) await emailCode(user, 'reset_password', acceptLanguage);
      return codeSent;
    },

    async resetPassword({ userName, otp, newPassword }: ResetPasswordInput): Promise<void> {
      const user = await findUserByUserName(db, userName);
      if (!user) throw new AppError('INVALID_OTP');
      await codes.redeem(user.id, 'reset_password', otp);
      await updatePassword(db, user.id, await hashPassword(newPassword));
      await throttle.reset(userName);
    },

    /** Every other session ends; the caller's goes on with the token answered here. */
    async changePassword(principal: Principal, input: ChangePasswordInput): Promise<AccessTokenResponse> {
      const user = await findUserById(db, principal.userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw new AppError('CURRENT_PASSWORD_INCORRECT', [
          { path: 'currentPassword', message: errorMessages.CURRENT_PASSWORD_INCORRECT },
        ]);
      }
      const tokenVersion = await updatePassword(db, user.id, await hashPassword(input.newPassword));
      return issueToken({ ...user, tokenVersion });
    },

    async requestSignInCode({ email }: OtpRequestInput, acceptLanguage?: string): Promise<CodeSentResponse> {
      const user = await findUserByEmail(db, email);
      if (user) await emailCode(user, 'sign_in', acceptLanguage);
      return codeSent;
    },

    async signInWithCode({ email, otp }: OtpVerifyInput): Promise<AccessTokenResponse> {
      const user = await findUserByEmail(db, email);
      if (!user) throw new AppError('INVALID_OTP');
      await codes.redeem(user.id, 'sign_in', otp);
      return issueToken(user);
    },

    /**
     * The principal behind a bearer token. Tokens from before the last password change are refused;
     * a blocked account is refused unless the caller only wants to learn that it is blocked.
     */
    async principalFromToken(token: string, { allowBlockedAccount = false } = {}): Promise<Principal> {
      const claims = await tokens.verify(token);
      const user = claims && (await findUserById(db, claims.userId));
      if (!claims || !user || claims.tokenVersion !== user.tokenVersion) {
        throw new AppError('UNAUTHORIZED');
      }
      if (!user.account.isActive && !allowBlockedAccount) throw new AppError('ACCOUNT_BLOCKED');
      return { userId: user.id, accountId: user.accountId, roleName: user.roleName };
    },
  };
}
