import type { AccountSummary } from '@parley/contract';
import type { AccountRow } from './accounts.repo';

export const toAccountSummary = (row: AccountRow): AccountSummary => ({
  accountId: row.id,
  accountName: row.name,
  isActive: row.isActive,
});
