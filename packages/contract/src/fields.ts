import { z } from 'zod/mini';
import { validationMessages as m } from './validation';

const required = (message: string, max = 100) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, m.tooLong));

export { required };
export const firstName = required(m.firstNameRequired);
export const lastName = required(m.lastNameRequired);
export const accountName = required(m.accountNameRequired, 120);
export const userName = z
  .string({ error: m.userNameRequired })
  .check(z.trim(), z.minLength(1, m.userNameRequired), z.regex(/^[A-Za-z0-9._-]{3,50}$/, m.userNameInvalid));
export const email = z
  .string({ error: m.emailRequired })
  .check(z.trim(), z.minLength(1, m.emailRequired), z.maxLength(254, m.tooLong), z.email(m.emailInvalid));
/** International format: an optional +, then 7 to 15 digits; spaces, dashes and brackets are ignored. */
export const contactNumber = z.pipe(
  z.pipe(
    z.string({ error: m.contactNumberRequired }).check(z.trim(), z.minLength(1, m.contactNumberRequired)),
    z.transform((value: string) => value.replace(/[\s()-]/g, '')),
  ),
  z.string().check(z.regex(/^\+?[1-9]\d{6,14}$/, m.contactNumberInvalid)),
);
export const newPassword = z
  .string({ error: m.passwordRequired })
  .check(z.minLength(8, m.passwordTooShort), z.maxLength(128, m.passwordTooLong));
/** A password being checked, not chosen: no policy beyond presence. */
export const givenPassword = z
  .string({ error: m.passwordRequired })
  .check(z.minLength(1, m.passwordRequired), z.maxLength(128, m.passwordTooLong));
export const currentPassword = z
  .string({ error: m.currentPasswordRequired })
  .check(z.minLength(1, m.currentPasswordRequired), z.maxLength(128, m.passwordTooLong));
export const otp = z.string({ error: m.otpInvalid }).check(z.trim(), z.regex(/^\d{6}$/, m.otpInvalid));
