import { describe, expect, it } from 'vitest';
import { parseWhatsAppText } from './whatsapp-format';

const text = (value: string) => ({ kind: 'text', text: value });

describe('parseWhatsAppText', () => {
  it('turns each marker pair into its style', () => {
    expect(parseWhatsAppText('a *b* _c_ ~d~ ```e```')).toEqual([
      text('a '),
      { kind: 'bold', children: [text('b')] },
      text(' '),
      { kind: 'italic', children: [text('c')] },
      text(' '),
      { kind: 'strike', children: [text('d')] },
      text(' '),
      { kind: 'mono', children: [text('e')] },
    ]);
  });

  it('nests one style inside another', () => {
    expect(parseWhatsAppText('*bold _and italic_*')).toEqual([
      { kind: 'bold', children: [text('bold '), { kind: 'italic', children: [text('and italic')] }] },
    ]);
  });

  it('formats markers that touch each other', () => {
    expect(parseWhatsAppText('*a*_b_')).toEqual([
      { kind: 'bold', children: [text('a')] },
      { kind: 'italic', children: [text('b')] },
    ]);
  });

  it('leaves an unclosed marker as it was typed', () => {
    expect(parseWhatsAppText('*a _b_')).toEqual([text('*a '), { kind: 'italic', children: [text('b')] }]);
    expect(parseWhatsAppText('5 * 3 = 15')).toEqual([text('5 * 3 = 15')]);
    expect(parseWhatsAppText('```open')).toEqual([text('```open')]);
  });

  it('ignores markers inside words, next to spaces, or with nothing between them', () => {
    expect(parseWhatsAppText('snake_case_name')).toEqual([text('snake_case_name')]);
    expect(parseWhatsAppText('* not bold*')).toEqual([text('* not bold*')]);
    expect(parseWhatsAppText('*not bold *')).toEqual([text('*not bold *')]);
    expect(parseWhatsAppText('**')).toEqual([text('**')]);
  });

  it('does not carry a style over a line break', () => {
    expect(parseWhatsAppText('*a\nb*')).toEqual([text('*a'), { kind: 'lineBreak' }, text('b*')]);
  });

  it('keeps line breaks, blank lines included', () => {
    expect(parseWhatsAppText('Hi,\n\nthanks')).toEqual([
      text('Hi,'),
      { kind: 'lineBreak' },
      { kind: 'lineBreak' },
      text('thanks'),
    ]);
  });

  it('reads variables, positional and named, also inside a style', () => {
    expect(parseWhatsAppText('Hi {{1}}, *{{first_name}}*!')).toEqual([
      text('Hi '),
      { kind: 'variable', name: '1' },
      text(', '),
      { kind: 'bold', children: [{ kind: 'variable', name: 'first_name' }] },
      text('!'),
    ]);
  });

  it('does not take the underscores of a variable name for italics', () => {
    expect(parseWhatsAppText('_{{first_name}} and {{last_name}}_')).toEqual([
      {
        kind: 'italic',
        children: [
          { kind: 'variable', name: 'first_name' },
          text(' and '),
          { kind: 'variable', name: 'last_name' },
        ],
      },
    ]);
  });

  it('shows monospace literally, across lines', () => {
    expect(parseWhatsAppText('```*x*\n_y_```')).toEqual([
      { kind: 'mono', children: [text('*x*'), { kind: 'lineBreak' }, text('_y_')] },
    ]);
  });

  it('formats Arabic text, whose letters count as word characters', () => {
    expect(parseWhatsAppText('مرحبا *بك*')).toEqual([
      text('مرحبا '),
      { kind: 'bold', children: [text('بك')] },
    ]);
    expect(parseWhatsAppText('مرحبا*بك*')).toEqual([text('مرحبا*بك*')]);
  });

  it('keeps markup-looking text as plain text', () => {
    expect(parseWhatsAppText('<b onclick="x">hi</b>')).toEqual([text('<b onclick="x">hi</b>')]);
  });
});
