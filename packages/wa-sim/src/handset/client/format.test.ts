import { describe, expect, it } from 'vitest';
import { formatSpans } from './format';

describe('formatSpans', () => {
  it('reads bold, italic, strikethrough and monospace', () => {
    expect(formatSpans('Hi *Ada*, _see_ ~this~ ```code```')).toEqual([
      { text: 'Hi ' },
      { style: 'bold', children: [{ text: 'Ada' }] },
      { text: ', ' },
      { style: 'italic', children: [{ text: 'see' }] },
      { text: ' ' },
      { style: 'strike', children: [{ text: 'this' }] },
      { text: ' ' },
      { style: 'mono', children: [{ text: 'code' }] },
    ]);
  });

  it('nests styles', () => {
    expect(formatSpans('*_both_*')).toEqual([
      { style: 'bold', children: [{ style: 'italic', children: [{ text: 'both' }] }] },
    ]);
  });

  it('leaves markers inside words, around spaces and across lines alone', () => {
    for (const plain of ['snake_case_name', '2 * 3 * 4', '*not\nbold*', 'a*b*c']) {
      expect(formatSpans(plain)).toEqual([{ text: plain }]);
    }
  });
});
