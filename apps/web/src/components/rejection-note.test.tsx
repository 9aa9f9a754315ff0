import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RejectionNote } from './rejection-note';

describe('RejectionNote', () => {
  it("shows the admin's reason, and nothing without one", () => {
    const { container, rerender } = render(<RejectionNote reason="Please add healed work." />);
    expect(screen.getByText("Reviewer's note:")).toBeInTheDocument();
    expect(screen.getByText('Please add healed work.')).toBeInTheDocument();
    rerender(<RejectionNote reason={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
