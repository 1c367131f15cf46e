import type { SimulatorState } from '../state';
import { splitCallingCode } from './calling-code';

interface CloudMedia {
  id: string;
  mime_type: string;
  caption?: string;
  filename?: string;
}

/** An inbound message as the Cloud webhook carries it, in the fields the partner format needs. */
export interface CloudInboundMessage {
  from: string;
  id: string;
  type: string;
  context?: { id: string };
  text?: { body: string };
  image?: CloudMedia;
  video?: CloudMedia;
  audio?: CloudMedia;
  sticker?: CloudMedia;
  document?: CloudMedia;
  location?: { latitude: number; longitude: number; name?: string; address?: string };
  contacts?: unknown[];
  interactive?: {
    type: string;
    button_reply?: { id: string; title: string };
    list_reply?: { id: string; title: string; description?: string };
  };
  button?: { text: string; payload: string };
  [other: string]: unknown;
}

/** The `payload` of a partner `message` event: what the customer wrote, who they are, what they answered. */
export function partnerInboundPayload(
  state: SimulatorState,
  message: CloudInboundMessage,
  senderName: string,
  mediaUrl: (mediaId: string) => string,
) {
  const { countryCode, national } = splitCallingCode(message.from);
  const gsId = message.context && state.partner.gupshupIds.get(message.context.id);
  return {
    id: message.id,
    source: message.from,
    ...content(state, message, mediaUrl),
    sender: { phone: message.from, name: senderName, country_code: countryCode, dial_code: national },
    ...(message.context ? { context: { id: message.context.id, ...(gsId ? { gsId } : {}) } } : {}),
  };
}

function content(
  state: SimulatorState,
  message: CloudInboundMessage,
  mediaUrl: (mediaId: string) => string,
): { type: string; payload: Record<string, unknown> } {
  const media = (item: CloudMedia) => ({
    url: mediaUrl(item.id),
    contentType: item.mime_type,
    ...(item.caption ? { caption: item.caption } : {}),
  });
  const { text, image, video, audio, sticker, document, location, contacts, interactive, button } = message;
  if (text) return { type: 'text', payload: { text: text.body } };
  if (image) return { type: 'image', payload: media(image) };
  if (video) return { type: 'video', payload: media(video) };
  if (audio) return { type: 'audio', payload: media(audio) };
  if (sticker) return { type: 'sticker', payload: media(sticker) };
  if (document) return { type: 'file', payload: { ...media(document), name: document.filename } };
  if (location) return { type: 'location', payload: location };
  if (contacts) return { type: 'contact', payload: { contacts } };
  if (interactive?.button_reply) {
    const { id, title } = interactive.button_reply;
    return { type: 'button_reply', payload: { title, id, reply: optionReply(state, message, id, title) } };
  }
  if (interactive?.list_reply) {
    const { id, title, description } = interactive.list_reply;
    return {
      type: 'list_reply',
      payload: { title, id, reply: optionReply(state, message, id, title), postbackText: id, description },
    };
  }
  if (button)
    return {
      type: 'quick_reply',
      payload: { text: button.text, type: 'button', postbackText: button.payload },
    };
  return { type: message.type, payload: (message[message.type] ?? {}) as Record<string, unknown> };
}

/** The partner's `reply`: the option's title and its 1-based position in the message being answered. */
function optionReply(state: SimulatorState, message: CloudInboundMessage, optionId: string, title: string) {
  const answered = message.context && state.sent.get(message.context.id)?.request.interactive;
  const { action } = (answered ?? {}) as {
    action?: { buttons?: { reply: { id: string } }[]; sections?: { rows: { id: string }[] }[] };
  };
  const optionIds = [
    ...(action?.buttons?.map((button) => button.reply.id) ?? []),
    ...(action?.sections?.flatMap((section) => section.rows.map((row) => row.id)) ?? []),
  ];
  const position = optionIds.indexOf(optionId) + 1;
  return position > 0 ? `${title} ${position}` : title;
}
