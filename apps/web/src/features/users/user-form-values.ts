import type { CreateUserInput, TeamUser, UpdateUserInput } from '@parley/contract';

/** What the user form holds: a new user's fields, or an existing one's (the user name then read-only). */
export type UserFormValues = Required<CreateUserInput>;

export const emptyUserForm: UserFormValues = {
  firstName: '',
  lastName: '',
  userName: '',
  emailAddress: '',
  contactNumber: '',
  roleName: 'agent',
  autoAssignNotification: true,
  password: '',
  confirmPassword: '',
};

/** The form filled in with the user as they are; the password fields stay empty, which keeps it. */
export const userFormValues = (user: TeamUser): UserFormValues => ({
  ...emptyUserForm,
  ...toUpdateInput(user),
  userName: user.userName,
});

/** What an edit sends for the user's fields as they are (no new password). */
export const toUpdateInput = ({
  firstName,
  lastName,
  emailAddress,
  contactNumber,
  roleName,
  autoAssignNotification,
}: Pick<UserFormValues, keyof TeamUser & keyof UserFormValues>): UpdateUserInput => ({
  firstName,
  lastName,
  emailAddress,
  contactNumber,
  roleName,
  autoAssignNotification,
});
