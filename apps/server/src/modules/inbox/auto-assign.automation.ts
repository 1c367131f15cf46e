import type { AutoAssignService } from './auto-assign.service';
import type { InboundAutomation, InboxPort } from './inbox.port';

export interface AutoAssignAutomationDependencies {
  autoAssign: Pick<AutoAssignService, 'settings' | 'nextAgent'>;
  inbox: Pick<InboxPort, 'assignAutomatically'>;
}

/**
 * With auto-assign on, a customer's message to a conversation that has no agent gives it to the next
 * available agent in turn, who is told at once when both the account and the agent want it. Not only
 * a conversation the message created: a contact has one conversation per channel for good, so one
 * created while auto-assign was off, or released by its agent, is new work for the team when the
 * customer writes again.
 */
export function createAutoAssignAutomation({
  autoAssign,
  inbox,
}: AutoAssignAutomationDependencies): InboundAutomation {
  return async ({ accountId, conversation }) => {
    if (conversation.assignedAgentId) return;
    const settings = await autoAssign.settings(accountId);
    if (!settings.agentAssignEnabled) return;
    const agent = await autoAssign.nextAgent(accountId);
    if (!agent) return;
    await inbox.assignAutomatically(conversation, agent.userId, {
      notify: settings.agentAssignNotificationEnabled && agent.autoAssignNotification,
    });
  };
}
