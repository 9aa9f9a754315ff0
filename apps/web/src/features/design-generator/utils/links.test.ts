import { describe, expect, it } from 'vitest';
import { artistsForStyle } from './links';

describe('artistsForStyle', () => {
  it('filters the artist list by the style, encoded, and leaves the filter out when there is none', () => {
    expect(artistsForStyle('Japanese')).toBe('/artists?style=Japanese');
    expect(artistsForStyle('Black & Gray')).toBe('/artists?style=Black+%26+Gray');
    expect(artistsForStyle('')).toBe('/artists');
  });
});
