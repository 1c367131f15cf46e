import { z } from 'zod/mini';

/**
 * Spec §3 auto-assign settings: with `agentAssignEnabled` each new conversation goes to the next
 * available agent in turn; with `agentAssignNotificationEnabled` that agent is told at once.
 */
export const AutoAssignSettings = z.object({
  agentAssignEnabled: z.boolean(),
  agentAssignNotificationEnabled: z.boolean(),
});
export type AutoAssignSettings = z.infer<typeof AutoAssignSettings>;

/** An agent of the account, for assignment and auto-assign; only available agents get new chats. */
export const Agent = z.object({
  userId: z.uuid(),
  name: z.string(),
  roleName: z.enum(['agent', 'manager', 'accountAdmin']),
  isAvailable: z.boolean(),
});
export type Agent = z.infer<typeof Agent>;
export const AgentList = z.object({ data: z.array(Agent) });
export type AgentList = z.infer<typeof AgentList>;

export const AvailabilityInput = z.object({ isAvailable: z.boolean() });
