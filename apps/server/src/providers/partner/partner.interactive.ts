import { z } from 'zod';

const Text = z.object({ text: z.string() });
const Media = z.object({ id: z.string().optional(), link: z.string().optional() });

const ReplyButtons = z.object({
  type: z.literal('button'),
  header: z
    .discriminatedUnion('type', [
      z.object({ type: z.literal('text'), text: z.string() }),
      z.object({ type: z.literal('image'), image: Media }),
      z.object({ type: z.literal('video'), video: Media }),
      z.object({ type: z.literal('document'), document: Media.extend({ filename: z.string().optional() }) }),
    ])
    .optional(),
  body: Text,
  footer: Text.optional(),
  action: z.object({
    buttons: z.array(z.object({ reply: z.object({ id: z.string(), title: z.string() }) })),
  }),
});

const List = z.object({
  type: z.literal('list'),
  header: Text.optional(),
  body: Text,
  footer: Text.optional(),
  action: z.object({
    button: z.string(),
    sections: z.array(
      z.object({
        title: z.string().optional(),
        rows: z.array(z.object({ id: z.string(), title: z.string(), description: z.string().optional() })),
      }),
    ),
  }),
});

const CloudInteractive = z.discriminatedUnion('type', [ReplyButtons, List]);

/**
 * A Cloud API reply-button or list message as the partner's `quick_reply` or `list` session message;
 * undefined for other interactive types. Each option's `postbackText` carries the Cloud id, which the
 * partner returns as the reply's id, so a tap comes back as it would through the Cloud API.
 */
export function partnerInteractive(
  interactive: Record<string, unknown>,
  link: (media: { id?: string; link?: string }) => string,
): Record<string, unknown> | undefined {
  const parsed = CloudInteractive.safeParse(interactive);
  if (!parsed.success) return undefined;
  const message = parsed.data;
  if (message.type === 'list') {
    return {
      type: 'list',
      title: message.header?.text,
      body: message.body.text,
      footer: message.footer?.text,
      globalButtons: [{ type: 'text', title: message.action.button }],
      items: message.action.sections.map((section) => ({
        title: section.title,
        options: section.rows.map((row) => ({
          type: 'text',
          title: row.title,
          description: row.description,
          postbackText: row.id,
        })),
      })),
    };
  }
  return {
    type: 'quick_reply',
    content: quickReplyContent(message, link),
    options: message.action.buttons.map(({ reply }) => ({
      type: 'text',
      title: reply.title,
      postbackText: reply.id,
    })),
  };
}

/** The partner puts a quick reply's header, body (`text`) and footer (`caption`) in one content object. */
function quickReplyContent(
  { header, body, footer }: z.infer<typeof ReplyButtons>,
  link: (media: { id?: string; link?: string }) => string,
) {
  const text = { text: body.text, caption: footer?.text };
  switch (header?.type) {
    case 'image':
      return { type: 'image', url: link(header.image), ...text };
    case 'video':
      return { type: 'video', url: link(header.video), ...text };
    case 'document':
      return { type: 'file', url: link(header.document), filename: header.document.filename, ...text };
    default:
      return { type: 'text', header: header?.text, ...text };
  }
}
