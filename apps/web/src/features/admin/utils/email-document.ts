/** Every link of the email opens a new tab: the frame itself is never navigated away from the email. */
const BASE = '<base target="_blank">';

/**
 * The email's HTML as the frame's document, with `<base target="_blank">` first in its head (the first base with a
 * target is the one that counts, so the email's own cannot win). A fragment without a head gets the base before it.
 */
export function emailDocument(html: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head)
    return `${html.slice(0, head.index + head[0].length)}${BASE}${html.slice(head.index + head[0].length)}`;
  const root = /<html(\s[^>]*)?>/i.exec(html);
  if (root) {
    const at = root.index + root[0].length;
    return `${html.slice(0, at)}<head>${BASE}</head>${html.slice(at)}`;
  }
  return `${BASE}${html}`;
}
