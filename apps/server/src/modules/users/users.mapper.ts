import type { CurrentUser } from '@parley/contract';
import { toAccountSummary } from '../accounts/accounts.mapper';
import type { UserWithAccount } from './users.repo';

export const toCurrentUser = (row: UserWithAccount): CurrentUser => ({
  userId: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  userName: row.userName,
  emailAddress: row.email,
  contactNumber: row.contactNumber,
  roleName: row.roleName,
  account: toAccountSummary(row.account),
  createdAt: row.createdAt.toISOString(),
});
