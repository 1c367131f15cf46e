import type { CurrentUser, TeamUser } from '@parley/contract';
import { toAccountSummary } from '../accounts/accounts.mapper';
import type { UserRow, UserWithAccount } from './users.repo';

export const toCurrentUser = (row: UserWithAccount): CurrentUser => ({
  ...userFields(row),
  account: toAccountSummary(row.account),
});

export const toTeamUser = (row: UserRow): TeamUser => ({
  ...userFields(row),
  autoAssignNotification: row.autoAssignNotification,
});

const userFields = (row: UserRow) => ({
  userId: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  userName: row.userName,
  emailAddress: row.email,
  contactNumber: row.contactNumber,
  roleName: row.roleName,
  createdAt: row.createdAt.toISOString(),
});
