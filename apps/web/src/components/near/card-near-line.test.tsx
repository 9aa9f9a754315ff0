import { DEFAULT_BOOKS } from '@inkbook/contracts/availability-rules';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CardNearLine } from './card-near-line';

const withLanguage = (language: string) =>
  vi.stubGlobal('navigator', Object.create(navigator, { language: { value: language } }));

describe('CardNearLine', () => {
  it('shows miles where the locale uses them and kilometres elsewhere', () => {
    withLanguage('en-US');
    const { rerender } = render(<CardNearLine distanceMiles={3.24} books={DEFAULT_BOOKS} />);
    expect(screen.getByText('3.2 mi')).toBeInTheDocument();
    withLanguage('de-DE');
    rerender(<CardNearLine distanceMiles={3.24} books={DEFAULT_BOOKS} />);
    expect(screen.getByText('5.2 km')).toBeInTheDocument();
  });

  it('names the books only when they are not plainly open', () => {
    const { container, rerender } = render(<CardNearLine distanceMiles={null} books={DEFAULT_BOOKS} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<CardNearLine distanceMiles={null} books={{ ...DEFAULT_BOOKS, spotsLeft: 12 }} />);
    expect(screen.getByText('12 spots left')).toBeInTheDocument();
    rerender(<CardNearLine distanceMiles={null} books={{ ...DEFAULT_BOOKS, status: 'waitlist' }} />);
    expect(screen.getByText('Waitlist only')).toBeInTheDocument();
  });
});
