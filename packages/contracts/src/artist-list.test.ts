import { describe, expect, it } from 'vitest';
import { artistListPath, parseArtistListParams } from './artist-list';

describe('the artist list URL and its API read', () => {
  it('fills every default for a bare /artists', () => {
    const params = parseArtistListParams(new URLSearchParams(''));
    expect(params).toEqual({
      q: '',
      style: '',
      sort: 'name',
      order: 'asc',
      page: 1,
      near: '',
      radius: null,
      openBooks: false,
    });
    expect(artistListPath(params)).toBe('/api/artists?sort=name&order=asc&page=1&pageSize=24');
  });

  it('keeps a search, style, sort, order and page, trimmed and encoded', () => {
    const params = parseArtistListParams(
      new URLSearchParams('q=%20fine%20line%20&style=Black%20%26%20Gray&sort=styles&order=desc&page=3'),
    );
    expect(artistListPath(params)).toBe(
      '/api/artists?q=fine+line&style=Black+%26+Gray&sort=styles&order=desc&page=3&pageSize=24',
    );
  });

  it('replaces an unknown sort, order or page with the default', () => {
    expect(parseArtistListParams(new URLSearchParams('sort=price&order=up&page=-2'))).toMatchObject({
      sort: 'name',
      order: 'asc',
      page: 1,
    });
  });

  it('sorts by relevance while text is typed, and keeps near, radius and open books only with a valid place', () => {
    expect(parseArtistListParams(new URLSearchParams('q=jon')).sort).toBe('relevance');
    const near = parseArtistListParams(
      new URLSearchParams('near=30.2672,-97.7431&radius=25&sort=distance&books=open'),
    );
    expect(near).toMatchObject({ near: '30.2672,-97.7431', radius: 25, sort: 'distance', openBooks: true });
    expect(artistListPath(near)).toBe(
      '/api/artists?sort=distance&order=asc&page=1&pageSize=24&near=30.2672%2C-97.7431&radius=25&books=open',
    );
    expect(parseArtistListParams(new URLSearchParams('near=91,0&radius=25&sort=distance'))).toMatchObject({
      near: '',
      radius: null,
      sort: 'name',
    });
    expect(parseArtistListParams(new URLSearchParams('near=30,-97&radius=30')).radius).toBeNull();
  });
});
