import { can, type RealtimeEventName, type RealtimeEvents, realtimeSocketOptions } from '@parley/contract';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { Server, type Socket } from 'socket.io';
import type { DatabaseHandle } from '../db/client';
import type { Principal } from '../types/fastify';
import { batchingNotifications } from './batched-notifications';

type EventArgument<E extends RealtimeEventName> = Parameters<RealtimeEvents[E]>[0];

/** What server processes tell each other. */
interface ServerEvents {
  /** Drop `key` from the process-local cache named `cache`: what it held changed. */
  forget: (cache: string, key: string) => void;
}

/** Who may see a conversation: its account's managers and admins, and its agent (or every agent while unassigned). */
export interface ConversationAudience {
  accountId: string;
  assignedAgentId: string | null;
}

const rooms = {
  account: (accountId: string) => `account:${accountId}`,
  supervisors: (accountId: string) => `account:${accountId}:supervisors`,
  admins: (accountId: string) => `account:${accountId}:admins`,
  agents: (accountId: string) => `account:${accountId}:agents`,
  user: (userId: string) => `user:${userId}`,
};

/**
 * The realtime socket (socket.io at /socket.io), authenticated with the dashboard's JWT. Each socket
 * joins rooms for its account, its role and its user, and events go only to the rooms allowed to
 * see them. On PostgreSQL several server processes share their events through the database.
 */
export function createRealtime(
  app: FastifyInstance,
  database: DatabaseHandle,
  principalFromToken: (token: string) => Promise<Principal>,
) {
  const io = new Server<Record<string, never>, RealtimeEvents, ServerEvents>(app.server, {
    path: realtimeSocketOptions.path,
    serveClient: false,
    // Same origin as the web app; other origins are refused.
    cors: { origin: false },
  });
  if (database.driver.kind === 'postgres')
    io.adapter(createAdapter(batchingNotifications(database.driver.pool)));
  const forgetters = new Map<string, (key: string) => void>();
  io.on('forget', (cache, key) => forgetters.get(cache)?.(key));

  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth.token;
    try {
      if (typeof token !== 'string') throw new Error('no token');
      const principal = await principalFromToken(token);
      socket.data.principal = principal;
      await socket.join(roomsOf(principal));
      closeWhenExpired(socket, token);
      next();
    } catch {
      next(new Error('UNAUTHORIZED'));
    }
  });
  app.addHook('onClose', async () => {
    await io.close();
  });

  return {
    /** Everyone signed in to the account (templates, settings). */
    toAccount<E extends RealtimeEventName>(accountId: string, event: E, payload: EventArgument<E>): void {
      io.to(rooms.account(accountId)).emit(event, ...([payload] as Parameters<RealtimeEvents[E]>));
    },
    /** The account's admins (a channel's health). */
    toAdmins<E extends RealtimeEventName>(accountId: string, event: E, payload: EventArgument<E>): void {
      io.to(rooms.admins(accountId)).emit(event, ...([payload] as Parameters<RealtimeEvents[E]>));
    },
    /** The account's managers and admins (a campaign's progress). */
    toManagers<E extends RealtimeEventName>(accountId: string, event: E, payload: EventArgument<E>): void {
      io.to(rooms.supervisors(accountId)).emit(event, ...([payload] as Parameters<RealtimeEvents[E]>));
    },
    /**
     * Those who may see the conversation; `formerAgentId` also tells an agent a conversation taken
     * from them, so their list can drop it.
     */
    toConversation<E extends RealtimeEventName>(
      conversation: ConversationAudience,
      event: E,
      payload: EventArgument<E>,
      { formerAgentId }: { formerAgentId?: string | null } = {},
    ): void {
      const audience = [
        rooms.supervisors(conversation.accountId),
        conversation.assignedAgentId
          ? rooms.user(conversation.assignedAgentId)
          : rooms.agents(conversation.accountId),
      ];
      if (formerAgentId) audience.push(rooms.user(formerAgentId));
      io.to(audience).emit(event, ...([payload] as Parameters<RealtimeEvents[E]>));
    },
    toUser<E extends RealtimeEventName>(userId: string, event: E, payload: EventArgument<E>): void {
      io.to(rooms.user(userId)).emit(event, ...([payload] as Parameters<RealtimeEvents[E]>));
    },
    /**
     * Closes the user's sockets, on every server process: after a role change the client connects
     * again and joins the rooms of its new role; a deleted user, or one whose sessions were ended,
     * is refused.
     */
    disconnectUser(userId: string): void {
      io.in(rooms.user(userId)).disconnectSockets(true);
    },

    /** How this process drops `key` from its cache named `cache` when told to. */
    onForget(cache: string, forget: (key: string) => void): void {
      forgetters.set(cache, forget);
    },
    /**
     * Drops `key` from the cache named `cache` in this process, and in the others (on PostgreSQL;
     * PGlite has one), a moment later.
     */
    forgetEverywhere(cache: string, key: string): void {
      forgetters.get(cache)?.(key);
      if (database.driver.kind === 'postgres') io.serverSideEmit('forget', cache, key);
    },
  };
}

export type Realtime = ReturnType<typeof createRealtime>;

/** setTimeout's longest delay; a token that lives longer is left to the next reconnection. */
const longestTimerMs = 2 ** 31 - 1;

/** A socket may not outlive its token: at its expiry the server closes it, and reconnecting is refused. */
function closeWhenExpired(socket: Socket, token: string): void {
  const { exp } = decodeJwt(token);
  if (exp === undefined) return;
  const remainingMs = exp * 1000 - Date.now();
  if (remainingMs > longestTimerMs) return;
  const timer = setTimeout(() => socket.disconnect(true), Math.max(0, remainingMs));
  socket.once('disconnect', () => clearTimeout(timer));
}

function roomsOf(principal: Principal): string[] {
  return [
    rooms.account(principal.accountId),
    rooms.user(principal.userId),
    can(principal.roleName, 'seeAllConversations')
      ? rooms.supervisors(principal.accountId)
      : rooms.agents(principal.accountId),
    ...(can(principal.roleName, 'manageChannels') ? [rooms.admins(principal.accountId)] : []),
  ];
}
