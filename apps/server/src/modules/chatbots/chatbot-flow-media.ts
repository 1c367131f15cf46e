import { type ChatbotFlow, type FieldIssue, validationMessages as m } from '@parley/contract';
import { AppError } from '../../shared/errors';
import type { MediaStorage } from '../media/media.storage';

/**
 * The stored files a flow's media items name are the account's own, each of its item's kind;
 * otherwise the whole flow is refused, naming each item.
 */
export async function assertFlowMediaOwned(
  storage: Pick<MediaStorage, 'find'>,
  accountId: string,
  flow: ChatbotFlow,
): Promise<void> {
  const issues: FieldIssue[] = [];
  for (const [nodeIndex, node] of flow.nodes.entries()) {
    if (node.nodeType !== 'message') continue;
    for (const [itemIndex, item] of node.messageConfig.messages.entries()) {
      if (item.type === 'text' || !item.body.mediaId) continue;
      const stored = await storage.find(accountId, item.body.mediaId);
      const message = !stored
        ? m.flowMediaUnknown
        : stored.record.kind !== item.type
          ? m.flowMediaWrongKind
          : undefined;
      if (message)
        issues.push({ path: `nodes.${nodeIndex}.messageConfig.messages.${itemIndex}.body.mediaId`, message });
    }
  }
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', issues);
}
