import type { AutoAssignService } from './auto-assign.service';
import type { InboundAutomation, InboxPort } from './inbox.port';

export interface AutoAssignAutomationDependencies {
  autoAssign: Pick<AutoAssignService, 'settings' | 'nextAgent'>;
  inbox: Pick<InboxPort, 'assignAutomatically'>;
}

/**
 * With auto-assign on, a customer's message to a conversation that has no agent gives it to the next
 * available agent in turn. Not only a conversation the message created: a contact has one
 * conversation per channel for good, so one created while auto-assign was off, or released by its
 * agent, is new work for the team when the customer writes again.
 */
export function createAutoAssignAutomation({
  autoAssign,
  inbox,
}: AutoAssignAutomationDependencies): InboundAutomation {
  return async ({ accountId, conversation }) => {
    if (conversation.assignedAgentId) return;
    const settings = await autoAssign.settings(accountId);
    if (!settings.agentAssignEnabled) return;
    const agentId = await autoAssign.nextAgent(accountId);
    if (!agentId) return;
    await inbox.assignAutomatically(conversation, agentId, {
      notify: settings.agentAssignNotificationEnabled,
    });
  };
}
