export type Span = { text: string } | { style: SpanStyle; children: Span[] };
export type SpanStyle = 'bold' | 'italic' | 'strike' | 'mono';

const styles: Record<string, SpanStyle> = { '*': 'bold', _: 'italic', '~': 'strike' };

// A marker opens after a non-word character, is not followed by a space, and closes on the same line.
const pattern =
  /```([\s\S]+?)```|(?<![\p{L}\p{N}])([*_~])(?!\s)((?:(?!\2)[^\n])+?)(?<!\s)\2(?![\p{L}\p{N}])/gu;

/** WhatsApp's inline formatting: *bold*, _italic_, ~strikethrough~ and ```monospace```, nested. */
export function formatSpans(text: string): Span[] {
  const spans: Span[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) spans.push({ text: text.slice(last, match.index) });
    const [whole, mono, marker = '', inner = ''] = match;
    spans.push(
      mono === undefined
        ? { style: styles[marker] ?? 'bold', children: formatSpans(inner) }
        : { style: 'mono', children: [{ text: mono }] },
    );
    last = match.index + whole.length;
  }
  if (last < text.length) spans.push({ text: text.slice(last) });
  return spans;
}
