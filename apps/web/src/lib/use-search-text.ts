import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router';

const SETTLE_MS = 300;

/**
 * Puts a search into the browser's current history entry as `?q=` (back to page 1, as any new search is), keeping
 * the router's own entry state, so Back returns to the list with that search. Only while the browser still shows
 * the list: after Back or Forward the current entry is another page's.
 */
function keepInHistoryEntry(listPathname: string, search: string) {
  if (window.location.pathname !== listPathname) return;
  const url = new URL(window.location.href);
  if (search) url.searchParams.set('q', search);
  else url.searchParams.delete('q');
  url.searchParams.delete('page');
  window.history.replaceState(window.history.state, '', url);
}

/**
 * A list's search box text, kept in step with the list's `?q=` search in the URL. Typing is written to the URL after
 * 300 ms of quiet. A URL change from elsewhere (Back, Clear, a link) replaces the text and drops typing not yet
 * written, so an old search never comes back; the URL catching up with our own write leaves the box alone, so typing
 * that went on meanwhile is kept. Leaving the list drops the pending write: see the effect below. `reset` empties
 * the box and drops pending typing (for a Clear that finds the URL's search already empty).
 */
export function useSearchText(urlText: string, write: (text: string) => void) {
  const { pathname } = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const [text, setText] = useState(urlText);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  const unwritten = useRef<string | undefined>(undefined);
  const written = useRef<string | undefined>(undefined);
  const latest = useRef({ urlText, write });
  useEffect(() => {
    latest.current = { urlText, write };
  });

  // The URL's search as this box last took it: the effect below acts on a change of it, not on the box's mount (typing
  // that lands between a server-rendered page's hydration and its effects is the visitor's, not an old search).
  const taken = useRef(urlText);
  useEffect(() => {
    if (urlText === taken.current) return;
    taken.current = urlText;
    if (urlText === written.current) {
      written.current = undefined;
      return;
    }
    clearTimeout(pending.current);
    unwritten.current = undefined;
    written.current = undefined;
    setText(urlText);
  }, [urlText]);
  useEffect(() => () => clearTimeout(pending.current), []);

  // A click on a result starts a navigation while the list is still on screen (the next page's code may still be
  // loading). Writing the search then would be a navigation of its own, which cancels the visitor's and sends them
  // back to the list; so the write is dropped, and the typing goes into the list's history entry for Back instead.
  // This listens to the router itself because it reports a navigation the moment it starts: useNavigation() only
  // shows it once React has rendered the router's update, and the 300 ms can run out before that (seen under load).
  useEffect(
    () =>
      router?.subscribe(({ navigation }) => {
        const leavingTo = navigation.location?.pathname;
        if (leavingTo === undefined || leavingTo === pathname || unwritten.current === undefined) return;
        clearTimeout(pending.current);
        const search = unwritten.current.trim();
        unwritten.current = undefined;
        if (search !== latest.current.urlText) keepInHistoryEntry(pathname, search);
      }),
    [router, pathname],
  );

  const type = useCallback((value: string) => {
    setText(value);
    clearTimeout(pending.current);
    unwritten.current = value;
    pending.current = setTimeout(() => {
      unwritten.current = undefined;
      const search = value.trim();
      if (search === latest.current.urlText) return;
      written.current = search;
      latest.current.write(search);
    }, SETTLE_MS);
  }, []);
  const reset = useCallback(() => {
    clearTimeout(pending.current);
    unwritten.current = undefined;
    setText('');
  }, []);
  return { text, type, reset };
}
