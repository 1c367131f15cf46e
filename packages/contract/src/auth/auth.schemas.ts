import { z } from 'zod/mini';
import { integer } from '../common';
import * as f from '../fields';

export const SignInInput = z.object({ userName: f.userName, password: f.givenPassword });
export type SignInInput = z.infer<typeof SignInInput>;

export const SignUpInput = z.object({
  firstName: f.firstName,
  lastName: f.lastName,
  userName: f.userName,
  email: f.email,
  contactNumber: f.contactNumber,
  accountName: f.accountName,
  password: f.newPassword,
});
export type SignUpInput = z.input<typeof SignUpInput>;

export const AccessTokenResponse = z.object({ accessToken: z.string() });
export type AccessTokenResponse = z.infer<typeof AccessTokenResponse>;

export const ForgotPasswordInput = z.object({ userName: f.userName });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInput>;

/** The user name travels with the code so that attempts are counted against one user's code. */
export const ResetPasswordInput = z.object({ userName: f.userName, otp: f.otp, newPassword: f.newPassword });
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

export const OtpRequestInput = z.object({ email: f.email });
export type OtpRequestInput = z.infer<typeof OtpRequestInput>;

export const OtpVerifyInput = z.object({ email: f.email, otp: f.otp });
export type OtpVerifyInput = z.infer<typeof OtpVerifyInput>;

/** Answer to calls that send an email: the same whether or not the user exists. */
export const CodeSentResponse = z.object({ sent: z.literal(true), expiresInSeconds: integer() });
export type CodeSentResponse = z.infer<typeof CodeSentResponse>;
