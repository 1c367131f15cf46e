type Content = Record<string, unknown>;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

const field = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' ? (value as Content)[key] : undefined;

/** The chosen reply's title (button or list reply), or the body of interactive buttons Parley sent. */
const interactiveText = (content: unknown): string | null => {
  const kind = field(content, 'type');
  const reply = typeof kind === 'string' ? field(content, kind) : undefined;
  return text(field(reply, 'title')) ?? text(field(field(content, 'body'), 'text'));
};

const previews: Record<string, (content: unknown) => string | null> = {
  text: (content) => text(field(content, 'body')),
  image: (content) => text(field(content, 'caption')),
  video: (content) => text(field(content, 'caption')),
  document: (content) => text(field(content, 'caption')) ?? text(field(content, 'filename')),
  location: (content) => text(field(content, 'name')) ?? text(field(content, 'address')),
  contacts: (content) =>
    text(
      (Array.isArray(content) ? content : [])
        .map((card) => text(field(field(card, 'name'), 'formatted_name')))
        .filter((name) => name !== null)
        .join(', '),
    ),
  interactive: interactiveText,
  button: (content) => text(field(content, 'text')),
  reaction: (content) => text(field(content, 'emoji')),
  order: (content) => text(field(content, 'text')),
  template: (content) => text(field(field(content, 'rendered'), 'body')),
  system: (content) => text(field(content, 'body')),
};

/**
 * A message in a line of text (list previews, the conversation download): the body of a text, the
 * caption or file name of media, the title a customer chose, a template's rendered body, and so on.
 * Null when the message has no words of its own (a voice note, a sticker).
 */
export function messagePreviewText(type: string, content: unknown): string | null {
  return previews[type]?.(content) ?? null;
}
