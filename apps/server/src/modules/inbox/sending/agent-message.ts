import type { SendMessageInput } from '@parley/contract';
import type { z } from 'zod/mini';
import { AppError } from '../../../shared/errors';
import type { MediaStorage } from '../../media/media.storage';
import type { OutboundContent } from './outbound-content';

/**
 * What an agent typed or attached, as it is kept: a file must be one of the account's stored media,
 * of the kind it is sent as. Audio takes no caption (the Cloud API refuses one).
 */
export async function agentMessageContent(
  storage: MediaStorage,
  accountId: string,
  input: z.output<typeof SendMessageInput>,
): Promise<OutboundContent> {
  if (input.type === 'text') return { type: 'text', content: { body: input.text.body } };
  const stored = await storage.find(accountId, input.mediaId);
  if (!stored) throw new AppError('NOT_FOUND');
  if (stored.record.kind !== input.type) throw new AppError('MEDIA_TYPE_MISMATCH');
  const caption = input.type !== 'audio' && input.caption?.trim() ? { caption: input.caption } : {};
  return {
    type: input.type,
    content: {
      mediaId: input.mediaId,
      filename: stored.record.name,
      mimeType: stored.record.mimeType,
      ...caption,
    },
  };
}
