import type { QuickReply } from '@parley/contract';

/** The quick replies whose message or options contain what follows the `/`, case-blind. */
export function matchingQuickReplies(replies: readonly QuickReply[], typed: string): QuickReply[] {
  const term = typed.trim().toLocaleLowerCase();
  if (!term) return [...replies];
  return replies.filter((reply) =>
    [reply.replyMessage, ...reply.options].some((text) => text.toLocaleLowerCase().includes(term)),
  );
}

/** Typing `/` at the start of the composer asks for a quick reply; the rest of the line narrows them. */
export const quickReplyQuery = (text: string): string | undefined =>
  text.startsWith('/') && !text.includes('\n') ? text.slice(1) : undefined;
