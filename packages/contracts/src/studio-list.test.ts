import { describe, expect, it } from 'vitest';
import { parseStudioListParams, studioListPath } from './studio-list';

describe('the studio list URL and its API read', () => {
  it('fills every default for a bare /studios', () => {
    const params = parseStudioListParams(new URLSearchParams(''));
    expect(params).toMatchObject({ sort: 'name', order: 'asc', page: 1, pageSize: 12 });
    expect(studioListPath(params)).toBe('/api/studios?sort=name&order=asc&page=1&pageSize=12');
  });

  it('keeps a search, specialization, sort, order and page, trimmed and encoded', () => {
    const params = parseStudioListParams(
      new URLSearchParams(
        'q=%20ink%20house%20&specialization=Black%20%26%20Gray&sort=location&order=desc&page=2',
      ),
    );
    expect(studioListPath(params)).toBe(
      '/api/studios?q=ink+house&specialization=Black+%26+Gray&sort=location&order=desc&page=2&pageSize=12',
    );
  });

  it('sorts by relevance while text is typed and replaces what it cannot use with the default', () => {
    expect(parseStudioListParams(new URLSearchParams('q=ink')).sort).toBe('relevance');
    expect(parseStudioListParams(new URLSearchParams('sort=price&order=up&page=-2'))).toMatchObject({
      sort: 'name',
      order: 'asc',
      page: 1,
    });
    expect(parseStudioListParams(new URLSearchParams('sort=distance&radius=25'))).toMatchObject({
      sort: 'name',
      radius: undefined,
    });
  });

  it('keeps near, radius, distance and open books with a valid place', () => {
    const near = parseStudioListParams(
      new URLSearchParams('near=30.2672,-97.7431&radius=25&sort=distance&books=open'),
    );
    expect(studioListPath(near)).toBe(
      '/api/studios?sort=distance&order=asc&page=1&pageSize=12&near=30.2672%2C-97.7431&radius=25&books=open',
    );
  });
});
