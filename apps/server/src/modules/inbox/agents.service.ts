import type { AgentList } from '@parley/contract';
import type { Database } from '../../db/client';
import type { Principal } from '../../types/fastify';
import { toAgentDto } from './agents.mapper';
import { listAgents, setAvailability } from './agents.repo';

/** The account's users as conversation assignees, and whether each takes new ones from auto-assign. */
export function createAgentsService(db: Database) {
  return {
    async list(accountId: string): Promise<AgentList> {
      return { data: (await listAgents(db, accountId)).map(toAgentDto) };
    },

    setAvailability: (principal: Principal, available: boolean): Promise<void> =>
      setAvailability(db, principal, available),
  };
}

export type AgentsService = ReturnType<typeof createAgentsService>;
