import { describe, expect, it } from 'vitest';
import { emptyAnswers } from './answers';
import { gateErrors } from './gates';

const custom = { ...emptyAnswers, size: 'custom', complexity: 'simple' } as const;

describe('the size step gate', () => {
  it('refuses a custom width or height of zero or below, each at its field', () => {
    expect(gateErrors(3, { ...custom, customWidth: -5, customHeight: 0 })).toEqual({
      customWidth: 'Width must be greater than 0',
      customHeight: 'Height must be greater than 0',
    });
  });

  it('passes positive or blank custom dimensions, and ignores them for a named size', () => {
    expect(gateErrors(3, { ...custom, customWidth: 4, customHeight: null })).toEqual({});
    expect(gateErrors(3, { ...custom, size: 'medium', customWidth: -5 })).toEqual({});
  });
});
