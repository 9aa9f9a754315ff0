// Starts the app of a page the server rendered (apps/gateway/src/server-render.ts) once the page has painted: the
// visitor reads it without the code, so the code does not share the first moments of a slow connection with the
// page's CSS and lead image. The gateway names the entry and the chunks to preload. A classic script: it runs after
// the stylesheets (so just before the first paint) and may import() a module all the same.
//
// A press on a button before the app runs (a tap, or Enter on a focused button) is kept, not lost: the last one is
// pressed again once the app has hydrated (app/app.tsx marks <html data-app>), on the same element, which hydration
// keeps. Once React starts hydrating it replays presses itself (main.tsx says so with 'inkbook:hydrating').
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
  let pressed = null;
  const keep = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    // Not a form's native submit (a page load): the app decides what the press does.
    event.preventDefault();
    pressed = button;
  };
  document.addEventListener('click', keep, true);
  document.addEventListener(
    'inkbook:hydrating',
    () => {
      document.removeEventListener('click', keep, true);
      if (!pressed) return;
      const ran = new MutationObserver(() => {
        if (!document.documentElement.hasAttribute('data-app')) return;
        ran.disconnect();
        if (pressed.isConnected) pressed.click();
      });
      ran.observe(document.documentElement, { attributes: true, attributeFilter: ['data-app'] });
    },
    { once: true },
  );
  const start = () => {
    for (const href of (script.dataset.preloads ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    import(entry);
  };
  requestAnimationFrame(() => setTimeout(start, 0));
})();
