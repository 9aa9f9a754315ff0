import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WhenIdle } from './when-idle';

function renderDeferred() {
  return render(
    <WhenIdle fallback={<p>Loading the list</p>}>
      <button type="button">The list</button>
    </WhenIdle>,
  );
}

describe('WhenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows its fallback as the page draws, and what it holds once the browser is idle', () => {
    renderDeferred();
    expect(screen.getByText('Loading the list')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'The list' })).not.toBeInTheDocument();
    act(() => vi.runAllTimers());
    expect(screen.getByRole('button', { name: 'The list' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the list')).not.toBeInTheDocument();
  });

  it.each([
    ['a press', () => fireEvent.pointerDown(document.body)],
    ['a key', () => fireEvent.keyDown(document.body, { key: 'Tab' })],
    ['a scroll', () => fireEvent.scroll(window)],
  ])('draws what it holds at once on %s, before the browser is idle', (_, act) => {
    renderDeferred();
    act();
    // No timer has run: what drew it is the press, key or scroll, within the event.
    expect(screen.getByRole('button', { name: 'The list' })).toBeInTheDocument();
  });
});
