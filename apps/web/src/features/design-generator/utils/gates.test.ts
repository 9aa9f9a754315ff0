import { describe, expect, it } from 'vitest';
import { type DesignAnswers, designRequestOf, emptyAnswers } from './answers';
import { firstOpenStep, gateErrors } from './gates';
import { RESULTS_STEP } from './steps';

const complete: DesignAnswers = {
  style: 'Japanese',
  subject: '  Dragon ',
  placement: 'arm-lower-arm',
  size: 'medium',
  colorOption: 'black-and-grey',
  extraDetails: ' ',
};

describe('design generator gates (spec §5)', () => {
  // One row per step: what holds it back on empty answers, and that the complete answers pass it.
  const rows: [step: number, fields: (keyof DesignAnswers)[]][] = [
    [1, ['style']],
    [2, ['subject']],
    [3, ['placement', 'size']],
    [4, ['colorOption']],
    [5, []],
  ];
  it.each(rows)('step %i asks for %j', (step, fields) => {
    expect(Object.keys(gateErrors(step, emptyAnswers)).sort()).toEqual([...fields].sort());
    expect(gateErrors(step, complete)).toEqual({});
  });

  it('words its messages as the request does', () => {
    expect(gateErrors(1, emptyAnswers)).toEqual({ style: 'Choose a style' });
    expect(gateErrors(4, emptyAnswers)).toEqual({ colorOption: 'Please select a color option' });
  });

  it('refuses a blank subject, and subjects and details over their limits', () => {
    expect(gateErrors(2, { ...complete, subject: '    ' })).toHaveProperty('subject');
    expect(gateErrors(2, { ...complete, subject: 'x'.repeat(201) })).toEqual({
      subject: 'Please keep the subject under 200 characters',
    });
    expect(gateErrors(5, { ...complete, extraDetails: 'x'.repeat(501) })).toEqual({
      extraDetails: 'Please keep the details under 500 characters',
    });
  });

  it('finds the first step still waiting for an answer', () => {
    expect(firstOpenStep(emptyAnswers)).toBe(1);
    expect(firstOpenStep({ ...complete, size: '' })).toBe(3);
    expect(firstOpenStep(complete)).toBe(RESULTS_STEP);
  });
});

describe('designRequestOf', () => {
  it('trims the subject and leaves blank details out', () => {
    expect(designRequestOf(complete)).toEqual({
      style: 'Japanese',
      subject: 'Dragon',
      placement: 'arm-lower-arm',
      size: 'medium',
      colorOption: 'black-and-grey',
    });
    expect(designRequestOf({ ...complete, extraDetails: ' a banner ' }).extraDetails).toBe('a banner');
  });
});
