import type { QuickReply } from '@parley/contract';
import { type KeyboardEvent, useState } from 'react';
import { useQuickReplies } from '../../quick-replies/api';
import { matchingQuickReplies, quickReplyQuery } from './quick-reply-search';

/**
 * The quick replies offered while the composer's text starts with `/`: arrows move through them,
 * Enter or Tab takes the highlighted one, Escape drops the `/`.
 */
export function useQuickReplyPicker(channelId: string, text: string, onPick: (message: string) => void) {
  const quickReplies = useQuickReplies(channelId);
  const [highlighted, setHighlighted] = useState(0);
  const query = quickReplyQuery(text);
  const suggestions: QuickReply[] =
    query === undefined ? [] : matchingQuickReplies(quickReplies.data?.data ?? [], query);
  const current = Math.min(highlighted, Math.max(suggestions.length - 1, 0));

  const pick = (reply: QuickReply) => {
    setHighlighted(0);
    onPick(reply.replyMessage);
  };

  /** Whether the key was the picker's; the composer handles it otherwise. */
  const handleKey = (event: KeyboardEvent): boolean => {
    const chosen = suggestions[current];
    if (!chosen) return false;
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (move) {
      setHighlighted((index) => (index + move + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      pick(chosen);
    } else if (event.key === 'Escape') {
      onPick('');
    } else {
      return false;
    }
    event.preventDefault();
    return true;
  };

  return {
    open: query !== undefined,
    loading: quickReplies.isPending,
    suggestions,
    highlighted: current,
    pick,
    handleKey,
    /** Typing moves the highlight back to the best match. */
    reset: () => setHighlighted(0),
  };
}
