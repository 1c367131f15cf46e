import { type Loose, optional, text } from './loose-json';
import type { MediaType, MediaView } from './view-model';

export const mediaTypes = new Set<string>(['image', 'video', 'audio', 'document', 'sticker']);

/** Media by id is served from the simulator's store; media by link stays a link. */
export function mediaView(type: MediaType, media: Loose): MediaView {
  const id = text(media.id);
  return {
    type,
    ...optional('url', id && `/handset/media/${encodeURIComponent(id)}`),
    ...optional('link', text(media.link)),
    ...optional('filename', text(media.filename)),
  };
}
