import { describe, expect, it } from 'vitest';
import { studioInquiryBody, studioInquiryDefaults } from './studio-inquiry-form';

const STUDIO = '00000000-0000-4000-8000-0000000000b1';
const BOOKING = '66666666-6666-4666-8666-666666666666';

describe('studioInquiryBody', () => {
  it('marks a touch-up with the booking it follows, and a new tattoo with nothing', () => {
    const touchup = studioInquiryBody(STUDIO, { ...studioInquiryDefaults, touchupOf: BOOKING }, 'account');
    expect(touchup).toMatchObject({ studioId: STUDIO, touchupOf: BOOKING });
    expect(studioInquiryBody(STUDIO, studioInquiryDefaults, 'account')).not.toHaveProperty('touchupOf');
  });
});
