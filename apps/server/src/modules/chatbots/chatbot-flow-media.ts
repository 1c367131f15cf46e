import { type ChatbotFlow, type FieldIssue, validationMessages as m } from '@parley/contract';
import { AppError } from '../../shared/errors';
import type { MediaStorage } from '../media/media.storage';

/**
 * The stored files a flow names (its media items', its button headers') are the account's own, each
 * of its item's or header's kind; otherwise the whole flow is refused, naming each one.
 */
export async function assertFlowMediaOwned(
  storage: Pick<MediaStorage, 'find'>,
  accountId: string,
  flow: ChatbotFlow,
): Promise<void> {
  const named: { path: string; mediaId: string; kind: string }[] = [];
  for (const [nodeIndex, node] of flow.nodes.entries()) {
    if (node.nodeType === 'message') {
      for (const [itemIndex, item] of node.messageConfig.messages.entries()) {
        if (item.type === 'text' || !item.body.mediaId) continue;
        named.push({
          path: `nodes.${nodeIndex}.messageConfig.messages.${itemIndex}.body.mediaId`,
          mediaId: item.body.mediaId,
          kind: item.type,
        });
      }
    } else if (node.nodeType === 'input' && node.inputType === 'button') {
      const { headerType, headerMediaId } = node.buttonConfig;
      if (headerType !== 'text' && headerMediaId)
        named.push({
          path: `nodes.${nodeIndex}.buttonConfig.headerMediaId`,
          mediaId: headerMediaId,
          kind: headerType,
        });
    }
  }
  const issues: FieldIssue[] = [];
  for (const { path, mediaId, kind } of named) {
    const stored = await storage.find(accountId, mediaId);
    const message = !stored
      ? m.flowMediaUnknown
      : stored.record.kind !== kind
        ? m.flowMediaWrongKind
        : undefined;
    if (message) issues.push({ path, message });
  }
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', issues);
}
