import type { Message } from '@parley/contract';
import { type MessageView, messageView } from './message-view';

export interface ThreadRow {
  message: Message;
  view: MessageView;
  /** The first message of its day: the day's label goes above it. */
  startsDay: boolean;
  /** The emoji each side last reacted to this message with. */
  reactions: string[];
  /** The message this one answers, when it is loaded. */
  quoted?: Message;
}

/**
 * The thread's rows, oldest first. A reaction sits on the message it reacts to when that message is
 * loaded (the latest reaction of each side wins; an empty one takes it back); otherwise it is a row.
 */
export function threadRows(messages: readonly Message[]): ThreadRow[] {
  const byProviderId = new Map(
    messages.flatMap((message) => (message.providerMessageId ? [[message.providerMessageId, message]] : [])),
  );
  const reactions = new Map<string, Map<Message['direction'], string | undefined>>();
  const rows: ThreadRow[] = [];
  for (const message of messages) {
    const view = messageView(message);
    const target = view.kind === 'reaction' ? byProviderId.get(view.targetProviderMessageId) : undefined;
    if (view.kind === 'reaction' && target) {
      const sides = reactions.get(target.messageId) ?? new Map();
      reactions.set(target.messageId, sides.set(message.direction, view.emoji));
      continue;
    }
    const previous = rows.at(-1)?.message;
    rows.push({
      message,
      view,
      startsDay:
        !previous || new Date(previous.sentAt).toDateString() !== new Date(message.sentAt).toDateString(),
      reactions: [],
      ...(message.replyToProviderMessageId && byProviderId.has(message.replyToProviderMessageId)
        ? { quoted: byProviderId.get(message.replyToProviderMessageId) }
        : {}),
    });
  }
  return rows.map((row) => {
    const sides = reactions.get(row.message.messageId);
    return sides
      ? { ...row, reactions: [...sides.values()].filter((emoji): emoji is string => !!emoji) }
      : row;
  });
}
