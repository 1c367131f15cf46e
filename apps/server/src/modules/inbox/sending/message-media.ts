import type { Database } from '../../../db/client';
import type { ProviderMediaRef } from '../../../providers/messaging-provider';
import { AppError } from '../../../shared/errors';
import type { ChannelProviders } from '../../channels/channel-providers';
import { withProvider } from '../../channels/with-provider';
import { type FileToSend, storedFile } from '../../media/media.reply';
import type { MediaStorage } from '../../media/media.storage';
import type { ConversationRow } from '../conversation-access';
import type { MediaContent } from './outbound-content';
import { findMessageOfConversation } from './outbound-messages.repo';

const mediaTypes = new Set(['image', 'video', 'audio', 'sticker', 'document']);

/** What an inbound media message names its file by, and how it was called (documents). */
type InboundMedia = ProviderMediaRef & { filename?: string };

/**
 * A media message's file. Parley's own for what it sent, and for what a customer sent once it is
 * copied (inbound-media/); until then, the provider's, streamed through as it comes.
 */
export async function messageMedia(
  {
    db,
    providers,
    storage,
  }: { db: Database; providers: Pick<ChannelProviders, 'messaging'>; storage: MediaStorage },
  conversation: ConversationRow,
  messageId: string,
): Promise<FileToSend> {
  const message = await findMessageOfConversation(db, conversation.id, messageId);
  if (!message || !mediaTypes.has(message.type)) throw new AppError('NOT_FOUND');
  if (message.direction === 'outbound') {
    const { mediaId } = message.content as MediaContent;
    const stored = await storage.find(conversation.accountId, mediaId);
    if (!stored) throw new AppError('NOT_FOUND');
    return storedFile(stored);
  }
  if (message.mediaCopy?.state === 'stored') {
    const copy = await storage.find(conversation.accountId, message.mediaCopy.mediaId);
    if (copy) return storedFile(copy);
  }
  const { id, link, filename } = message.content as InboundMedia;
  const provider = await providers.messaging(conversation.accountId, conversation.channelId);
  const download = await withProvider(() => provider.downloadMedia({ id, link }));
  return {
    mimeType: download.mimeType,
    name: filename ?? message.type,
    size: download.fileSize,
    body: download.body,
  };
}
