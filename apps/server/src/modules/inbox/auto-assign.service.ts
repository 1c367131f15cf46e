import type { AutoAssignSettings } from '@parley/contract';
import type { Database } from '../../db/client';
import type { Principal } from '../../types/fastify';
import {
  claimNextAgent,
  findAutoAssignSettings,
  type NextAgent,
  saveAutoAssignSettings,
} from './auto-assign.repo';

const off: AutoAssignSettings = { agentAssignEnabled: false, agentAssignNotificationEnabled: false };

/** The account's auto-assign switch and its round-robin. */
export function createAutoAssignService(db: Database) {
  return {
    async settings(accountId: string): Promise<AutoAssignSettings> {
      const row = await findAutoAssignSettings(db, accountId);
      return row ? toSettings(row) : off;
    },

    async updateSettings(principal: Principal, settings: AutoAssignSettings): Promise<AutoAssignSettings> {
      return toSettings(await saveAutoAssignSettings(db, principal.accountId, settings));
    },

    /** The agent whose turn it is, that turn taken; none when no agent is available. */
    nextAgent: (accountId: string): Promise<NextAgent | undefined> => claimNextAgent(db, accountId),
  };
}

export type AutoAssignService = ReturnType<typeof createAutoAssignService>;

const toSettings = (row: AutoAssignSettings): AutoAssignSettings => ({
  agentAssignEnabled: row.agentAssignEnabled,
  agentAssignNotificationEnabled: row.agentAssignNotificationEnabled,
});
