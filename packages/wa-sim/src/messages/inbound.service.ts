import { ControlError } from '../control/control-error';
import { digitsOf, newWamid, unixSeconds } from '../ids';
import type { SandboxPhoneNumber } from '../seed';
import type { CustomerMessage, CustomerMessageOrigin } from './inbound.schemas';
import type { Messaging } from './outbound.service';

const mediaTypes = new Set(['image', 'video', 'audio', 'document', 'sticker']);

/**
 * A customer writes to a business number: opens the 24-hour window and delivers the inbound
 * `messages` webhook in Meta's shapes (string timestamps, number coordinates).
 */
export function receiveCustomerMessage(
  { state, webhooks }: Messaging,
  phone: SandboxPhoneNumber,
  waId: string,
  input: CustomerMessage,
  { name, referral, referred_product }: CustomerMessageOrigin = {},
) {
  const from = digitsOf(waId);
  const profileName = name ?? state.customers.get(from) ?? from;
  const payload = { ...(input as Record<string, unknown>) };
  delete payload.context;

  if ('context' in input && input.context) {
    const quoted = state.sent.get(input.context.message_id);
    if (!quoted || quoted.waId !== from || quoted.phoneNumberId !== phone.phoneNumberId) {
      throw new ControlError(
        `context.message_id ${input.context.message_id} is not a message sent to ${from}`,
      );
    }
  }
  if (input.type === 'reaction' && !state.sent.has(input.reaction.message_id)) {
    throw new ControlError(
      `reaction.message_id ${input.reaction.message_id} is not a message the business sent`,
    );
  }
  if (mediaTypes.has(input.type))
    payload[input.type] = storeMedia(state, phone, input.type, payload[input.type]);

  const business = digitsOf(phone.displayPhoneNumber);
  const message = {
    ...(referral ? { referral } : {}),
    from,
    id: newWamid(from),
    timestamp: unixSeconds(state.now()),
    ...('context' in input && input.context
      ? { context: { from: business, id: input.context.message_id } }
      : {}),
    // Meta names the product's own message as the context of a "Message business" enquiry.
    ...(referred_product ? { context: { from: business, id: newWamid(business), referred_product } } : {}),
    ...payload,
  };
  state.customers.set(from, profileName);
  state.windows.set(`${phone.phoneNumberId}:${from}`, state.now());
  state.received.set(message.id, {
    id: message.id,
    phoneNumberId: phone.phoneNumberId,
    from,
    message,
    read: false,
    createdAt: new Date().toISOString(),
  });
  webhooks.messages(phone, {
    contacts: [{ profile: { name: profileName }, wa_id: from }],
    messages: [message],
  });
  return message;
}

function storeMedia(state: Messaging['state'], phone: SandboxPhoneNumber, type: string, raw: unknown) {
  const { id, data, mime_type, ...rest } = raw as { id?: string; data?: string; mime_type?: string };
  const media =
    data !== undefined && mime_type !== undefined
      ? state.media.add(phone.phoneNumberId, mime_type, Buffer.from(data, 'base64'))
      : state.media.get(id ?? '');
  if (!media) throw new ControlError(`${type}.id ${id} is not a simulator media id`);
  return {
    ...rest,
    mime_type: media.mimeType,
    // Webhooks carry the digest in base64, while GET /{media-id} answers it in hex.
    sha256: Buffer.from(media.sha256, 'hex').toString('base64'),
    id: media.id,
    ...(type === 'sticker' ? { animated: (rest as { animated?: boolean }).animated ?? false } : {}),
    ...(type === 'audio' ? { voice: (rest as { voice?: boolean }).voice ?? false } : {}),
  };
}
