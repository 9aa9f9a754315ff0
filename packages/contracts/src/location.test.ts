import { describe, expect, it } from 'vitest';
import { cardLocation } from './location';

describe('cardLocation', () => {
  it.each([
    ['123 Main St, Austin, TX 78701', 'Austin, TX'],
    ['Austin, TX', 'Austin, TX'],
    ['Austin', 'Austin'],
    ['500 Pine St, Seattle, WA 98101-1234', 'Seattle, WA'],
    ['12 High St, Austin, TX, 78701', 'Austin, TX'],
    ['  Brooklyn ,  NY  ', 'Brooklyn, NY'],
    ['Studio 54, 254 W 54th St, New York, NY 10019, United States', 'NY, United States'],
  ])('%s → %s', (location, expected) => {
    expect(cardLocation(location)).toBe(expected);
  });

  it('keeps numbers that are not a trailing zip', () => {
    expect(cardLocation('Berlin 10115')).toBe('Berlin'); // five digits at the end read as a zip
    expect(cardLocation('District 9, Capital City')).toBe('District 9, Capital City');
  });

  it('is empty for no location', () => {
    expect(cardLocation('')).toBe('');
    expect(cardLocation(null)).toBe('');
    expect(cardLocation(undefined)).toBe('');
  });
});
