import { z } from 'zod';
import type { SimulatorContext } from '../context';
import { ControlError } from '../control/control-error';
import { digitsOf } from '../ids';
import type { CustomerMessage } from '../messages/inbound.schemas';
import { receiveCustomerMessage } from '../messages/inbound.service';
import { contentOf } from './message-content';
import type { CustomerReply } from './view-model';

export const tapBody = z.object({
  phoneNumberId: z.string().min(1),
  waId: z.string().min(1),
  messageId: z.string().min(1),
  reply: z.object({
    kind: z.enum(['button_reply', 'list_reply', 'quick_reply']),
    id: z.string(),
    title: z.string(),
    description: z.string().optional(),
  }),
});

/**
 * The customer taps a reply button, a list row or a template quick reply of a business message:
 * only what that message offers, answered with the inbound shape Meta uses for it.
 */
export function tapReply(context: SimulatorContext, tap: z.output<typeof tapBody>) {
  const { state } = context;
  const phone = state.phoneNumber(tap.phoneNumberId);
  if (!phone) throw new ControlError(`unknown phoneNumberId ${tap.phoneNumberId}`, 404);
  const sent = state.sent.get(tap.messageId);
  if (!sent || sent.phoneNumberId !== phone.phoneNumberId || sent.waId !== digitsOf(tap.waId)) {
    throw new ControlError(`${tap.messageId} is not a message sent to ${tap.waId}`, 404);
  }
  const offered = offeredReplies(contentOf(state, sent.phoneNumberId, sent.request));
  if (!offered.some((reply) => sameReply(reply, tap.reply))) {
    throw new ControlError(`${tap.messageId} offers no ${tap.reply.kind} "${tap.reply.title}"`);
  }
  return receiveCustomerMessage(context, phone, tap.waId, inboundFor(tap.reply, sent.id));
}

function offeredReplies(content: ReturnType<typeof contentOf>): CustomerReply[] {
  if (content.kind !== 'rich') return [];
  const { actions, list, cards } = content.rich;
  return [
    ...actions,
    ...(cards ?? []).flatMap((card) => card.actions),
    ...(list?.sections ?? []).flatMap((section) => section.rows),
  ].flatMap((choice) => choice.reply ?? []);
}

function sameReply(offered: CustomerReply, tapped: CustomerReply): boolean {
  return offered.kind === tapped.kind && offered.id === tapped.id && offered.title === tapped.title;
}

function inboundFor(reply: CustomerReply, messageId: string): CustomerMessage {
  const context = { message_id: messageId };
  switch (reply.kind) {
    case 'button_reply':
      return {
        type: 'interactive',
        interactive: { type: 'button_reply', button_reply: { id: reply.id, title: reply.title } },
        context,
      };
    case 'list_reply':
      return {
        type: 'interactive',
        interactive: {
          type: 'list_reply',
          list_reply: {
            id: reply.id,
            title: reply.title,
            ...(reply.description ? { description: reply.description } : {}),
          },
        },
        context,
      };
    case 'quick_reply':
      return { type: 'button', button: { payload: reply.id, text: reply.title }, context };
  }
}
