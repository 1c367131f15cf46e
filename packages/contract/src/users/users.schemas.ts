import { z } from 'zod/mini';
import { AccountSummary } from '../accounts/accounts.schemas';
import * as f from '../fields';

export const roleNames = ['agent', 'manager', 'accountAdmin'] as const;
export const RoleName = z.enum(roleNames);
export type RoleName = z.infer<typeof RoleName>;

export const CurrentUser = z.object({
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  emailAddress: z.string(),
  contactNumber: z.string(),
  roleName: RoleName,
  account: AccountSummary,
  createdAt: z.iso.datetime(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

export const UpdateBasicDetailsInput = z.object({
  firstName: f.firstName,
  lastName: f.lastName,
  contactNumber: f.contactNumber,
});
export type UpdateBasicDetailsInput = z.input<typeof UpdateBasicDetailsInput>;

export const ChangePasswordInput = z.object({
  currentPassword: f.currentPassword,
  newPassword: f.newPassword,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;
