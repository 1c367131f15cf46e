import { describe, expect, it } from 'vitest';
import { readTemplateListState, toTemplatesQuery, writeTemplateListState } from './list-state';

const read = (search: string) => readTemplateListState(new URLSearchParams(search));

describe('templates list address', () => {
  it('starts on page 1 of all templates, 20 a page', () => {
    expect(read('')).toEqual({
      search: '',
      status: '',
      category: '',
      language: '',
      type: '',
      page: 1,
      records: 20,
    });
    expect(toTemplatesQuery(read(''))).toEqual({ page: 1, records: 20 });
  });

  it('reads a shared link back into the same search, filters and page, and asks the server for them', () => {
    const state = read(
      'search=%20order%20&status=REJECTED&category=UTILITY&language=en_US&type=Carousel&page=2',
    );
    expect(toTemplatesQuery(state)).toEqual({
      page: 2,
      records: 20,
      search: 'order',
      status: 'REJECTED',
      category: 'UTILITY',
      language: 'en_US',
      templateType: 'Carousel',
    });
  });

  it('ignores filters a hand-edited address cannot mean', () => {
    expect(read('status=LOST&category=SPAM&type=Video&page=0&records=7')).toEqual(read(''));
  });

  it('goes back to page 1 when a filter changes, and drops a filter set back to "all"', () => {
    const filtered = writeTemplateListState(new URLSearchParams('status=PENDING&page=3'), {
      type: 'Carousel',
    });
    expect(filtered.toString()).toBe('status=PENDING&type=Carousel');
    expect(writeTemplateListState(filtered, { status: '' }).toString()).toBe('type=Carousel');
    expect(writeTemplateListState(filtered, { page: 2 }).toString()).toBe(
      'status=PENDING&type=Carousel&page=2',
    );
  });
});
