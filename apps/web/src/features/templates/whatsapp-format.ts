/**
 * WhatsApp's message formatting (https://faq.whatsapp.com/539178204879377): `*bold*`, `_italic_`,
 * `~strike~` and ```` ```monospace``` ````, plus the template variables `{{1}}` / `{{name}}`.
 * The result is a tree the preview turns into React elements, so no text ever becomes markup.
 */
export type FormattedNode =
  | { kind: 'text'; text: string }
  | { kind: 'lineBreak' }
  | { kind: 'variable'; name: string }
  | { kind: StyleKind | 'mono'; children: FormattedNode[] };

type StyleKind = 'bold' | 'italic' | 'strike';

export const variablePattern = /\{\{\s*(\w+)\s*\}\}/g;

export function parseWhatsAppText(text: string): FormattedNode[] {
  return parseUnits(toUnits(text), true);
}

/** One character, or one whole variable, so that markers inside `{{first_name}}` never count. */
type Unit = string | { variable: string };

const styleMarkers: Record<string, StyleKind> = { '*': 'bold', _: 'italic', '~': 'strike' };

function toUnits(text: string): Unit[] {
  const units: Unit[] = [];
  let last = 0;
  for (const match of text.matchAll(variablePattern)) {
    units.push(...text.slice(last, match.index), { variable: match[1] as string });
    last = match.index + match[0].length;
  }
  units.push(...text.slice(last));
  return units;
}

function parseUnits(units: Unit[], formatting: boolean): FormattedNode[] {
  const nodes: FormattedNode[] = [];
  let text = '';
  const push = (node: FormattedNode) => {
    if (text) nodes.push({ kind: 'text', text });
    text = '';
    nodes.push(node);
  };
  let index = 0;
  while (index < units.length) {
    const unit = units[index] as Unit;
    if (typeof unit !== 'string') {
      push({ kind: 'variable', name: unit.variable });
      index += 1;
      continue;
    }
    if (unit === '\n') {
      push({ kind: 'lineBreak' });
      index += 1;
      continue;
    }
    if (formatting && monoMarkerAt(units, index)) {
      const close = monoCloseAfter(units, index);
      if (close !== -1) {
        push({ kind: 'mono', children: parseUnits(units.slice(index + 3, close), false) });
        index = close + 3;
        continue;
      }
    }
    const style = styleMarkers[unit];
    if (formatting && style && opensAt(units, index)) {
      const close = styleCloseAfter(units, index);
      if (close !== -1) {
        push({ kind: style, children: parseUnits(units.slice(index + 1, close), true) });
        index = close + 1;
        continue;
      }
    }
    text += unit;
    index += 1;
  }
  if (text) nodes.push({ kind: 'text', text });
  return nodes;
}

const isWord = (unit: Unit | undefined) =>
  unit !== undefined && (typeof unit !== 'string' || /[\p{L}\p{N}]/u.test(unit));
const isSpace = (unit: Unit | undefined) => typeof unit === 'string' && /\s/.test(unit);

/** A marker opens only after a non-word character and before a non-space, as in `say *this*`. */
const opensAt = (units: Unit[], index: number) =>
  !isWord(units[index - 1]) && units[index + 1] !== undefined && !isSpace(units[index + 1]);

/** The nearest closing marker on the same line: after a non-space, before a non-word character. */
function styleCloseAfter(units: Unit[], open: number): number {
  const marker = units[open];
  for (let index = open + 2; index < units.length && units[index] !== '\n'; index += 1) {
    if (units[index] === marker && !isSpace(units[index - 1]) && !isWord(units[index + 1])) return index;
  }
  return -1;
}

const monoMarkerAt = (units: Unit[], index: number) =>
  units[index] === '`' && units[index + 1] === '`' && units[index + 2] === '`';

/** The first ``` after at least one character of content; monospace may span lines. */
function monoCloseAfter(units: Unit[], open: number): number {
  for (let index = open + 4; index + 3 <= units.length; index += 1) {
    if (monoMarkerAt(units, index)) return index;
  }
  return -1;
}
