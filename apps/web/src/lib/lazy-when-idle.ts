import { type ComponentType, lazy, useEffect } from 'react';

/**
 * A component whose code is left out of the page's first load. It loads once: when the browser is first idle
 * after a page that may show it has drawn (so it is there before anyone reaches for it), or when it is first
 * rendered, whichever comes first. Render it only once it is wanted, inside a Suspense.
 */
export function lazyWhenIdle<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => {
    loading ??= load().then((component) => ({ default: component }));
    return loading;
  };
  /** Call in the component that may show it: schedules the load for the first idle moment. */
  const usePreloadWhenIdle = () =>
    useEffect(() => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(() => void start());
        return () => window.cancelIdleCallback(id);
      }
      const id = window.setTimeout(() => void start(), 1500);
      return () => window.clearTimeout(id);
    }, []);
  return { Component: lazy(start), usePreloadWhenIdle };
}
