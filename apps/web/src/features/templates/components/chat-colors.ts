import type { Theme } from '@mui/material/styles';

export interface ChatColors {
  wallpaper: string;
  doodle: string;
  bubble: string;
  /** The business's own messages, on the chat's far side. */
  outgoingBubble: string;
  text: string;
  secondary: string;
  /**
   * Times and ticks on the business's own bubbles: WhatsApp's grey reads under 4.5:1 on its green,
   * so a shade further from it keeps WCAG AA there.
   */
  outgoingSecondary: string;
  link: string;
  divider: string;
  media: string;
  variable: string;
  /** A variable's name on its tint: darker than a link in light mode, for WCAG AA contrast on the tint. */
  variableText: string;
  /** The two ticks of a message that was read. */
  readTick: string;
}

/** WhatsApp's own chat colours: the preview looks like WhatsApp whatever the app's colour preset. */
export const chatColors = (theme: Theme): ChatColors => (theme.palette.mode === 'light' ? light : dark);

const light: ChatColors = {
  wallpaper: '#EFEAE2',
  doodle: '#E3DBCF',
  bubble: '#FFFFFF',
  outgoingBubble: '#D9FDD3',
  text: '#111B21',
  secondary: '#667781',
  outgoingSecondary: '#5B6B74',
  link: '#027EB5',
  divider: 'rgba(11, 20, 26, 0.1)',
  media: '#E9EDEF',
  variable: 'rgba(2, 126, 181, 0.12)',
  variableText: '#01608A',
  readTick: '#53BDEB',
};

const dark: ChatColors = {
  wallpaper: '#0B141A',
  doodle: '#142029',
  bubble: '#202C33',
  outgoingBubble: '#005C4B',
  text: '#E9EDEF',
  secondary: '#8696A0',
  outgoingSecondary: '#BCC7CD',
  link: '#53BDEB',
  divider: 'rgba(233, 237, 239, 0.12)',
  media: '#2A3942',
  variable: 'rgba(83, 189, 235, 0.18)',
  variableText: '#53BDEB',
  readTick: '#53BDEB',
};

/** A tile of line doodles in WhatsApp's manner, drawn in the wallpaper's own tone. */
export function wallpaperImage({ doodle }: ChatColors): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" fill="none" stroke="${doodle}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><circle cx="18" cy="20" r="8"/><path d="M62 14l4 8 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1z"/><path d="M100 18h14v10h-9l-5 4z"/><path d="M20 70c0-5 7-7 9-2 2-5 9-3 9 2 0 6-9 11-9 11s-9-5-9-11z"/><path d="M64 62l14 14M78 62L64 76"/><rect x="92" y="62" width="16" height="12" rx="3"/><path d="M12 104q8-10 16 0t16 0"/><circle cx="70" cy="104" r="2"/><circle cx="80" cy="100" r="2"/><path d="M98 96v16M90 104h16"/></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}
