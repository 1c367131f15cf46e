import {
  carouselCardsOf,
  mediaHeaderSlot,
  type StoredComponent,
  type TemplateHeaderMedia,
  type TemplateVariables,
} from '@parley/contract';
import type { z } from 'zod/mini';
import { type MessagingProvider, ProviderError } from '../../../providers/messaging-provider';
import { AppError } from '../../../shared/errors';
import type { MediaStorage } from '../../media/media.storage';
import type { MediaLinks } from './media-links';
import type { SendComponent } from './template-components';

/** A file as a provider's send names it: the id of an upload to the provider, or a public link. */
export type ProviderMedia = { id: string } | { link: string };

/** What it takes to hand one account's stored files to its channel's provider. */
export interface StoredMediaSource {
  provider: MessagingProvider;
  accountId: string;
  storage: MediaStorage;
  links: MediaLinks;
}

/**
 * One of the account's stored files as the provider takes it: uploaded for a media id (the Cloud
 * API), or as a signed, expiring link (the partner takes media by link). `name` is the file's name,
 * which a document keeps.
 */
export async function providerMedia(
  { provider, accountId, storage, links }: StoredMediaSource,
  mediaId: string,
): Promise<{ media: ProviderMedia; name: string }> {
  const stored = await storage.find(accountId, mediaId);
  if (!stored) throw new ProviderError('The file to send is no longer stored', 131053);
  if (provider.mediaBy === 'link')
    return { media: { link: links.linkTo(accountId, mediaId) }, name: stored.record.name };
  const bytes = Buffer.concat(await stored.open().toArray());
  const uploaded = await provider.uploadMedia({
    bytes,
    mimeType: stored.record.mimeType,
    fileName: stored.record.name,
  });
  return { media: { id: uploaded.mediaId }, name: stored.record.name };
}

export type ProviderMediaResolver = (mediaId: string) => Promise<{ media: ProviderMedia; name: string }>;

/**
 * Stored files for a batch of sends to one channel (a campaign's recipients): each file is uploaded
 * or linked once, on first use, however many messages carry it. Pass it to `withProviderMedia` for
 * each message; a failed upload is tried again by the next message that needs it.
 */
export function createProviderMediaResolver(source: StoredMediaSource): ProviderMediaResolver {
  const resolved = new Map<string, ReturnType<ProviderMediaResolver>>();
  return (mediaId) => {
    let media = resolved.get(mediaId);
    if (!media) {
      media = providerMedia(source, mediaId);
      media.catch(() => resolved.delete(mediaId));
      resolved.set(mediaId, media);
    }
    return media;
  };
}

/**
 * A template send's components (`templateSendComponents`) with each header media chosen from the
 * stored files (`{ mediaId }`, the template's own header and each carousel card's) given as the
 * provider takes it; a document also carries its file name. Links pass as they are.
 */
export async function withProviderMedia(
  components: SendComponent[],
  resolve: ProviderMediaResolver,
): Promise<SendComponent[]> {
  return Promise.all(
    components.map(async (component) => {
      if (component.type === 'header' && Array.isArray(component.parameters)) {
        const parameters = await Promise.all(
          component.parameters.map((parameter) => withMedia(parameter, resolve)),
        );
        return { ...component, parameters };
      }
      if (component.type === 'carousel' && Array.isArray(component.cards)) {
        const cards = await Promise.all(
          (component.cards as { components: SendComponent[] }[]).map(async (card) => ({
            ...card,
            components: await withProviderMedia(card.components, resolve),
          })),
        );
        return { ...component, cards };
      }
      return component;
    }),
  );
}

/**
 * An interactive message with its media header chosen from the stored files (`{ mediaId }`, a
 * chatbot's button node) given as the provider takes it; a document also carries its file name.
 */
export async function withInteractiveHeaderMedia(
  interactive: Record<string, unknown>,
  resolve: ProviderMediaResolver,
): Promise<Record<string, unknown>> {
  const header = interactive.header as Record<string, unknown> | undefined;
  if (!header || header.type === 'text') return interactive;
  return { ...interactive, header: await withMedia(header, resolve) };
}

async function withMedia(parameter: Record<string, unknown>, resolve: ProviderMediaResolver) {
  const kind = String(parameter.type);
  const chosen = parameter[kind] as Partial<{ mediaId: string }> | undefined;
  if (!chosen?.mediaId) return parameter;
  const { media, name } = await resolve(chosen.mediaId);
  return { type: kind, [kind]: { ...media, ...(kind === 'document' ? { filename: name } : {}) } };
}

/**
 * Each header media chosen from the stored files must be one of the account's files, of the header's
 * kind (an image for an IMAGE header…): checked when the message is queued, so the send does not fail later.
 */
export async function checkChosenHeaderMedia(
  storage: MediaStorage,
  accountId: string,
  components: StoredComponent[],
  variables: z.output<typeof TemplateVariables>,
): Promise<void> {
  const chosen: { of: StoredComponent[]; media: TemplateHeaderMedia | undefined }[] = [
    { of: components, media: variables.headerMedia },
    ...carouselCardsOf(components).map((card, index) => ({
      of: card,
      media: variables.carousel[index]?.headerMedia,
    })),
  ];
  for (const { of, media } of chosen) {
    const slot = mediaHeaderSlot(of);
    if (!slot || !media || !('mediaId' in media)) continue;
    const stored = await storage.find(accountId, media.mediaId);
    if (!stored) throw new AppError('NOT_FOUND');
    if (stored.record.kind !== slot.format.toLowerCase()) throw new AppError('MEDIA_TYPE_MISMATCH');
  }
}
