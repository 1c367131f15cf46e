import { h } from './dom';
import { formatSpans, type Span, type SpanStyle } from './format';

const tags: Record<SpanStyle, 'strong' | 'em' | 's' | 'code'> = {
  bold: 'strong',
  italic: 'em',
  strike: 's',
  mono: 'code',
};

/** Message text with WhatsApp's formatting, built as nodes so nothing the business sent is parsed as HTML. */
export function formattedText(text: string, className = 'text'): HTMLElement {
  return h('div', { class: className }, ...formatSpans(text).map(spanNode));
}

function spanNode(span: Span): Node {
  if ('text' in span) return document.createTextNode(span.text);
  return h(tags[span.style], {}, ...span.children.map(spanNode));
}
