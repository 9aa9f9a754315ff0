import { useCallback, useEffect, useRef, useState } from 'react';

const SETTLE_MS = 300;

/**
 * A search box's text, kept in step with the search in the URL. Typing is written to the URL after 300 ms of
 * quiet. A URL change from elsewhere (Back, Clear, a link) replaces the text and drops typing not yet written, so
 * an old search never comes back; the URL catching up with our own write leaves the box alone, so typing that
 * went on meanwhile is kept. `reset` empties the box and drops pending typing (for a Clear that finds the URL's
 * search already empty).
 */
export function useSearchText(urlText: string, write: (text: string) => void) {
  const [text, setText] = useState(urlText);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  const written = useRef<string | undefined>(undefined);
  const latest = useRef({ urlText, write });
  useEffect(() => {
    latest.current = { urlText, write };
  });

  useEffect(() => {
    if (urlText === written.current) {
      written.current = undefined;
      return;
    }
    clearTimeout(pending.current);
    written.current = undefined;
    setText(urlText);
  }, [urlText]);
  useEffect(() => () => clearTimeout(pending.current), []);

  const type = useCallback((value: string) => {
    setText(value);
    clearTimeout(pending.current);
    pending.current = setTimeout(() => {
      const search = value.trim();
      if (search === latest.current.urlText) return;
      written.current = search;
      latest.current.write(search);
    }, SETTLE_MS);
  }, []);
  const reset = useCallback(() => {
    clearTimeout(pending.current);
    setText('');
  }, []);
  return { text, type, reset };
}
