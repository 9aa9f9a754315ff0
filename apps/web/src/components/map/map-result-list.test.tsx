import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mapPoints } from './map-point';
import { MapResultList } from './map-result-list';
import { radiusCovering } from './search-area';

const points = mapPoints(
  [
    { id: 'a', name: 'Rosa Vega', lat: 30.27, lng: -97.74 },
    { id: 'b', name: 'No Place', lat: null, lng: null },
    { id: 'c', name: 'Ink House', lat: 30.3, lng: -97.7 },
  ],
  (item) => ({ ...item, place: 'Austin, TX', distance: '3.2 mi', href: `/artist/${item.id}` }),
);

describe('MapResultList', () => {
  it('reaches every marker card from the keyboard', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<MapResultList points={points} hidden={1} onOpen={onOpen} />);
    await user.tab();
    expect(screen.getByRole('button', { name: /Rosa Vega/ })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'c', name: 'Ink House' }));
    expect(screen.getByText('1 result has no location and is only in the list.')).toBeInTheDocument();
  });
});

describe('radiusCovering', () => {
  it('takes the smallest radius that reaches the view’s corner, or any beyond 100 miles', () => {
    expect(radiusCovering(4)).toBe(10);
    expect(radiusCovering(25)).toBe(25);
    expect(radiusCovering(26)).toBe(50);
    expect(radiusCovering(140)).toBeNull();
  });
});
