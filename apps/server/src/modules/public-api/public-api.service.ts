import type { ApiMediaObject, ApiMessage, ApiMessageInput, ApiTemplatesQuery } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod/mini';
import { AppError } from '../../shared/errors';
import { keptOnceFound } from '../../shared/in-flight-reads';
import type { ApiClient } from '../api-keys/api-key-authenticator';
import type { ApiOutbound } from '../inbox/sending/api-message';
import type { KeepAnswer } from './idempotency';

type Input = z.output<typeof ApiMessageInput>;
type Found = NonNullable<Awaited<ReturnType<FastifyInstance['inbox']['apiMessage']>>>;

/** The public API's calls, each done by the module that owns it, for the account of the caller's key. */
export function createPublicApiService(
  app: Pick<FastifyInstance, 'channels' | 'inbox' | 'media' | 'templates'>,
) {
  /**
   * A link is fetched and kept as an upload would be: the thread shows the file, the provider gets it
   * as any other. It is named by `filename`, else by the link's last segment, else by its kind.
   */
  const storedMediaId = async (client: ApiClient, media: ApiMediaObject, kind: string) => {
    if (media.mediaId) return media.mediaId;
    const publicUrl = media.link ?? '';
    const lastSegment = new URL(publicUrl).pathname.split('/').pop();
    const stored = await app.media.uploadByUrl(client.accountId, {
      publicUrl,
      fileName: media.filename || lastSegment || kind,
    });
    return stored.data.mediaId;
  };

  const outbound = async (client: ApiClient, input: Input): Promise<ApiOutbound> => {
    switch (input.type) {
      case 'text':
        return { type: 'text', body: input.text.body };
      case 'interactive':
        return { type: 'interactive', interactive: input.interactive };
      case 'template':
        return { type: 'template', ...input.template };
      case 'image':
      case 'video':
      case 'audio':
      case 'document': {
        const media = mediaOf(input);
        return {
          type: input.type,
          mediaId: await storedMediaId(client, media, input.type),
          caption: media.caption,
          filename: media.filename,
        };
      }
    }
  };

  // Sends arriving together to one channel read it once (another account's is not found). A
  // channel's account never changes, as channels are neither deleted nor moved: each is read once
  // per process, not before every send.
  const assertAccountChannel = keptOnceFound((accountId: string, channelId: string) =>
    app.channels.get(accountId, channelId).then(() => true),
  );

  return {
    channels: (client: ApiClient) => app.channels.list(client.accountId),

    async send(client: ApiClient, channelId: string, input: Input, keep: KeepAnswer | undefined) {
      await assertAccountChannel(client.accountId, channelId);
      const message = await outbound(client, input);
      let answer: ApiMessage | undefined;
      await app.inbox.sendApiMessage(client, channelId, input.to, message, async (tx, row) => {
        answer = toApiMessage({ message: row, conversation: { channelId }, phone: input.to });
        await keep?.(tx, 202, answer);
      });
      if (!answer) throw new Error('the API message was not queued');
      return { status: 202, body: answer };
    },

    async message(client: ApiClient, messageId: string): Promise<ApiMessage> {
      const found = await app.inbox.apiMessage(client.accountId, messageId);
      if (!found) throw new AppError('NOT_FOUND');
      return toApiMessage(found);
    },

    templates: (client: ApiClient, channelId: string, query: z.output<typeof ApiTemplatesQuery>) =>
      app.templates.list(client.accountId, channelId, { ...query, status: 'APPROVED' }),
  };
}

const mediaOf = (
  input: Extract<Input, { type: 'image' | 'video' | 'audio' | 'document' }>,
): ApiMediaObject => {
  switch (input.type) {
    case 'image':
      return input.image;
    case 'video':
      return input.video;
    case 'audio':
      return input.audio;
    case 'document':
      return input.document;
  }
};

function toApiMessage({
  message,
  conversation,
  phone,
}: {
  message: Found['message'];
  conversation: Pick<Found['conversation'], 'channelId'>;
  phone: string;
}): ApiMessage {
  return {
    messageId: message.id,
    channelId: conversation.channelId,
    conversationId: message.conversationId,
    to: phone.startsWith('+') ? phone : `+${phone}`,
    type: message.type,
    status: message.status,
    statusAt: message.statusAt.toISOString(),
    error: (message.error as ApiMessage['error']) ?? null,
    providerMessageId: message.providerMessageId,
    createdAt: message.createdAt.toISOString(),
  };
}
