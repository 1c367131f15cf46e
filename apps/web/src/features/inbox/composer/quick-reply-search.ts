import type { QuickReply } from '@parley/contract';

/**
 * The quick replies that match what follows the `/`, case-blind, best first: the one whose short
 * name it is, then those whose short name starts with it, then those whose message or options
 * contain it (each group in the channel's order).
 */
export function matchingQuickReplies(replies: readonly QuickReply[], typed: string): QuickReply[] {
  const term = typed.trim().toLocaleLowerCase();
  if (!term) return [...replies];
  const ranked = replies
    .map((reply, index) => ({ reply, index, rank: rank(reply, term) }))
    .filter((entry) => entry.rank !== undefined);
  return ranked
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0) || a.index - b.index)
    .map((entry) => entry.reply);
}

function rank(reply: QuickReply, term: string): number | undefined {
  const shortName = reply.shortName.toLocaleLowerCase();
  if (shortName === term) return 0;
  if (shortName.startsWith(term)) return 1;
  const inText = [reply.replyMessage, ...reply.options].some((text) =>
    text.toLocaleLowerCase().includes(term),
  );
  return inText ? 2 : undefined;
}

/** Typing `/` at the start of the composer asks for a quick reply; the rest of the line narrows them. */
export const quickReplyQuery = (text: string): string | undefined =>
  text.startsWith('/') && !text.includes('\n') ? text.slice(1) : undefined;
