import type { Agent } from '@parley/contract';
import type { AgentRow } from './agents.repo';

/** How the inbox names a user: notes' authors, agents. */
export const fullName = (user: { firstName: string; lastName: string }): string =>
  `${user.firstName} ${user.lastName}`.trim();

export const toAgentDto = (row: AgentRow): Agent => ({
  userId: row.id,
  name: fullName(row),
  roleName: row.roleName,
  isAvailable: row.isAvailable,
});
