import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePreloadOnIntent } from './lazy-when-idle';

function Preloading({ preload }: { preload: () => unknown }) {
  usePreloadOnIntent(preload);
  return null;
}

describe('usePreloadOnIntent', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  // Issue 30: a profile preloading its dialogs when the browser was idle evaluated some seventy script files inside
  // Lighthouse's window, which never touches the page.
  it('loads nothing while no one touches the page, however idle the browser is', () => {
    const preload = vi.fn();
    render(<Preloading preload={preload} />);
    act(() => vi.runAllTimers());
    expect(preload).not.toHaveBeenCalled();
  });

  it.each([
    ['a press', () => fireEvent.pointerDown(document.body)],
    ['a key', () => fireEvent.keyDown(document.body, { key: 'Tab' })],
    ['a scroll', () => fireEvent.scroll(window)],
  ])('loads once at the first idle moment after %s', (_, intent) => {
    const preload = vi.fn();
    render(<Preloading preload={preload} />);
    intent();
    // Not within the event itself: the press or scroll is answered first.
    expect(preload).not.toHaveBeenCalled();
    act(() => vi.runAllTimers());
    expect(preload).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(document.body);
    act(() => vi.runAllTimers());
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('loads nothing once the page that wanted it is gone', () => {
    const preload = vi.fn();
    const { unmount } = render(<Preloading preload={preload} />);
    fireEvent.pointerDown(document.body);
    unmount();
    act(() => vi.runAllTimers());
    expect(preload).not.toHaveBeenCalled();
  });
});
