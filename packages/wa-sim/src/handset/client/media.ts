import type { MediaView } from '../view-model';
import { h } from './dom';
import { type IconName, icon } from './icons';

const labels: Record<MediaView['type'], { icon: IconName; label: string }> = {
  image: { icon: 'photo', label: 'Photo' },
  video: { icon: 'video', label: 'Video' },
  audio: { icon: 'audio', label: 'Audio' },
  document: { icon: 'document', label: 'Document' },
  sticker: { icon: 'photo', label: 'Sticker' },
};

/** Media from the simulator's store is shown; media sent by link is shown as its link. */
export function mediaNode(media: MediaView): HTMLElement {
  const { url } = media;
  if (url && (media.type === 'image' || media.type === 'sticker')) {
    return h(
      'a',
      { class: `media media--${media.type}`, href: url, target: '_blank', rel: 'noopener' },
      h('img', { src: url, alt: labels[media.type].label, loading: 'lazy' }),
    );
  }
  if (url && media.type === 'video')
    return h('video', { class: 'media media--video', src: url, controls: true });
  if (url && media.type === 'audio')
    return h('audio', { class: 'media media--audio', src: url, controls: true });
  const target = url ?? media.link;
  const { icon: iconName, label } = labels[media.type];
  return h(
    'a',
    { class: 'media-file', href: target, target: '_blank', rel: 'noopener' },
    icon(iconName, 'media-file__icon'),
    h(
      'span',
      { class: 'media-file__text' },
      h('span', { class: 'media-file__name' }, media.filename ?? label),
      h('span', { class: 'media-file__link' }, media.link ?? 'Open'),
    ),
  );
}
