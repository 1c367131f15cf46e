import { digitsOf } from '../ids';
import type { SimulatorState } from '../state';
import { type Loose, record, text } from './loose-json';
import { contentOf, previewOf } from './message-content';
import type { Author, Bubble, ChatSummary, ChatsView, ThreadView } from './view-model';

interface Entry {
  id: string;
  from: Author;
  at: string;
  waId: string;
  /** In the shape `contentOf` reads: the business's send request or the customer's webhook message. */
  message: Loose;
  read?: boolean;
  failed?: boolean;
  quotedId?: string;
}

/**
 * The business numbers to pick from (the sandbox's, and partner apps' once connected), and every customer
 * with their last message with `phoneNumberId`.
 */
export function chatsView(state: SimulatorState, phoneNumberId: string): ChatsView {
  const last = new Map<string, Entry>();
  for (const entry of entriesOf(state, phoneNumberId)) {
    if (entry.message.type !== 'reaction') last.set(entry.waId, entry);
  }
  const waIds = new Set([...state.customers.keys(), ...last.keys()]);
  const chats: ChatSummary[] = [...waIds].map((waId) => {
    const entry = last.get(waId);
    return {
      waId,
      name: nameOf(state, waId),
      ...(entry
        ? {
            lastMessage: {
              preview: previewOf(contentOf(state, phoneNumberId, entry.message)),
              at: entry.at,
              from: entry.from,
            },
          }
        : {}),
    };
  });
  const recency = (chat: ChatSummary) => chat.lastMessage?.at ?? '';
  return {
    phoneNumberId,
    business: [
      ...state.seed.business.phoneNumbers,
      ...state.partner.allApps().flatMap((app) => app.phone ?? []),
    ].map(({ phoneNumberId, displayPhoneNumber, verifiedName }) => ({
      phoneNumberId,
      displayPhoneNumber,
      verifiedName,
    })),
    chats: chats.sort((a, b) => recency(b).localeCompare(recency(a))),
  };
}

/** Everything one customer and one business number wrote each other, oldest first. */
export function threadView(state: SimulatorState, phoneNumberId: string, waId: string): ThreadView {
  const customer = digitsOf(waId);
  const bubbles = new Map<string, Bubble>();
  for (const entry of entriesOf(state, phoneNumberId, customer)) {
    if (entry.message.type === 'reaction') {
      const reaction = record(entry.message.reaction);
      const target = bubbles.get(text(reaction.message_id) ?? '');
      if (target) target.reaction = text(reaction.emoji) || undefined;
      continue;
    }
    const quoted = entry.quotedId ? bubbles.get(entry.quotedId) : undefined;
    bubbles.set(entry.id, {
      id: entry.id,
      from: entry.from,
      at: entry.at,
      ...(entry.read === undefined ? {} : { read: entry.read }),
      ...(entry.failed ? { failed: true } : {}),
      ...(quoted ? { quote: { from: quoted.from, preview: previewOf(quoted.content) } } : {}),
      content: contentOf(state, phoneNumberId, entry.message),
    });
  }
  return { waId: customer, name: nameOf(state, customer), bubbles: [...bubbles.values()] };
}

function entriesOf(state: SimulatorState, phoneNumberId: string, waId?: string): Entry[] {
  const entries: Entry[] = [];
  for (const sent of state.sent.values()) {
    if (sent.phoneNumberId !== phoneNumberId || (waId && sent.waId !== waId)) continue;
    entries.push({
      id: sent.id,
      from: 'business',
      at: sent.createdAt,
      waId: sent.waId,
      message: sent.request,
      failed: sent.status === 'failed',
      quotedId: text(record(sent.request.context).message_id),
    });
  }
  for (const received of state.received.values()) {
    if (received.phoneNumberId !== phoneNumberId || (waId && received.from !== waId)) continue;
    entries.push({
      id: received.id,
      from: 'customer',
      at: received.createdAt,
      waId: received.from,
      message: received.message,
      read: received.read,
      quotedId: text(record(received.message.context).id),
    });
  }
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

function nameOf(state: SimulatorState, waId: string): string {
  return state.customers.get(waId) ?? `+${waId}`;
}
