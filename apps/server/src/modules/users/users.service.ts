import type { CurrentUser, UpdateBasicDetailsInput } from '@parley/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../shared/errors';
import type { Principal } from '../../types/fastify';
import { toCurrentUser } from './users.mapper';
import { findUserById, listAccountAdmins, updateUser } from './users.repo';

export async function getCurrentUser(db: Database, principal: Principal): Promise<CurrentUser> {
  const user = await findUserById(db, principal.userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  return toCurrentUser(user);
}

export async function updateBasicDetails(
  db: Database,
  principal: Principal,
  input: z.output<typeof UpdateBasicDetailsInput>,
): Promise<CurrentUser> {
  await updateUser(db, principal.userId, input);
  return getCurrentUser(db, principal);
}

/** Who to tell of something only an account admin can act on (an endpoint disabled, say). */
export function accountAdmins(
  db: Database,
  accountId: string,
): Promise<{ email: string; firstName: string }[]> {
  return listAccountAdmins(db, accountId);
}
