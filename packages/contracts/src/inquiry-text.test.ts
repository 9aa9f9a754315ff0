import { describe, expect, it } from 'vitest';
import { studioInquiryDescription, studioInquiryTimeline } from './inquiry-text';

describe('studioInquiryDescription', () => {
  it('appends additional notes after a blank line', () => {
    expect(studioInquiryDescription('A koi fish on my forearm', 'First tattoo')).toBe(
      'A koi fish on my forearm\n\nAdditional Notes: First tattoo',
    );
  });
  it('is the concept alone without notes', () => {
    expect(studioInquiryDescription('A koi fish on my forearm')).toBe('A koi fish on my forearm');
    expect(studioInquiryDescription('A koi fish on my forearm', '   ')).toBe('A koi fish on my forearm');
    expect(studioInquiryDescription('A koi fish on my forearm', null)).toBe('A koi fish on my forearm');
  });
});

describe('studioInquiryTimeline', () => {
  it('joins the dates with commas', () => {
    expect(studioInquiryTimeline(['Weekends in March', 'Any Friday'])).toBe('Weekends in March, Any Friday');
  });
  it('is Flexible without dates', () => {
    expect(studioInquiryTimeline([])).toBe('Flexible');
    expect(studioInquiryTimeline(['  '])).toBe('Flexible');
  });
});
