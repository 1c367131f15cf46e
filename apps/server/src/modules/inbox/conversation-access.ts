import { can } from '@parley/contract';
import { and, eq, isNull, or, type Placeholder } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversations } from '../../db/schema/index';
import { type Bound, bound, statementByShape } from '../../db/statement-shapes';
import { AppError } from '../../shared/errors';
import type { Principal } from '../../types/fastify';

export type ConversationRow = typeof conversations.$inferSelect;

/** Whose conversations a user sees: their account's, and for an agent only their own and the unassigned. */
export interface Viewer<Value> {
  accountId: Value;
  /** Set for agents. */
  agentUserId?: Value;
}

/** The principal as a viewer whose ids are a statement's values. */
export const viewerOf = (principal: Principal): Viewer<Bound> => ({
  accountId: bound(principal.accountId),
  agentUserId: can(principal.roleName, 'seeAllConversations') ? undefined : bound(principal.userId),
});

/**
 * Who sees a conversation: agents those assigned to them and the unassigned ones; managers and
 * account admins every one of their account. As a condition, for statements by shape.
 */
export function visibleTo({ accountId, agentUserId }: Viewer<Placeholder>) {
  const ofAccount = eq(conversations.accountId, accountId);
  if (agentUserId === undefined) return ofAccount;
  return and(
    ofAccount,
    or(isNull(conversations.assignedAgentId), eq(conversations.assignedAgentId, agentUserId)),
  );
}

const visibleConversation = statementByShape<{ viewer: Viewer<Bound>; conversationId: Bound }>()(
  (db, { viewer, conversationId }, name) =>
    db
      .select()
      .from(conversations)
      .where(and(visibleTo(viewer), eq(conversations.id, conversationId)))
      .prepare(name),
);

/** The conversation if the principal may see it; otherwise 404, as for another account's. */
export async function findVisibleConversation(
  db: Database,
  principal: Principal,
  conversationId: string,
): Promise<ConversationRow> {
  const [row] = await visibleConversation(db, {
    viewer: viewerOf(principal),
    conversationId: bound(conversationId),
  });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
