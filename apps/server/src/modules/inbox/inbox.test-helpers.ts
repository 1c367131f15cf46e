import type { AddressInfo } from 'node:net';
import { type Channel, type Conversation, inboxRoutes, type MessageList } from '@parley/contract';
import { messages } from '../../db/schema/index';
import { cloudStatusesBody, type TestStatus } from '../../test/cloud-statuses';
import { postCloudWebhook } from '../../test/cloud-webhook';
import {
  conversationsFor,
  eventually,
  type InboxWorkspace,
  type Member,
  simulator,
} from './inbox-workspace.test-helpers';

/**
 * The conversations side of the inbox tests, on top of inbox-workspace.test-helpers.ts (a simulator
 * whose customers write to a business's channel in Parley).
 */

/** The customers' phone numbers (WhatsApp ids) of these conversations, in the list's order. */
export const phonesOf = (conversations: Conversation[]) =>
  conversations.map((conversation) => conversation.contact.phone);

/** A route path with the conversation's id in it. */
export const conversationPath = (path: string, conversationId: string) =>
  path.replace(':conversationId', conversationId);

export async function messagesOf(member: Member, conversationId: string, query = '') {
  return (
    await member.api.ok<MessageList>(
      'GET',
      `${conversationPath(inboxRoutes.listMessages.path, conversationId)}${query}`,
    )
  ).data;
}

/** The conversation once Parley holds `count` messages of the customer in it. */
export async function conversationWithMessages(
  member: Member,
  channel: Channel,
  waId: string,
  count: number,
) {
  const { conversationId } = await eventually(async () => {
    const found = (await conversationsFor(member, channel, { status: 'ALL' })).find(
      (conversation) => conversation.contact.phone === waId,
    );
    return found && (await messagesOf(member, found.conversationId)).length >= count && found;
  });
  // Read again: the list above may predate the last of the messages.
  return member.api.ok<Conversation>(
    'GET',
    conversationPath(inboxRoutes.getConversation.path, conversationId),
  );
}

/** Where the listening app answers, for realtime sockets. */
export function appUrl(w: InboxWorkspace): string {
  const { port } = w.t.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/**
 * A message the business sent, stored as the sending queue leaves it once the provider took it (or,
 * with no provider id, as it is while the provider's answer is on its way).
 */
export async function storeSentMessage(
  w: InboxWorkspace,
  owner: Member,
  conversation: Conversation,
  values: { providerMessageId: string | null; body: string; sentByUserId?: string; sentAt?: Date },
) {
  const sentAt = values.sentAt ?? new Date(w.sim.now());
  const [row] = await w.t.database.db
    .insert(messages)
    .values({
      accountId: owner.accountId,
      conversationId: conversation.conversationId,
      direction: 'outbound',
      providerMessageId: values.providerMessageId,
      type: 'text',
      content: { body: values.body },
      status: values.providerMessageId ? 'sent' : 'queued',
      statusAt: sentAt,
      sentByUserId: values.sentByUserId ?? null,
      sentAt,
    })
    .returning();
  if (!row) throw new Error('no message stored');
  return row;
}

/** The provider reports statuses of sent messages, through Parley's signed Cloud API webhook. */
export async function providerReports(w: InboxWorkspace, statuses: TestStatus[]) {
  await postCloudWebhook(w.t.app, cloudStatusesBody(statuses));
}

/** The simulator's webhook that carried the customer's message, delivered to Parley once more. */
export async function redeliverMessageWebhook(w: InboxWorkspace, providerMessageId: string) {
  const { data } = (await simulator(w.sim, 'GET', '/_sim/webhooks')) as { data: { body: string }[] };
  // Read back, since the simulator escapes slashes as Meta does and wamids may hold some.
  const delivery = data.find((attempt) =>
    JSON.stringify(JSON.parse(attempt.body)).includes(JSON.stringify(providerMessageId)),
  );
  if (!delivery) throw new Error(`no webhook carried ${providerMessageId}`);
  await postCloudWebhook(w.t.app, delivery.body);
}
