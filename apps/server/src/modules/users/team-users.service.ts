import {
  type CreateUserInput,
  errorMessages,
  type ListTeamUsersQuery,
  type TeamUser,
  type TeamUserList,
  type UpdateUserInput,
} from '@parley/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Realtime } from '../../realtime/realtime';
import { AppError } from '../../shared/errors';
import type { Principal } from '../../types/fastify';
import { hashPassword } from '../auth/passwords';
import type { InboxPort } from '../inbox/inbox.port';
import { withFreeIdentifiers } from './user-identifiers';
import { toTeamUser } from './users.mapper';
import {
  deleteUser,
  findUserById,
  insertUser,
  listAccountUsers,
  lockAccountUser,
  updatePassword,
  updateUser,
} from './users.repo';

export interface TeamUsersDependencies {
  db: Database;
  realtime: Pick<Realtime, 'disconnectUser'>;
  inbox: Pick<InboxPort, 'publishConversation'>;
  /** The user's conversations (inbox.service.ts), read in the transaction that deletes the user. */
  conversationsAssignedTo: (db: Database, userId: string) => Promise<string[]>;
}

/**
 * The account's users: managers and account admins see them; only account admins add, change and
 * delete them. An admin can neither delete themselves nor change their own role, so an account always
 * keeps an admin. Roles are read from the database on every request, so a change applies at once.
 */
export function createTeamUsersService({
  db,
  realtime,
  inbox,
  conversationsAssignedTo,
}: TeamUsersDependencies) {
  const accountUser = async (principal: Principal, userId: string) => {
    const user = await findUserById(db, userId);
    if (!user || user.accountId !== principal.accountId) throw new AppError('NOT_FOUND');
    return user;
  };

  return {
    async list(principal: Principal, query: z.output<typeof ListTeamUsersQuery>): Promise<TeamUserList> {
      return { data: (await listAccountUsers(db, principal.accountId, query)).map(toTeamUser) };
    },

    async create(principal: Principal, input: z.output<typeof CreateUserInput>): Promise<TeamUser> {
      const passwordHash = await hashPassword(input.password);
      const user = await withFreeIdentifiers(
        db,
        { userName: input.userName, email: input.emailAddress },
        { emailField: 'emailAddress' },
        () =>
          insertUser(db, {
            accountId: principal.accountId,
            firstName: input.firstName,
            lastName: input.lastName,
            userName: input.userName,
            email: input.emailAddress,
            contactNumber: input.contactNumber,
            roleName: input.roleName,
            autoAssignNotification: input.autoAssignNotification,
            passwordHash,
          }),
      );
      return toTeamUser(user);
    },

    async update(
      principal: Principal,
      userId: string,
      input: z.output<typeof UpdateUserInput>,
    ): Promise<TeamUser> {
      const user = await accountUser(principal, userId);
      if (user.id === principal.userId && input.roleName !== user.roleName) {
        throw new AppError('OWN_ROLE_UNCHANGEABLE', [
          { path: 'roleName', message: errorMessages.OWN_ROLE_UNCHANGEABLE },
        ]);
      }
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      const updated = await withFreeIdentifiers(
        db,
        { email: input.emailAddress },
        { emailField: 'emailAddress', userId },
        () =>
          db.transaction(async (tx) => {
            if (passwordHash) await updatePassword(tx, userId, passwordHash);
            return updateUser(tx, userId, {
              firstName: input.firstName,
              lastName: input.lastName,
              email: input.emailAddress,
              contactNumber: input.contactNumber,
              roleName: input.roleName,
              autoAssignNotification: input.autoAssignNotification,
            });
          }),
      );
      // Its sockets are in the rooms of the old role, or belong to sessions that just ended.
      if (passwordHash || updated.roleName !== user.roleName) realtime.disconnectUser(userId);
      return toTeamUser(updated);
    },

    /** Their conversations become unassigned, and open inboxes are told. */
    async remove(principal: Principal, userId: string): Promise<void> {
      if (userId === principal.userId) throw new AppError('OWN_USER_UNDELETABLE');
      const unassigned = await db.transaction(async (tx) => {
        if (!(await lockAccountUser(tx, principal.accountId, userId))) throw new AppError('NOT_FOUND');
        const assigned = await conversationsAssignedTo(tx, userId);
        await deleteUser(tx, userId);
        return assigned;
      });
      realtime.disconnectUser(userId);
      for (const conversationId of unassigned) await inbox.publishConversation(conversationId);
    },
  };
}

export type TeamUsersService = ReturnType<typeof createTeamUsersService>;
