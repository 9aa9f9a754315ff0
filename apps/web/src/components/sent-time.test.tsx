import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SentTime } from './sent-time';

describe('When an inquiry was sent', () => {
  it('shows how long ago, and writes the full date and time only once a pointer comes over it', () => {
    const iso = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString();
    render(<SentTime iso={iso} />);
    const time = screen.getByText('3 hours ago');
    expect(time).toHaveAttribute('datetime', iso);
    expect(time).not.toHaveAttribute('title');
    fireEvent.pointerEnter(time);
    expect(time).toHaveAttribute('title', new Date(iso).toLocaleString());
  });
});
