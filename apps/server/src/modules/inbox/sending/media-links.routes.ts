import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../shared/errors';
import { sendFile, storedFile } from '../../media/media.reply';
import type { MediaStorage } from '../../media/media.storage';
import { type MediaLinks, mediaLinkPath } from './media-links';

const MediaLinkRequest = z.object({
  params: z.object({ accountId: z.string(), mediaId: z.string() }),
  query: z.object({ expires: z.string(), signature: z.string() }),
});

/** The file behind a media link, to anyone holding the link (a provider fetching what Parley sends). */
export async function mediaLinksRoutes(
  app: FastifyInstance,
  { links, storage }: { links: MediaLinks; storage: MediaStorage },
) {
  app.get(mediaLinkPath, { schema: { hide: true } }, async (request, reply) => {
    const parsed = MediaLinkRequest.safeParse({ params: request.params, query: request.query });
    const link = parsed.success ? { ...parsed.data.params, ...parsed.data.query } : undefined;
    const stored = link && links.isValid(link) ? await storage.find(link.accountId, link.mediaId) : undefined;
    if (!stored) throw new AppError('NOT_FOUND');
    return sendFile(reply, storedFile(stored));
  });
}
