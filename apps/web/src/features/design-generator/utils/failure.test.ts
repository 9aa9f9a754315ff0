import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { generationFailure } from './failure';

const failed = (status: number, message?: string) => new ApiError(status, '', message, '');
const general = 'We could not make your designs. Please try again.';

describe('generationFailure', () => {
  it("passes on a busy or unavailable generator's own words", () => {
    expect(generationFailure(failed(429, 'Too many designs at once. Try again in a minute.'))).toEqual({
      title: 'Could not create designs',
      description: 'Too many designs at once. Try again in a minute.',
    });
    expect(generationFailure(failed(503, 'The generator is not answering.')).description).toBe(
      'The generator is not answering.',
    );
  });

  it('says it could not make designs, and to try again, for anything else', () => {
    expect(generationFailure(failed(500, 'Internal error')).description).toBe(general);
    expect(generationFailure(failed(503)).description).toBe(general);
    expect(generationFailure(new TypeError('Failed to fetch')).description).toBe(general);
  });
});
