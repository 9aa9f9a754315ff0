import { type ComponentType, lazy, useEffect } from 'react';

/**
 * A component whose code is left out of the page's first load. It loads once: when the browser is first idle
 * after a page that may show it has drawn (`usePreloadWhenIdle(preload)`, so it is there before anyone reaches
 * for it), or when it is first rendered, whichever comes first. Render it only once it is wanted, in a Suspense.
 */
export function lazyWhenIdle<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then((component) => ({ default: component }));
    return loading;
  };
  return { Component: lazy(preload), preload };
}

/** Runs `preload` at the browser's first idle moment after the calling component mounts. */
export function usePreloadWhenIdle(preload: () => unknown) {
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => void preload());
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => void preload(), 1500);
    return () => window.clearTimeout(id);
  }, [preload]);
}
