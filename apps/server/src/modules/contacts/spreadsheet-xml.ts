import { SaxesParser } from 'saxes';
import { cellTooLong, spreadsheetLimits } from './spreadsheet-limits';

export type XmlEvent =
  | { kind: 'open'; name: string; attributes: Record<string, string> }
  | { kind: 'close'; name: string }
  | { kind: 'text'; text: string };

/**
 * An XML part's elements and text as its bytes come, a chunk's worth at a time. Names lose their
 * namespace prefix (some writers put every element under `x:`). A stretch from one tag to the next
 * longer than any cell could be is refused before the parser buffers it.
 */
export async function* xmlEvents(chunks: AsyncIterable<Buffer>): AsyncGenerator<XmlEvent[]> {
  const parser = new SaxesParser();
  const decoder = new TextDecoder('utf-8');
  let events: XmlEvent[] = [];
  parser.on('opentag', (tag) => {
    events.push({
      kind: 'open',
      name: localName(tag.name),
      attributes: tag.attributes as Record<string, string>,
    });
  });
  parser.on('closetag', (tag) => {
    events.push({ kind: 'close', name: localName(tag.name) });
  });
  parser.on('text', (text) => {
    events.push({ kind: 'text', text });
  });
  parser.on('cdata', (text) => {
    events.push({ kind: 'text', text });
  });
  const gaps = markupGapGuard();
  for await (const chunk of chunks) {
    gaps(chunk);
    parser.write(decoder.decode(chunk, { stream: true }));
    if (events.length > 0) {
      yield events;
      events = [];
    }
  }
  parser.write(decoder.decode()).close();
  if (events.length > 0) yield events;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

const tagStart = 0x3c;

/** Counts the bytes since the last `<`, across chunks, and refuses a stretch longer than `xmlTextBytes`. */
function markupGapGuard() {
  const max = spreadsheetLimits.xmlTextBytes;
  let sinceTag = 0;
  return (chunk: Buffer) => {
    let from = 0;
    for (;;) {
      const next = chunk.indexOf(tagStart, from);
      const end = next === -1 ? chunk.length : next;
      sinceTag += end - from;
      if (sinceTag > max) throw cellTooLong();
      if (next === -1) return;
      sinceTag = 0;
      from = next + 1;
      // Stretches that start and end within a chunk shorter than the limit cannot exceed it.
      if (chunk.length - from < max) {
        const last = chunk.lastIndexOf(tagStart);
        sinceTag = chunk.length - last - 1;
        return;
      }
    }
  };
}
