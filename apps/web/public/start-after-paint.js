// Starts the app of a page the server rendered (apps/gateway/src/server-render.ts) once the page has painted: the
// visitor reads it without the code, so the code does not share the first moments of a slow connection with the
// page's CSS and lead image. The gateway names the entry and the chunks to preload. A classic script: it runs after
// the stylesheets (so just before the first paint) and may import() a module all the same.
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
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
