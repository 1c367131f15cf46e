import { z } from 'zod/mini';
import * as f from '../fields';
import { validationMessages as m } from '../validation';
import { CurrentUser, RoleName } from './users.schemas';

/** Spec §3 User, as the account's users page shows it: the password never leaves the server. */
export const TeamUser = z.extend(z.omit(CurrentUser, { account: true }), {
  /** Told at once when auto-assign gives them a conversation, while the account's switch is on too. */
  autoAssignNotification: z.boolean(),
});
export type TeamUser = z.infer<typeof TeamUser>;
export const TeamUserList = z.object({ data: z.array(TeamUser) });
export type TeamUserList = z.infer<typeof TeamUserList>;

export const teamUserSortFields = ['name', 'email', 'role', 'createdAt'] as const;
export type TeamUserSortField = (typeof teamUserSortFields)[number];

export const ListTeamUsersQuery = z.object({
  /** Part of a name, user name, email or contact number, case-blind. */
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  /** `role` ranks account admins first, then managers, then agents. */
  sortBy: z._default(z.enum(teamUserSortFields), 'name'),
  order: z._default(z.enum(['asc', 'desc']), 'asc'),
});
export type ListTeamUsersQuery = z.input<typeof ListTeamUsersQuery>;

const teamUserFields = {
  firstName: f.firstName,
  lastName: f.lastName,
  emailAddress: f.email,
  contactNumber: f.contactNumber,
  roleName: RoleName,
};

const confirmedPassword = z.refine<{ password?: string; confirmPassword?: string }>(
  (input) => (input.password ?? '') === (input.confirmPassword ?? ''),
  { path: ['confirmPassword'], message: m.confirmPasswordMismatch },
);

export const CreateUserInput = z
  .object({
    ...teamUserFields,
    userName: f.userName,
    password: f.newPassword,
    confirmPassword: z.string({ error: m.confirmPasswordMismatch }),
    autoAssignNotification: z._default(z.boolean(), true),
  })
  .check(confirmedPassword);
export type CreateUserInput = z.input<typeof CreateUserInput>;

/**
 * Everything but the user name, which stays. A password (with its confirmation) replaces the user's
 * and ends their sessions; none, or an empty one, keeps it.
 */
export const UpdateUserInput = z
  .object({
    ...teamUserFields,
    password: z.optional(z.union([z.literal(''), f.newPassword])),
    confirmPassword: z.optional(z.string()),
    autoAssignNotification: z.boolean(),
  })
  .check(confirmedPassword);
export type UpdateUserInput = z.input<typeof UpdateUserInput>;

export const UserIdParams = z.object({ userId: z.uuid() });

/** Spec §8 users. */
export const teamUserMessages = {
  added: 'User added successfully',
  updated: 'User updated successfully',
  deleted: 'User deleted successfully',
  fetchFailed: 'Failed to fetch details',
  notificationUpdated: 'Updated successfully',
  updateFailed: 'Failed to update',
} as const;
