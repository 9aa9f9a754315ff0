// Starts the app of a page the server rendered (apps/gateway/src/server-render.ts). The visitor reads the page
// without the code, so the code never shares the first moments of a slow connection with the page's CSS and lead
// image, nor a slow phone's main thread with its first paint. The gateway names the entry, the chunks to preload and
// when to start (data-start):
// - "paint": once the page has painted. For a visitor who may be signed in (the request had a session cookie): the
//   navbar waits on the app to show who they are; and for a page whose address opens what only the app draws (an
//   inquiry dialog's step).
// - "intent": at the visitor's first sign of using the page (a touch, a press, a key, a scroll, the pointer moving,
//   focus). For a visitor who is signed out: the page is whole without the app (its links are links), so nothing is
//   fetched or run until it is needed. (Fetching the code into the cache once the page had loaded was tried: each
//   request a script starts costs the main thread, and one of them was a long task in half of Lighthouse's runs.)
// A classic script: it runs after the stylesheets (so just before the first paint) and may import() a module all
// the same.
//
// Nothing the visitor does before the app runs is lost. The last press on a button (a tap, or Enter on a focused
// button) is pressed again once the app has hydrated (app/app.tsx marks <html data-app>), on the same element, which
// hydration keeps; once React starts hydrating it replays presses itself (main.tsx says so with 'inkbook:hydrating').
// What was typed, chosen or ticked in a control is given to the app then too, the way the app learns of typing:
// hydration keeps a text box's text but not the app's record of it, and puts a list box back to the server's choice.
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
  const chunks = [entry, ...(script.dataset.preloads ?? '').split(' ').filter(Boolean)];
  let pressed = null;
  const keep = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    // Not a form's native submit (a page load): the app decides what the press does.
    event.preventDefault();
    pressed = button;
  };
  /** Each control the visitor changed, with what they left in it (a box's text, a list's choice, a tick). */
  const changed = new Map();
  const note = (event) => {
    const control = event.target;
    const kind = control instanceof HTMLInputElement ? control.type : '';
    if (kind === 'file' || kind === 'hidden') return;
    if (kind === 'checkbox' || kind === 'radio') changed.set(control, control.checked);
    else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)
      changed.set(control, control.value);
    else if (control instanceof HTMLSelectElement) changed.set(control, control.value);
  };
  /**
   * Adds each control whose value is not the server's and that no event named (changed before this script ran: it
   * is deferred, and a quick visitor may type first).
   */
  const scan = () => {
    for (const control of document.querySelectorAll('input, select, textarea')) {
      const kind = control instanceof HTMLInputElement ? control.type : '';
      if (changed.has(control) || kind === 'file' || kind === 'hidden') continue;
      if (kind === 'checkbox' || kind === 'radio') {
        if (control.checked !== control.defaultChecked) changed.set(control, control.checked);
      } else if (control instanceof HTMLSelectElement) {
        if ([...control.options].some((option) => option.selected !== option.defaultSelected))
          changed.set(control, control.value);
      } else if (control.value !== control.defaultValue) changed.set(control, control.value);
    }
  };
  const give = (control, left) => {
    if (!control.isConnected) return;
    if (typeof left === 'boolean') {
      // A tick: undone, then clicked as the visitor did (a radio only where it was chosen).
      if (control.type === 'radio' && !left) return;
      control.checked = !left;
      control.click();
    } else if (control instanceof HTMLSelectElement) {
      control.value = left;
      control.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      // The app's own record of the box is moved off the text, which is then set beside that record and announced
      // as typing (what a test library's change event does).
      const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
      control.value = left === '' ? ' ' : '';
      setValue?.call(control, left);
      control.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
  /**
   * Until the address changes (what a filter does) and the app has drawn it (two frames), or a second: one
   * change at a time, as the visitor made them, so the app reads each into an address that holds the one before.
   */
  const settled = (before) =>
    new Promise((resolve) => {
      const since = performance.now();
      const drawn = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const check = () =>
        window.location.href !== before
          ? drawn()
          : performance.now() - since > 1000
            ? resolve()
            : setTimeout(check, 16);
      setTimeout(check, 0);
    });
  /**
   * Until React has hydrated `node` (its props are on the element: a part of the page behind a Suspense boundary
   * hydrates after the rest, and after <html data-app>), or two seconds. A change given before would be lost: React
   * takes what the element holds when it hydrates it as what it already knew.
   */
  const hydrated = (node) =>
    new Promise((resolve) => {
      const since = performance.now();
      const check = () =>
        Object.keys(node).some((key) => key.startsWith('__reactProps$')) || performance.now() - since > 2000
          ? resolve()
          : setTimeout(check, 16);
      check();
    });
  // In tasks of their own: the page's first effects (a search box taking its text from the address) come first.
  const giveAll = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Text last: a box writes its search a moment after typing, and a choice given after that would drop it.
    const isText = ([control, left]) => typeof left === 'string' && !(control instanceof HTMLSelectElement);
    const entries = [...changed];
    for (const [control, left] of [...entries.filter((entry) => !isText(entry)), ...entries.filter(isText)]) {
      await hydrated(control);
      if (!changed.has(control)) continue;
      const before = window.location.href;
      give(control, left);
      await settled(before);
    }
    // A list box's part can commit its hydration after its choice was given, putting the server's choice back on
    // screen (the app already has the visitor's): once things have settled, it shows the visitor's again.
    await settled(window.location.href);
    for (const [control, left] of entries)
      if (control instanceof HTMLSelectElement && changed.has(control) && control.value !== left)
        give(control, left);
    document.removeEventListener('input', forget, true);
    document.removeEventListener('change', forget, true);
    if (pressed?.isConnected) pressed.click();
  };
  /**
   * A control the visitor changed with the app running meanwhile: the app has what it holds now. Only the visitor's
   * own (trusted) events: React re-dispatches an event that reached a part before it was hydrated, as a copy.
   */
  const forget = (event) => {
    if (event.isTrusted) changed.delete(event.target);
  };
  document.addEventListener('click', keep, true);
  document.addEventListener('input', note, true);
  document.addEventListener('change', note, true);
  document.addEventListener(
    'inkbook:hydrating',
    () => {
      scan();
      document.removeEventListener('click', keep, true);
      const ran = new MutationObserver(() => {
        if (!document.documentElement.hasAttribute('data-app')) return;
        ran.disconnect();
        document.removeEventListener('input', note, true);
        document.removeEventListener('change', note, true);
        document.addEventListener('input', forget, true);
        document.addEventListener('change', forget, true);
        void giveAll();
      });
      ran.observe(document.documentElement, { attributes: true, attributeFilter: ['data-app'] });
    },
    { once: true },
  );
  const start = () => {
    for (const href of chunks) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    import(entry);
  };
  if (script.dataset.start !== 'intent') {
    requestAnimationFrame(() => setTimeout(start, 0));
    return;
  }
  const intents = [
    'pointerdown',
    'pointermove',
    'touchstart',
    'keydown',
    'focusin',
    'wheel',
    'scroll',
    'input',
  ];
  const onIntent = () => {
    for (const type of intents) window.removeEventListener(type, onIntent, true);
    start();
  };
  for (const type of intents) window.addEventListener(type, onIntent, { capture: true, passive: true });
  // Focus already in the page (a box, a button) before this deferred script ran: that was the first use.
  if (document.activeElement && document.activeElement !== document.body) onIntent();
})();
