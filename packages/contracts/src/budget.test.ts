import { describe, expect, it } from 'vitest';
import { budgetRange, budgetText, dollars } from './budget';

describe('dollars', () => {
  it('groups thousands', () => {
    expect(dollars(0)).toBe('$0');
    expect(dollars(100)).toBe('$100');
    expect(dollars(1000)).toBe('$1,000');
    expect(dollars(10000)).toBe('$10,000');
    expect(dollars(1234567)).toBe('$1,234,567');
  });
  it('rounds to whole dollars', () => {
    expect(dollars(999.5)).toBe('$1,000'); // 999.5 rounds half up to 1000
  });
});

describe('budgetText', () => {
  it('shows both bounds as a range', () => {
    expect(budgetText(100, 1000)).toBe('$100 - $1,000');
  });
  it('shows a lone minimum as open-ended', () => {
    expect(budgetText(10000, null)).toBe('$10,000+');
    expect(budgetText(500)).toBe('$500+');
  });
  it('shows a lone maximum as a ceiling', () => {
    expect(budgetText(undefined, 1500)).toBe('Under $1,500');
    expect(budgetText(0, 1500)).toBe('Under $1,500'); // 0 is how forms say "not set"
  });
  it('says so when neither bound is given', () => {
    expect(budgetText()).toBe('Budget not specified');
    expect(budgetText(null, null)).toBe('Budget not specified');
    expect(budgetText(Number.NaN, 0)).toBe('Budget not specified');
  });
});

describe('budgetRange', () => {
  it('is the stored studio-inquiry text', () => {
    expect(budgetRange(100, 1000)).toBe('$100 - $1,000');
    expect(budgetRange(250, 250)).toBe('$250 - $250');
  });
});
