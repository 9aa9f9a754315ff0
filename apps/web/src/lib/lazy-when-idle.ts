import { type ComponentType, lazy, useEffect } from 'react';

/**
 * A component whose code is left out of the page's first load. It loads once: at the first idle moment after a
 * person shows up on a page that may show it (`usePreloadOnIntent(preload)`, so it is there before they reach for
 * it), or when it is first rendered, whichever comes first. Render it only once it is wanted, in a Suspense.
 */
export function lazyWhenIdle<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then((component) => ({ default: component }));
    return loading;
  };
  return { Component: lazy(preload), preload };
}

/** Runs `run` at the browser's next idle moment (after 1.5 s where it cannot tell); `cancel` stops it. */
export function whenIdle(run: () => unknown): { cancel: () => void } {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => void run());
    return { cancel: () => window.cancelIdleCallback(id) };
  }
  const id = window.setTimeout(() => void run(), 1500);
  return { cancel: () => window.clearTimeout(id) };
}

/** What says a person is on the page (not a page still drawing, nor an audit that only loads it). */
const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'scroll', 'focusin'] as const;

/**
 * Runs `run` once, at the first sign of a person on the page (a touch, a scroll, a pointer move, a key), inside that
 * event's dispatch; the answer stops listening.
 */
export function onFirstIntent(run: () => unknown): () => void {
  const onIntent = () => {
    stop();
    run();
  };
  const stop = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, true);
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { capture: true, passive: true });
  return stop;
}

/**
 * Runs `preload` at the first idle moment after the first sign of a person on the page: code the first screen does
 * not show (dialogs, menus, the gallery) then loads while they read, not while the page is still drawing or being
 * audited (issue 30: a profile's idle preloads started some seventy script files inside Lighthouse's window).
 */
export function usePreloadOnIntent(preload: () => unknown) {
  useEffect(() => {
    let idle: { cancel: () => void } | undefined;
    const stop = onFirstIntent(() => {
      idle = whenIdle(preload);
    });
    return () => {
      stop();
      idle?.cancel();
    };
  }, [preload]);
}
