import { z } from 'zod';
import { validationMessages as m } from './validation';

const required = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, message).max(max, m.tooLong);

export { required };
export const firstName = required(m.firstNameRequired);
export const lastName = required(m.lastNameRequired);
export const accountName = required(m.accountNameRequired, 120);
export const userName = z
  .string({ error: m.userNameRequired })
  .trim()
  .min(1, m.userNameRequired)
  .regex(/^[A-Za-z0-9._-]{3,50}$/, m.userNameInvalid);
export const email = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .max(254, m.tooLong)
  .email(m.emailInvalid);
/** International format: an optional +, then 7 to 15 digits; spaces, dashes and brackets are ignored. */
export const contactNumber = z
  .string({ error: m.contactNumberRequired })
  .trim()
  .min(1, m.contactNumberRequired)
  .transform((value) => value.replace(/[\s()-]/g, ''))
  .pipe(z.string().regex(/^\+?[1-9]\d{6,14}$/, m.contactNumberInvalid));
export const newPassword = z
  .string({ error: m.passwordRequired })
  .min(8, m.passwordTooShort)
  .max(128, m.passwordTooLong);
/** A password being checked, not chosen: no policy beyond presence. */
export const givenPassword = z
  .string({ error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .max(128, m.passwordTooLong);
export const currentPassword = z
  .string({ error: m.currentPasswordRequired })
  .min(1, m.currentPasswordRequired)
  .max(128, m.passwordTooLong);
export const otp = z
  .string({ error: m.otpInvalid })
  .trim()
  .regex(/^\d{6}$/, m.otpInvalid);
