import type { AddressInfo } from 'node:net';
import {
  type Channel,
  type Conversation,
  type ConversationList,
  inboxRoutes,
  type MediaUploaded,
  type Message,
  type MessageList,
  mediaRoutes,
} from '@parley/contract';
import type { Simulator } from '@parley/wa-sim';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { png, postForm } from '../../media/media.test-files';
import { eventually, type Member, simulator } from '../inbox-workspace.test-helpers';

/** What the simulator's customer got: the send request as Parley made it. */
export interface SentToCustomer {
  id: string;
  type: string;
  request: Record<string, unknown>;
}

export const pathOf = (path: string, conversationId: string, messageId = '') =>
  path.replace(':conversationId', conversationId).replace(':messageId', messageId);

/** Every message the simulator's customer received from the channel's number, oldest first. */
export async function sentTo(sim: Simulator, channel: Channel, waId: string): Promise<SentToCustomer[]> {
  const { data } = (await simulator(
    sim,
    'GET',
    `/_sim/sent?phoneNumberId=${channel.phoneNumberId}&to=${waId}`,
  )) as {
    data: SentToCustomer[];
  };
  return data;
}

/** The first message the customer received that `matches`, once it arrived. */
export const receivedByCustomer = (
  sim: Simulator,
  channel: Channel,
  waId: string,
  matches: (message: SentToCustomer) => boolean,
) => eventually(async () => (await sentTo(sim, channel, waId)).find(matches));

/**
 * The customer's conversation once Parley has recorded their message, which opens the window (the
 * conversation may be listed a moment before that).
 */
export const conversationWithCustomer = (member: Member, channel: Channel, waId: string) =>
  eventually(async () => {
    const { data } = await member.api.ok<ConversationList>(
      'GET',
      `${inboxRoutes.listConversations.path}?channelId=${channel.channelId}&records=100`,
    );
    return data.find(
      (found) => found.contact.phone.replace(/\D/g, '') === waId && found.lastInboundAt !== null,
    );
  });

export const messagesOf = async (member: Member, conversation: Conversation) =>
  (
    await member.api.ok<MessageList>(
      'GET',
      pathOf(inboxRoutes.listMessages.path, conversation.conversationId),
    )
  ).data;

/** The message once its status is `status`. */
export const messageWithStatus = (
  member: Member,
  conversation: Conversation,
  messageId: string,
  status: string,
) =>
  eventually(async () =>
    (await messagesOf(member, conversation)).find(
      (message) => message.messageId === messageId && message.status === status,
    ),
  );

/** Sends into the conversation and answers the queued message. */
export const sendMessage = (member: Member, conversation: Conversation, payload: object) =>
  member.api.ok<Message>(
    'POST',
    pathOf(inboxRoutes.sendMessage.path, conversation.conversationId),
    payload,
    201,
  );

export async function uploadPng(app: FastifyInstance, member: Member, name: string): Promise<string> {
  const response = await postForm(app, mediaRoutes.upload.path, member.token, {
    file: { bytes: png, type: 'image/png', name },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<MediaUploaded>().data.mediaId;
}

export const baseUrlOf = (app: FastifyInstance) =>
  `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** A PNG the customer sends, as the simulator's control API takes it. */
export const customerImage = {
  type: 'image',
  image: { data: png.toString('base64'), mime_type: 'image/png' },
};
