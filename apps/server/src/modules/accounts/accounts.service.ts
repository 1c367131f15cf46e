import type { AccountSummary } from '@parley/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../shared/errors';
import { toAccountSummary } from './accounts.mapper';
import { insertAccount, updateAccountActive } from './accounts.repo';

export async function createAccount(db: Database, accountName: string): Promise<AccountSummary> {
  return toAccountSummary(await insertAccount(db, accountName));
}

export async function setAccountActive(
  db: Database,
  accountId: string,
  isActive: boolean,
): Promise<AccountSummary> {
  const row = await updateAccountActive(db, accountId, isActive);
  if (!row) throw new AppError('NOT_FOUND');
  return toAccountSummary(row);
}
